public import Foundation

// How navigation state is saved: a small JSON document with a format number, so that a state
// written by a later format is refused with a clear error instead of being half read.
//
//   {"format":1,"route":[{"segment":"mail"},{"segment":"message","data":{"id":42}}],
//    "animated":false,"routeData":[{"route":[{"segment":"mail"}],"data":"draft"}]}
extension NavigationState: Codable {
    /// The format this version of the library writes, and the newest it reads.
    public static let codingFormat = 1

    private enum CodingKeys: String, CodingKey {
        case format, route, animated, routeData
    }

    private struct RouteDataEntry: Codable {
        let route: [RouteSegment]
        let data: SegmentData
    }

    /// Decodes a state written by ``encode(to:)`` of this format or an older one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(Int.self, forKey: .format)
        guard (1...Self.codingFormat).contains(format) else {
            throw DecodingError.dataCorruptedError(
                forKey: .format,
                in: container,
                debugDescription: "format \(format) is not one this version reads (1 to \(Self.codingFormat))"
            )
        }
        route = try container.decode([RouteSegment].self, forKey: .route)
        isAnimated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? false
        let entries = try container.decodeIfPresent([RouteDataEntry].self, forKey: .routeData) ?? []
        routeDataByRoute = Dictionary(entries.map { ($0.route, $0.data) }) { _, last in last }
    }

    /// Encodes the route, the animated flag and the data kept per route, with the format number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.codingFormat, forKey: .format)
        try container.encode(route, forKey: .route)
        try container.encode(isAnimated, forKey: .animated)
        // Sorted, so that the same state always encodes to the same bytes.
        let entries = routeDataByRoute.map { RouteDataEntry(route: $0.key, data: $0.value) }
            .sorted { $0.route.routeDescription < $1.route.routeDescription }
        if !entries.isEmpty { try container.encode(entries, forKey: .routeData) }
    }

    /// The state as JSON, with sorted keys, for saving.
    ///
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
                "navigation state \(route.routeDescription) cannot be encoded: \(error)",
                underlyingError: error
            )
        }
    }

    /// The state `data` holds, as ``jsonData()`` wrote it.
    ///
    /// It is not checked against the segments the app knows; ``StateRouter/restore(from:fallback:)``
    /// does that.
    ///
    /// - Throws: ``StateRoutingError/Code/undecodableState`` when `data` is not such a state:
    ///   not JSON, another shape, or a newer format.
    public init(jsonData data: Data) throws(StateRoutingError) {
        do {
            self = try JSONDecoder().decode(NavigationState.self, from: data)
        } catch {
            throw StateRoutingError(
                .undecodableState,
                "saved navigation state cannot be decoded: \(Self.reason(error))",
                underlyingError: error
            )
        }
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
