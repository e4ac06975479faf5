internal import WireframeKit

/// The route of the Profile module as a Swift value: the wireframe decodes it from each URL
/// that matches its pattern, and hands it to the module as its input.
package struct ProfileRoute: Route {
    package static let pattern = "https://example.com/profile/:name"
    package var name: String

    /// Creates the route to the module for these values.
    package init(name: String) {
        self.name = name
    }
}
