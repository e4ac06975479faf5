import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// Makes the screens of segments derived from the wireframe's routes, so that a state that names
/// a screen the wireframe showed is restored: the segment's identifier is the route's pattern,
/// its data the URL, and the screen is the one the wireframe's screen providers make for it.
///
/// The router gives its ``SegmentScreens`` one that reads its routing (the app's wireframe); a
/// segment registered there under the same identifier comes first.
@MainActor
struct RouteScreens {
    /// The router whose routing's routes make the screens; held weakly, as the router holds its
    /// screens.
    weak var router: StateRouter?

    /// The routing whose routes make the screens: the router's, read when asked, since
    /// WireframeKit may give the router a wireframe after its screens were made.
    private var wireframe: (any URLRouting)? { router?.routing }

    /// The URL of `segment` when it is derived from a route of the wireframe: its identifier a
    /// registered pattern, its data a URL.
    func url(of segment: PathSegment) -> String? {
        guard case .string(let url) = segment.data.value, let wireframe,
            wireframe.isRoute(segment.identifier)
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
            return try await wireframe.makeScreen(forURL: url)
        } catch {
            throw StateRoutingError(
                .wireframeFailed,
                segment: segment,
                "the screen of segment \(MessageText.quoted("\(segment)"))\(place) could not be made: \(ErrorText.describe(error))",
                underlyingError: error
            )
        }
    }
}
