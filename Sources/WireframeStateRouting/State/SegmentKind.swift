import WireframeRouting
import WireframeSupport

/// A segment identifier together with the type of its data, so that segments are made and read
/// with the right type.
///
/// <!-- sample SegmentKind/SegmentKind -->
/// ```swift
/// struct MessageRef: Codable, Hashable { var id: Int }
/// let message = SegmentKind<MessageRef>("message")
///
/// let segment = try message(MessageRef(id: 42))  // message({"id":42})
/// let ref = try message.data(of: segment)  // MessageRef(id: 42)
/// ```
///
/// Register the screen of a kind with ``SegmentScreens/register(_:presentation:screen:)-(SegmentKind<Data>,_,_)``,
/// whose closure then receives the data already decoded.
public struct SegmentKind<Data: Codable>: Hashable, Sendable, CustomStringConvertible {
    /// The identifier of segments of this kind.
    public let identifier: String

    /// A kind of segment named `identifier` whose data is a `Data`.
    public init(_ identifier: String) {
        self.identifier = identifier
    }

    /// A segment of this kind carrying `data`.
    ///
    /// - Throws: ``StateRoutingError/Code/unencodableData`` when `data` cannot be encoded.
    public func callAsFunction(_ data: Data) throws(StateRoutingError) -> PathSegment {
        try PathSegment(identifier, data: data)
    }

    /// Whether `segment` is of this kind (has this identifier).
    public func matches(_ segment: PathSegment) -> Bool {
        segment.identifier == identifier
    }

    /// The data of `segment`.
    ///
    /// - Throws: ``StateRoutingError/Code/undecodableData`` when `segment` is of another kind or
    ///   its data is not a `Data`.
    public func data(of segment: PathSegment) throws(StateRoutingError) -> Data {
        guard matches(segment) else {
            throw StateRoutingError(
                .undecodableData,
                segment: segment,
                "segment \(MessageText.quoted("\(segment)")) is not a \(MessageText.quoted("\(identifier)")) segment"
            )
        }
        return try segment.data(as: Data.self)
    }

    /// The identifier.
    public var description: String { identifier }
}
