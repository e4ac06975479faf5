import Foundation

/// The data of a path segment or of a path: any `Codable` value, kept as its JSON value so that
/// a path can be compared, hashed and saved without knowing the types it carries.
///
/// Make it from a value, read it back as the type you put in:
///
/// <!-- sample SegmentData/SegmentData -->
/// ```swift
/// struct MessageRef: Codable, Hashable { var id: Int }
/// let data = try SegmentData(MessageRef(id: 42))
/// let ref = try data.decode(MessageRef.self)  // MessageRef(id: 42)
/// let json = data.json  // {"id":42}
/// ```
///
/// Two data are equal when their JSON values are: `SegmentData(42)` equals `SegmentData(42.0)`,
/// and the order of an object's keys does not count.
public struct SegmentData: Hashable, Sendable, Codable, CustomStringConvertible {
    let value: JSONValue

    init(value: JSONValue) { self.value = value }

    /// No data (JSON `null`): what a segment made from an identifier alone carries.
    public static let empty = SegmentData(value: .null)

    /// The JSON value of `value`.
    ///
    /// - Throws: ``StateRoutingError/Code/unencodableData`` when `value` cannot be encoded as
    ///   JSON (a `Double.nan`, an `encode(to:)` that throws).
    public init(_ value: some Encodable) throws(StateRoutingError) {
        do {
            // Read back by JSONValue itself: through JSONDecoder, deeply nested data cost time
            // growing with the cube of its depth (see JSONValue+Reading.swift).
            self.value = try JSONValue(reading: try JSONEncoder().encode(value))
        } catch {
            throw StateRoutingError(
                .unencodableData,
                "a value of type \(type(of: value)) cannot be encoded as JSON: \(error)",
                underlyingError: error
            )
        }
    }

    /// Whether there is no data.
    public var isEmpty: Bool { value == .null }

    /// The data as a value of `type`.
    ///
    /// - Throws: ``StateRoutingError/Code/undecodableData`` when the data is not a `type`.
    public func decode<Value: Decodable>(_ type: Value.Type) throws(StateRoutingError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: JSONEncoder().encode(value))
        } catch {
            throw StateRoutingError(
                .undecodableData,
                "the data \(json) is not a \(type): \(error)",
                underlyingError: error
            )
        }
    }

    /// The data as compact JSON with sorted keys, such as `{"id":42}`; `null` when empty.
    public var json: String { value.json }

    /// The ``json``.
    public var description: String { json }

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        value = try JSONValue(from: decoder)
    }

    /// Encodes the JSON value as it is (an object as an object, a number as a number).
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
