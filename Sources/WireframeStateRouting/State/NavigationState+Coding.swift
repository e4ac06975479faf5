public import Foundation
import WireframeRouting
import WireframeSupport

// How navigation state is saved: a small JSON document with a format number, so that a state
// written by a later format is refused with a clear error instead of being half read. The keys
// are those of format 1, which named the path "route": saved states of apps stay readable.
//
//   {"format":1,"route":[{"segment":"mail"},{"segment":"message","data":{"id":42}}],
//    "animated":false,"routeData":[{"route":[{"segment":"mail"}],"data":"draft"}]}
extension NavigationState: Codable {
    /// The format this version of the library writes, and the newest it reads.
    public static let codingFormat = 1

    private enum CodingKeys: String, CodingKey {
        case format, animated
        case path = "route"
        case pathData = "routeData"
    }

    private struct PathDataEntry: Codable {
        let path: [PathSegment]
        let data: SegmentData

        enum CodingKeys: String, CodingKey {
            case path = "route"
            case data
        }
    }

    /// Decodes a state written by ``encode(to:)`` of this format or an older one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format: Int
        do {
            format = try container.decode(Int.self, forKey: .format)
        } catch {
            // JSONDecoder calls a number that is not a whole one "not valid JSON": say what it is.
            guard let number = try? container.decode(Double.self, forKey: .format) else { throw error }
            throw DecodingError.dataCorruptedError(
                forKey: .format,
                in: container,
                debugDescription: Self.notAFormat(number)
            )
        }
        guard (1...Self.codingFormat).contains(format) else {
            throw DecodingError.dataCorruptedError(
                forKey: .format,
                in: container,
                debugDescription: Self.unreadFormat(format)
            )
        }
        path = try container.decode([PathSegment].self, forKey: .path)
        isAnimated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? false
        let entries = try container.decodeIfPresent([PathDataEntry].self, forKey: .pathData) ?? []
        pathDataByPath = Dictionary(entries.map { ($0.path, $0.data) }) { _, last in last }
    }

    /// Encodes the path, the animated flag and the data kept per path, with the format number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.codingFormat, forKey: .format)
        try container.encode(path, forKey: .path)
        try container.encode(isAnimated, forKey: .animated)
        // Sorted, so that the same state always encodes to the same bytes.
        let entries = pathDataByPath.map { PathDataEntry(path: $0.key, data: $0.value) }
            .sorted { $0.path.pathDescription < $1.path.pathDescription }
        if !entries.isEmpty { try container.encode(entries, forKey: .pathData) }
    }

    /// The state as JSON, with sorted keys, for saving.
    ///
    /// <!-- sample NavigationState+Coding/jsonData -->
    /// ```swift
    /// let saved = try store.navigationState.jsonData()
    /// ```
    ///
    /// - Throws: ``StateRoutingError/Code/unencodableData`` if the encoder fails.
    public func jsonData() throws(StateRoutingError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            throw StateRoutingError(
                .unencodableData,
                "navigation state \(path.pathDescription) cannot be encoded: \(error)",
                underlyingError: error
            )
        }
    }

    /// The state `data` holds, as ``jsonData()`` wrote it.
    ///
    /// It is not checked against the segments the app knows; ``StateRouter/restore(from:fallback:)``
    /// does that. The time it takes grows in proportion to the size of `data`, however long its
    /// route, however wide its arrays and objects, and however deeply its segments' data is
    /// nested (up to 512 levels, as with `JSONDecoder`); a state decoded as part of a larger
    /// `Codable` document goes through that document's decoder instead.
    ///
    /// - Throws: ``StateRoutingError/Code/undecodableState`` when `data` is not such a state:
    ///   not JSON, another shape, or a newer format; or when it holds a whole number just below
    ///   `Int64.min` (such as `-9223372036854775809`), which would read as another whole number.
    public init(jsonData data: Data) throws(StateRoutingError) {
        do {
            self = try NavigationState(json: try JSONValue(reading: data))
        } catch {
            throw StateRoutingError(
                .undecodableState,
                "saved navigation state cannot be decoded: \(Self.reason(error))",
                underlyingError: error
            )
        }
    }

    /// Why `format` is not a format number.
    private static func notAFormat(_ number: Double) -> String {
        "format \(number) is not a whole number; this version reads formats 1 to \(codingFormat)"
    }

    /// Why `format` is not one this version reads.
    private static func unreadFormat(_ format: Int) -> String {
        "format \(format) is not one this version reads (1 to \(codingFormat))"
    }

    /// The state `json` holds, read as ``init(from:)`` reads it, without a `Decoder`: the data
    /// of each segment is taken as it is, where a decoder would try each kind of value in turn.
    ///
    /// - Throws: a `DecodingError` whose coding path leads to what is wrong.
    private init(json: JSONValue) throws(DecodingError) {
        let reader = try JSONObjectReader(json, at: [])
        switch try reader.required(CodingKeys.format.rawValue) {
        case .int(let format) where (1...Int64(Self.codingFormat)).contains(format): break
        case .int(let format): throw reader.corrupted(CodingKeys.format, Self.unreadFormat(Int(clamping: format)))
        case .unsigned(let format): throw reader.corrupted(CodingKeys.format, Self.unreadFormat(Int(clamping: format)))
        case .double(let number): throw reader.corrupted(CodingKeys.format, Self.notAFormat(number))
        case let other: throw reader.mismatch(CodingKeys.format, Int.self, other)
        }
        path = try reader.segments(CodingKeys.path.rawValue)
        switch reader.optional(CodingKeys.animated.rawValue) {
        case nil: isAnimated = false
        case .bool(let animated): isAnimated = animated
        case let other?: throw reader.mismatch(CodingKeys.animated, Bool.self, other)
        }
        var entries: [[PathSegment]: SegmentData] = [:]
        if let pathData = reader.optional(CodingKeys.pathData.rawValue) {
            for (index, entry) in try reader.elements(of: pathData, at: CodingKeys.pathData).enumerated() {
                let entryReader = try JSONObjectReader(
                    entry,
                    at: reader.path + [CodingKeys.pathData, JSONIndex(index)]
                )
                let path = try entryReader.segments(PathDataEntry.CodingKeys.path.rawValue)
                entries[path] = SegmentData(value: try entryReader.required("data"))
            }
        }
        pathDataByPath = entries
    }

    /// What a decoding error says, with the path to where it went wrong.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : "at \(path): ") + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}

