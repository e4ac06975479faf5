import Testing
import WireframeKit
import WireframeSwiftUI

@testable import App

@MainActor
@Suite("Profile presenter")
struct ProfilePresenterTests {
    @Test("a URL of the route shows the module with what the interactor loads for its parameters")
    func routeShowsTheModule() async throws {
        let window = SwiftUIWindow()
        let wireframe = Wireframe(containerFactory: SwiftUIContainerFactory())
        wireframe.attach(root: window)
        try ProfileBuilder.register(in: wireframe, option: .replaceRoot(inStack: true))

        try await wireframe.route(to: "/profile/42")

        let view = try #require(window.topmostScreen as? ProfileView)
        #expect(view.title == "Profile 42")
        #expect(view.content.title == "Profile 42")
    }
}
