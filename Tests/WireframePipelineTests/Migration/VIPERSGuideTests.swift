import Testing
import WireframeHeadless
import WireframeKit

// Holds the sample of MigratingFromVIPERS.md, the DocC guide "Migrating from VIPERS / VISPER"
// (WireframeKit.docc/Articles/Migrating), written once between the `sample` markers (the page shows
// what is written here: `SampleSourcesTests`), then run.
@MainActor
@Suite("DocC: Migrating from VIPERS / VISPER")
struct VIPERSGuideTests {
    /// Signed in, the message is pushed; signed out, the observer redirects to the login screen.
    @Test(arguments: [true, false])
    func theSameAppOnTheWireframe(signedIn: Bool) async throws {
        // sample MigratingFromVIPERS/the-same-app
        let window = HeadlessWindow(animationDuration: .zero)  // your UIWindow on iOS
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("inbox") }
        try wireframe.register("/login", option: .present(inStack: true)) { _ in HeadlessScreen("login") }
        try wireframe.register("/messages/:id<int>")  // the route; its plug-ins below
        try wireframe.addScreenProvider(name: "messages", patterns: ["/messages/:id<int>"]) { request in
            HeadlessScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        try wireframe.addOptionProvider(name: "push messages", patterns: ["/messages/:id<int>"]) { _, current in
            current ?? .push  // keep an option chosen before, as VIPERS's providers did
        }
        try wireframe.addObserver(
            name: "sign-in",
            patterns: ["/messages/:id<int>"],
            willRoute: { _ in signedIn ? .proceed : .redirect(to: "/login") }
        )

        try await wireframe.route(to: "/inbox")
        let result = try await wireframe.route(to: "/messages/42")
        print(result)  // "/messages/42" → screen "message:42" pushed onto "stack" (option push, by PushTransition)
        // sample end
        if signedIn {
            let pushed = #""/messages/42" → screen "message:42" pushed onto "stack" (option push, by PushTransition)"#
            #expect("\(result)" == pushed)
            #expect(window.topmostScreen?.screenIdentifier == "message:42")
        } else {
            #expect(result.redirects == ["/messages/42"])
            #expect(window.topmostScreen?.screenIdentifier == "login")
        }
    }
}
