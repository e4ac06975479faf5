import Testing
import WireframeHeadless
import WireframeKit

// Holds the sample of MigratingFromURLNavigator.md, the DocC guide "Migrating from URLNavigator"
// (WireframeKit.docc/Articles/Migrating), written once between the `sample` markers (the page shows
// what is written here: `SampleSourcesTests`), then run.
@MainActor
@Suite("DocC: Migrating from URLNavigator")
struct URLNavigatorGuideTests {
    @Test func pushPresentAndOpenByURL() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        var alerts: [String] = []
        // sample MigratingFromURLNavigator/the-same-map
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/home", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("home") }
        try wireframe.register("myapp://user/:id<int>", access: .openToOutsideLinks, option: .push) { request in
            HeadlessScreen("user:\(try request.parameters.value("id", as: Int.self))")
        }
        try wireframe.registerAction("myapp://alert", name: "alert") { session in
            alerts.append(session.parameters["title"] ?? "")
        }

        try await wireframe.route(to: "/home")
        try await wireframe.route(to: "myapp://user/42", origin: .outsideLink)  // pushed
        try await wireframe.route(to: "myapp://user/7", option: .present(inStack: true))  // presented in a stack
        try await wireframe.route(to: "myapp://alert?title=Hello")  // runs the action
        // sample end
        #expect(alerts == ["Hello"])
        let expected = """
            window
            └─ stack
               ├─ screen "home"
               └─ screen "user:42"
                  └─ presents stack
                     └─ screen "user:7"
            """
        #expect(window.dump() == expected)
    }
}
