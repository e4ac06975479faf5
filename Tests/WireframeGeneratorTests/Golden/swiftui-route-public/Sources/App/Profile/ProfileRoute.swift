public import WireframeKit

/// The route of the Profile module as a Swift value: the wireframe decodes it from each URL
/// that matches its pattern, and hands it to the module as its input.
public struct ProfileRoute: Route {
    public static let pattern = "/profile/:id<int>/:tab?"
    public var id: Int
    public var tab: String?

    /// Creates the route to the module for these values.
    public init(id: Int, tab: String? = nil) {
        self.id = id
        self.tab = tab
    }
}
