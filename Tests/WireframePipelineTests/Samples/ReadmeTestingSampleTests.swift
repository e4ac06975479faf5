import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Sample: README.md, "Testing navigation without a simulator" (a whole test, as a reader writes
// it; `SampleSourcesTests` checks that the page shows what is written here).
// sample README/testing-navigation-without-a-simulator
@MainActor
@Test func aDeepLinkOpensTheMessage() async throws {
    let window = HeadlessWindow(animationDuration: .zero)  // instant; a ManualClock steps through animations
    let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
    try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("inbox") }
    try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
        HeadlessScreen("message:\(request.parameters["id"] ?? "")")
    }
    try await wireframe.route(to: "/inbox")
    try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
    let expected = """
        window
        └─ stack
           ├─ screen "inbox"
           └─ screen "message:42"
        """
    #expect(window.dump() == expected)
}
// sample end
