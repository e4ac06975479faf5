import Testing
import WireframeHeadless
import WireframeKit

// The README.md sample "The same wireframe on Linux, or in a test" (beside the UIKit one of
// "Routing a URL to a screen: the wireframe"), written once between the `sample` markers (the page
// shows what is written here: `SampleSourcesTests`), then checked: what it printed, and where
// `back()` left the window.
@MainActor
@Test func theReadmesWireframeOnTheHeadlessBackend() async throws {
    // sample README/routing-a-url-to-a-screen-the-wireframe-2
    let window = HeadlessWindow(animationDuration: .zero)
    let inbox = try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")])
    try await window.setRoot(try HeadlessTabs("tabs", tabs: [inbox, HeadlessScreen("settings")]), animated: false)
    let isLoggedIn = true  // your sign-in state

    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
    try wireframe.register("/inbox", access: .openToOutsideLinks, option: .selectTab(0)) { [weak inbox] _ in inbox }
    try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
        HeadlessScreen("message:\(try request.parameters.value("id", as: Int.self))")
    }
    try wireframe.register("/login", option: .present(inStack: true)) { _ in HeadlessScreen("login") }
    try wireframe.addObserver(
        name: "login guard",
        patterns: ["/messages/:id<int>"],
        willRoute: { _ in isLoggedIn ? .proceed : .redirect(to: "/login") }
    )

    wireframe.attach(root: window)
    let result = try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
    print(result)  // "myapp://messages/42" → screen "message:42" pushed onto "inbox" (option push, by PushTransition)
    try await wireframe.navigator.back()
    // sample end
    #expect(
        "\(result)"
            == #""myapp://messages/42" → screen "message:42" pushed onto "inbox" (option push, by PushTransition)"#
    )
    #expect(inbox.screens.map(\.screenIdentifier) == ["inbox"])
}
