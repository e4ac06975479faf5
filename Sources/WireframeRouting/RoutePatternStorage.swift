// One pattern in one block: a header (scope, counts), one 8-byte code per segment, then the
// text's UTF-8 bytes. A table keeps one of these per route and nothing else of the pattern.
//
// The public values (`text`, `segments`) are made from it when asked for. The parser has checked
// every byte already, so reading a segment again cannot fail; where a read would need an error
// anyway (a literal that no longer decodes), it falls back to the text as written.

/// The scope of a pattern limited to a scheme: most patterns are not, and pay one empty word.
final class RouteScopeBox: Sendable {
    let scope: RouteScope
    init(_ scope: RouteScope) { self.scope = scope }
}

/// What kind of segment a ``RoutePatternStorage`` code stands for.
enum SegmentCodeKind: UInt64 {
    case literal = 0
    case parameter = 1
    case wildcard = 2
    case rest = 3
}

/// One segment of a stored pattern: its offset in the text (low 32 bits), then its kind and flags.
struct SegmentCode: Hashable, Sendable {
    let raw: UInt64

    init(kind: SegmentCodeKind, offset: Int, isOptional: Bool, hasType: Bool = false, isPlain: Bool = false) {
        raw =
            UInt64(truncatingIfNeeded: offset) & 0xFFFF_FFFF | kind.rawValue << 32 | (isOptional ? 1 << 34 : 0)
            | (hasType ? 1 << 35 : 0) | (isPlain ? 1 << 36 : 0)
    }

    var offset: Int { Int(truncatingIfNeeded: raw & 0xFFFF_FFFF) }
    var kind: SegmentCodeKind { SegmentCodeKind(rawValue: raw >> 32 & 3) ?? .literal }
    var isOptional: Bool { raw & 1 << 34 != 0 }
    /// A parameter with a `<type>`.
    var hasType: Bool { raw & 1 << 35 != 0 }
    /// A literal with no `%` escape: its text is its bytes.
    var isPlain: Bool { raw & 1 << 36 != 0 }
}

/// The header of a ``RoutePatternStorage``.
struct RoutePatternHeader {
    let scope: RouteScopeBox?
    let textCount: UInt32
    /// The segment count in the low 31 bits; the top bit says the text is all ASCII.
    let info: UInt32
}

/// A pattern's text and segment codes, immutable once made: nothing writes to a storage after
/// ``make(text:scope:codes:)`` returns it.
final class RoutePatternStorage: ManagedBuffer<RoutePatternHeader, UInt64> {
    /// The most bytes a pattern's text may have: offsets are kept in 32 bits.
    static let maximumTextCount = Int(UInt32.max)

    /// A storage for `text` (at most ``maximumTextCount`` bytes), `scope` and the segment codes.
    static func make(text: String, scope: RouteScope, codes: [SegmentCode]) -> RoutePatternStorage {
        var text = text
        return text.withUTF8 { bytes in
            let words = codes.count + (bytes.count + 7) / 8
            let isASCII = bytes.allSatisfy { $0 < 0x80 }
            let buffer = create(minimumCapacity: max(words, 1)) { _ in
                RoutePatternHeader(
                    scope: scope == .any ? nil : RouteScopeBox(scope),
                    textCount: UInt32(truncatingIfNeeded: bytes.count),
                    info: UInt32(truncatingIfNeeded: codes.count) & 0x7FFF_FFFF | (isASCII ? 1 << 31 : 0)
                )
            }
            buffer.withUnsafeMutablePointerToElements { words in
                for (index, code) in codes.enumerated() { words[index] = code.raw }
                let textStart = UnsafeMutableRawPointer(words + codes.count)
                if let base = bytes.baseAddress { textStart.copyMemory(from: base, byteCount: bytes.count) }
            }
            return unsafeDowncast(buffer, to: RoutePatternStorage.self)
        }
    }

    // The header is read through its pointer: `header`, a stored property of a class, would
    // check exclusive access at run time on every read, and nothing writes to it.
    var segmentCount: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.info & 0x7FFF_FFFF) } }
    var isASCII: Bool { withUnsafeMutablePointerToHeader { $0.pointee.info & 1 << 31 != 0 } }
    var scope: RouteScope { withUnsafeMutablePointerToHeader { $0.pointee.scope?.scope ?? .any } }
    /// The scope's specificity without making a ``RouteScope``.
    var specificity: Int { withUnsafeMutablePointerToHeader { $0.pointee.scope?.scope.specificity ?? 0 } }

    func code(at index: Int) -> SegmentCode {
        withUnsafeMutablePointerToElements { SegmentCode(raw: $0[index]) }
    }

    /// Calls `body` with the text's UTF-8 bytes.
    func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let (count, codes) = withUnsafeMutablePointerToHeader {
            (Int($0.pointee.textCount), Int($0.pointee.info & 0x7FFF_FFFF))
        }
        return try withUnsafeMutablePointerToElements { words in
            let start = UnsafeRawPointer(words + codes).assumingMemoryBound(to: UInt8.self)
            return try body(UnsafeBufferPointer(start: start, count: count))
        }
    }

    var text: String { withText { String(utf8Bytes: $0) } }
}

extension SegmentCode {
    init(raw: UInt64) { self.raw = raw }
}
