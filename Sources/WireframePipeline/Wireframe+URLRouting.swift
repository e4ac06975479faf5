public import WireframeNavigation
public import WireframePresentation
import WireframeRouting

// What the front-ends that stand on the navigator (module routers, the state router) ask of the
// wireframe they are given.
extension Wireframe: URLRouting {
    /// Whether `pattern`, a route pattern's text, is a registered route.
    public func isRoute(_ pattern: String) -> Bool {
        routeTable.pattern(pattern) != nil
    }

    /// The screen the route of `url` makes, shown nowhere, as ``screen(for:parameters:option:origin:flowContext:)``
    /// makes it.
    ///
    /// - Throws: `WireframeError` as ``screen(for:parameters:option:origin:flowContext:)`` does.
    public func makeScreen(forURL url: String) async throws(WireframeError) -> any Screen {
        try await screen(for: url)
    }
}
