import Testing
import WireframeHeadless
import WireframeKit

/// The README's headless example, kept compiling and true.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    @Test func aDeepLinkOpensTheMessage() async throws {
        let window = HeadlessWindow(animationDuration: .zero)  // instant; a ManualClock steps through animations
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("inbox") }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
            HeadlessScreen("message:\(request.parameters["id"] ?? "")")
        }
        try await wireframe.route(to: "/inbox")
        try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
        #expect(
            window.dump() == """
                window
                └─ stack
                   ├─ screen "inbox"
                   └─ screen "message:42"
                """
        )
    }
}
