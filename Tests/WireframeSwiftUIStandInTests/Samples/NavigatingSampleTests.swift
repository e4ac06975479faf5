// Holds samples of the `///` comments of NavigateAction.swift, WireframeLink.swift and
// Wireframe+RouteWithoutWaiting.swift (the documentation tests check that they stay the same),
// compiled against the SwiftUI stand-in and run on the simulated runtime.
import SwiftUIStandIn
import Testing
import WireframeKit
import WireframeSwiftUI

// Sample: NavigateAction.swift.
struct InboxRow: View {
    @Environment(\.navigate) private var navigate
    let id: Int

    var body: some View {
        Button(action: { navigate("/messages/\(id)") }, label: { Text(verbatim: "Message \(id)") })
    }
}
// End of sample.

struct LinkSample: View {
    var body: some View {
        // Sample: WireframeLink.swift.
        WireframeLink(to: "/messages/42") { Text(verbatim: "Open the message") }
        // End of sample.
    }
}

@MainActor
@Suite("WireframeSwiftUI: the samples of navigating from a view", .timeLimit(.minutes(1)))
struct NavigatingSampleTests {
    @Test("NavigateAction.swift, WireframeLink.swift and Wireframe+RouteWithoutWaiting.swift")
    func navigateFromViews() async throws {
        let window = SwiftUIWindow()
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try wireframe.register("/main", option: .replaceRoot()) { _ in
            try SwiftUIStack("main", screens: [SwiftUIScreen("inbox") { InboxRow(id: 7) }])
        }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
            SwiftUIScreen("message:\(try request.parameters.value("id", as: Int.self))") { LinkSample() }
        }
        try await wireframe.route(to: "/main")
        // Sample: NavigateAction.swift.
        let view = WindowView(window)
            .environment(\.navigate, NavigateAction { url in wireframe.routeWithoutWaiting(to: url) })
        // End of sample.
        let runtime = ViewRuntime(showing: view)
        await runtime.settle()
        runtime.tap("Message 7")
        await wireframe.waitForModuleNavigations()
        #expect(window.topmostScreen?.screenIdentifier == "message:7")
        // Sample: Wireframe+RouteWithoutWaiting.swift.
        wireframe.routeWithoutWaiting(to: "myapp://messages/42", origin: .outsideLink)
        await wireframe.waitForModuleNavigations()  // in a test
        // End of sample.
        #expect(window.topmostScreen?.screenIdentifier == "message:42")
    }
}
