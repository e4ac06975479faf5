// Two patterns are equal when their text, scope and segments are, as they were when those were
// stored properties: `String` equality, so canonically equivalent texts (`é` precomposed or not)
// can be equal. The parser makes scope and segments from the text alone, so the same bytes mean
// the same pattern, and ASCII texts with different bytes cannot be equal: only a non-ASCII text
// takes the slow way. The hash is of the text's NFC code units (its bytes, for ASCII), so
// patterns that are equal hash alike.
extension RoutePattern {
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let sameBytes = lhs.storage.withText { left in
            rhs.storage.withText { right in left.hasSameBytes(as: right) }
        }
        if sameBytes { return true }
        if lhs.storage.isASCII && rhs.storage.isASCII { return false }
        return lhs.text == rhs.text && lhs.scope == rhs.scope && lhs.segments == rhs.segments
    }

    public func hash(into hasher: inout Hasher) {
        if storage.isASCII {
            storage.withText { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        } else {
            var units: [UInt8] = []
            text._withNFCCodeUnits { units.append($0) }
            units.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        hasher.combine(0xFF as UInt8)
    }

    /// Whether the pattern's text is `other` (by `String` equality), without making a string.
    func hasText(_ other: String) -> Bool {
        var other = other
        let sameBytes = other.withUTF8 { right in storage.withText { left in left.hasSameBytes(as: right) } }
        if sameBytes { return true }
        if storage.isASCII && other.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return text == other
    }

    /// Whether the two patterns' texts are equal strings, without making them.
    func hasSameText(as other: RoutePattern) -> Bool {
        if storage === other.storage { return true }
        let sameBytes = storage.withText { left in other.storage.withText { right in left.hasSameBytes(as: right) } }
        if sameBytes { return true }
        if storage.isASCII && other.storage.isASCII { return false }
        return text == other.text
    }
}
