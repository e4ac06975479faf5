import WireframeRouting
import WireframeSupport

/// One step of a path: an identifier, such as `"inbox"`, and its data, such as the id of the
/// message a `"message"` segment shows.
///
/// A path is a list of segments from the root: `["mail", "inbox", message(42)]` shows the mail
/// tabs, the inbox tab and message 42 on the inbox's stack. A string literal is a segment with no
/// data; ``SegmentKind`` gives typed data to an identifier:
///
/// <!-- sample PathSegment/PathSegment -->
/// ```swift
/// struct MessageRef: Codable, Hashable { var id: Int }
/// let message = SegmentKind<MessageRef>("message")
/// let path: [PathSegment] = ["mail", "inbox", try message(MessageRef(id: 42))]
/// ```
///
/// Two segments are equal when their identifiers and data are: going from `message(42)` to
/// `message(43)` changes the segment.
public struct PathSegment: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The segment's name, the key that routables and ``SegmentScreens`` map to screens.
    public let identifier: String
    /// The segment's data; ``SegmentData/empty`` for a segment named by its identifier alone.
    public let data: SegmentData

    /// A segment with no data.
    public init(_ identifier: String) {
        self.identifier = identifier
        self.data = .empty
    }

    /// A segment with `data`.
    public init(_ identifier: String, data: SegmentData) {
        self.identifier = identifier
        self.data = data
    }

    /// A segment whose data is `value`, encoded as JSON.
    ///
    /// - Throws: ``StateRoutingError/Code/unencodableData``, naming the segment, when `value`
    ///   cannot be encoded.
    public init(_ identifier: String, data value: some Encodable) throws(StateRoutingError) {
        self.identifier = identifier
        do {
            self.data = try SegmentData(value)
        } catch {
            throw StateRoutingError(
                .unencodableData,
                segment: PathSegment(identifier),
                "the data of segment \(MessageText.quoted("\(identifier)")): \(error.message)",
                underlyingError: error.underlyingError
            )
        }
    }

    /// A segment with no data, named by a string literal.
    public init(stringLiteral identifier: String) {
        self.init(identifier)
    }

    /// The segment's data as a value of `type`.
    ///
    /// - Throws: ``StateRoutingError/Code/undecodableData``, naming the segment, when the data
    ///   is not a `type`.
    public func data<Value: Decodable>(as type: Value.Type) throws(StateRoutingError) -> Value {
        do {
            return try data.decode(type)
        } catch {
            throw StateRoutingError(
                .undecodableData,
                segment: self,
                "the data of segment \(MessageText.quoted("\(self)")): \(error.message)",
                underlyingError: error.underlyingError
            )
        }
    }

    /// `inbox`, or with data `message({"id":42})`.
    public var description: String {
        data.isEmpty ? identifier : "\(identifier)(\(data.json))"
    }

    private enum CodingKeys: String, CodingKey {
        case identifier = "segment"
        case data
    }

    /// Decodes `{"segment": "message", "data": {"id": 42}}`; `data` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        data = try container.decodeIfPresent(SegmentData.self, forKey: .data) ?? .empty
    }

    /// Encodes `{"segment": "message", "data": {"id": 42}}`, without `data` when it is empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        if !data.isEmpty { try container.encode(data, forKey: .data) }
    }
}

extension [PathSegment] {
    /// The path on one line, its segments separated by ` / `: `mail / inbox / message({"id":42})`;
    /// `(empty path)` for no segment.
    public var pathDescription: String {
        isEmpty ? "(empty path)" : map(\.description).joined(separator: " / ")
    }

    /// The path on one line as ``pathDescription`` writes it, but of a long path only its first
    /// and last three segments and its length: `a / b / c / … / x / y / z (2000 segments)`. What a
    /// turn is named by, so that naming it costs the same for a path of any length.
    var shortPathDescription: String {
        guard count > 8 else { return pathDescription }
        let first = self[..<3].map(\.description).joined(separator: " / ")
        let last = self[(count - 3)...].map(\.description).joined(separator: " / ")
        return "\(first) / … / \(last) (\(count) segments)"
    }
}