/// A place in saved state: an object's key or an array's index, for the coding path of an error.
private struct JSONIndex: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// A key of saved state that is none of `NavigationState`'s own (a segment's, an entry's).
private struct JSONKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ key: String) { stringValue = key }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Reads the members of one object of saved state, with the coding path that leads to it, and
/// makes the `DecodingError`s that `JSONDecoder` would for what is missing or of another kind.
private struct JSONObjectReader {
    let members: [String: JSONValue]
    let path: [any CodingKey]

    /// Reads `value`, found at `path`, which must be an object.
    init(_ value: JSONValue, at path: [any CodingKey]) throws(DecodingError) {
        guard case .object(let members) = value else {
            throw DecodingError.typeMismatch(
                [String: Any].self,
                .init(codingPath: path, debugDescription: "expected an object, found \(value.kindDescription)")
            )
        }
        self.members = members
        self.path = path
    }

    /// The value of `key`; `null` counts as absent, as with `decodeIfPresent`.
    func optional(_ key: String) -> JSONValue? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    /// The value of `key`, which must be there (it may be `null`).
    func required(_ key: String) throws(DecodingError) -> JSONValue {
        guard let value = members[key] else {
            throw DecodingError.keyNotFound(
                JSONKey(key),
                .init(codingPath: path, debugDescription: "the key \(MessageText.quoted("\(key)")) is missing")
            )
        }
        return value
    }

    /// The elements of `value`, found under `key`, which must be an array.
    func elements(of value: JSONValue, at key: any CodingKey) throws(DecodingError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw mismatch(key, [Any].self, value) }
        return elements
    }

    /// The path under `key`: an array of segments, each `{"segment": "…", "data": …}`.
    func segments(_ key: String) throws(DecodingError) -> [PathSegment] {
        let codingKey = JSONKey(key)
        let elements = try elements(of: try required(key), at: codingKey)
        var segments: [PathSegment] = []
        segments.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let segment = try JSONObjectReader(element, at: path + [codingKey, JSONIndex(index)])
            guard case .string(let identifier) = try segment.required("segment") else {
                throw segment.mismatch(JSONKey("segment"), String.self, try segment.required("segment"))
            }
            segments.append(PathSegment(identifier, data: SegmentData(value: segment.optional("data") ?? .null)))
        }
        return segments
    }

    /// The value under `key` is not a `type`.
    func mismatch(_ key: any CodingKey, _ type: Any.Type, _ value: JSONValue) -> DecodingError {
        .typeMismatch(
            type,
            .init(codingPath: path + [key], debugDescription: "expected \(type), found \(value.kindDescription)")
        )
    }

    /// The value under `key` is of the right kind but wrong, as `description` says.
    func corrupted(_ key: any CodingKey, _ description: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: path + [key], debugDescription: description))
    }
}

extension JSONValue {
    /// `a string`, `an array`, …: what a message says a value is.
    fileprivate var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .unsigned, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
