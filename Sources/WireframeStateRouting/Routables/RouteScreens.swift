import WireframeNavigation
import WireframePipeline
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// Makes the screens of segments derived from the wireframe's routes, so that a state that names
/// a screen the wireframe showed is restored: the segment's identifier is the route's pattern,
/// its data the URL, and the screen is the one the wireframe's screen providers make for it.
///
/// The router gives its ``SegmentScreens`` one for its wireframe; a segment registered there
/// under the same identifier comes first.
@MainActor
struct RouteScreens {
    /// The wireframe whose routes make the screens; held weakly, as the router holds its
    /// screens and the wireframe may hold the router's links.
    weak var wireframe: Wireframe?

    /// The URL of `segment` when it is derived from a route of the wireframe: its identifier a
    /// registered pattern, its data a URL.
    func url(of segment: PathSegment) -> String? {
        guard case .string(let url) = segment.data.value, let wireframe,
            wireframe.routeTable.pattern(segment.identifier) != nil
        else { return nil }
        return url
    }

    /// The screen the wireframe's screen providers make for the URL of `segment`, as
    /// `Wireframe.screen(for:)` makes it: its observers and guards see the request.
    ///
    /// - Throws: ``StateRoutingError/Code/wireframeFailed`` with the `WireframeError` when the
    ///   wireframe refused the URL or made no screen for it, or no longer exists.
    func makeScreen(
        for segment: PathSegment,
        url: String,
        position: Int?
    ) async throws(StateRoutingError)
        -> any Screen
    {
        let place = position.map { " (position \($0))" } ?? ""
        guard let wireframe else {
            throw StateRoutingError(
                .wireframeFailed,
                segment: segment,
                "the screen of segment \(MessageText.quoted("\(segment)"))\(place) could not be made: its wireframe was freed"
            )
        }
        do {
            return try await wireframe.screen(for: url)
        } catch {
            throw StateRoutingError(
                .wireframeFailed,
                segment: segment,
                "the screen of segment \(MessageText.quoted("\(segment)"))\(place) could not be made: \(error.message)",
                underlyingError: error
            )
        }
    }
}
