import WireframeKit

/// The route of the Profile module as a Swift value: the wireframe decodes it from each URL
/// that matches its pattern, and hands it to the module as its input.
struct ProfileRoute: Route {
    static let pattern = "/profile/:id<int>"
    var id: Int
}
