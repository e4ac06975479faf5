// The hash behind RouteHashSlots' keys: text (a literal, a segment, a pattern's text) and small
// numbers mixed into 64 bits, then cut to the 32 bits a slot files. It is not seeded: the keys
// are the app's patterns, and a URL only looks up (see RouteHashSlots).

/// A hash of text that agrees with `String` equality: over the text's NFC code units, which for
/// ASCII text are its bytes, so only other text pays for normalising. Strings that are equal
/// (canonically equivalent) hash alike, as `Dictionary` keys do. Eight bytes a step: a segment or
/// a pattern's text is one to a few words.
enum RouteTextHash {
    static let basis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The hash state of `text` alone, to mix more into.
    @inline(__always)
    static func state(of text: String) -> UInt64 {
        combine(text, into: basis)
    }

    /// `state` with `text` mixed in.
    @inline(__always)
    static func combine(_ text: String, into state: UInt64) -> UInt64 {
        // The bytes in place (native and small strings have them in one piece), not a copy of
        // the string to call `withUTF8` on.
        let ascii: UInt64?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            combine(ascii: bytes, into: state)
        }
        if let ascii {
            return ascii ?? combineNormalised(text, into: state)
        }
        var text = text
        return text.withUTF8 { combine(ascii: $0, into: state) } ?? combineNormalised(text, into: state)
    }

    /// `state` with `bytes` mixed in when they are all ASCII, else `nil`.
    @inline(__always)
    static func combine(ascii bytes: UnsafeBufferPointer<UInt8>, into state: UInt64) -> UInt64? {
        var hash = state
        var high: UInt64 = 0
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                high |= word
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 29
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            high |= tail
            hash = (hash ^ tail ^ UInt64(bytes.count) << 56) &* multiplier
        }
        if high & 0x8080_8080_8080_8080 != 0 { return nil }
        return hash ^ hash >> 31
    }

    @inline(never)
    private static func combineNormalised(_ text: String, into state: UInt64) -> UInt64 {
        var units: [UInt8] = []
        text._withNFCCodeUnits { units.append($0) }
        return units.withUnsafeBufferPointer { bytes in
            // NFC code units hash as bytes do; `combine(ascii:)` refuses them only for their high bits.
            var hash = state
            var index = 0
            let raw = UnsafeRawPointer(bytes.baseAddress)
            while index + 8 <= bytes.count, let raw {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
                hash ^= hash >> 29
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            hash = (hash ^ tail ^ UInt64(bytes.count) << 56) &* multiplier
            return hash ^ hash >> 31
        }
    }

    /// `state` with `number` mixed in.
    @inline(__always)
    static func combine(_ number: Int, into state: UInt64) -> UInt64 {
        let hash = (state ^ UInt64(truncatingIfNeeded: number)) &* multiplier
        return hash ^ hash >> 29
    }

    /// The 32 bits a ``RouteHashSlots`` files under: the state, mixed so that every bit counts.
    @inline(__always)
    static func finish(_ state: UInt64) -> UInt32 {
        var mixed = state
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        return UInt32(truncatingIfNeeded: mixed)
    }
}
