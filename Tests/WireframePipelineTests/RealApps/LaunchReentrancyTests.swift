import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Launch routes hold the turn as any request does, so a plug-in of a launch route that awaits
/// its own wireframe fails at once with `reentrantRequest` instead of waiting for the turn it
/// holds (found when the launch routes and the re-entrance check were merged).
@MainActor
@Suite("Launch routes: a request made from inside them fails at once", .timeLimit(.minutes(1)))
struct LaunchReentrancyTests {
    @Test func aLaunchRoutesScreenProviderAwaitingItsWireframe() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
        try wireframe.register("/other", option: .replaceRoot) { _ in HeadlessScreen("other") }
        try wireframe.register("/main", option: .replaceRoot, name: "eager main") { _ in
            try await wireframe.route(to: "/other")
            return HeadlessScreen("main")
        }
        let error = await #expect(throws: WireframeError.self) {
            try await wireframe.attach(root: window, launching: ["/main"])
        }
        #expect(error?.code == .reentrantRequest)
        #expect(error?.message.contains("screen provider \"eager main\"") == true)
        #expect(window.root == nil)
        #expect(try await wireframe.route(to: "/other").screen.screenIdentifier == "other")
    }
}
