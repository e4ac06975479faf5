import Testing
import WireframeKit
import WireframeSwiftUI

@testable import App

@MainActor
@Suite("Profile presenter")
struct ProfilePresenterTests {
    @Test("once the view has loaded, it shows what the interactor loads")
    func showsWhatTheInteractorLoads() async throws {
        let window = SwiftUIWindow()
        let wireframe = Wireframe(containerFactory: SwiftUIContainerFactory())
        let module = try ProfileBuilder.build()

        try await module.attach(to: window, inStack: true, wireframe: wireframe)

        #expect(module.view.title == "Profile")
        #expect(module.view.content.title == "Profile")
    }
}
