import SwiftUIStandIn
import Testing
import WireframeKit
import WireframeSwiftUI

/// An app's own SwiftUI views navigate through the environment's `NavigateAction`: a link or a
/// button hands a URL to the wireframe without a `Task` or a `catch`, and a failure goes to the
/// wireframe's `onModuleError`.
@MainActor
@Suite("Navigating from the app's own SwiftUI views", .timeLimit(.minutes(1)))
struct NavigatingFromViewsTests {
    /// The mail app: a stack over the inbox, whose view links to message 3 and to a route that
    /// does not exist; messages pushed.
    func mailApp() async throws -> (Wireframe, SwiftUIWindow, ViewRuntime) {
        let window = SwiftUIWindow()
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try wireframe.register("/main", option: .replaceRoot()) { _ in
            try SwiftUIStack("main", screens: [SwiftUIScreen("inbox") { InboxLinks() }])
        }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
            SwiftUIScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        try await wireframe.route(to: "/main")
        let frames = Frames()
        let view = WindowView(window, pacing: frames.pacing)
            .environment(\.navigate, NavigateAction { url in wireframe.routeWithoutWaiting(to: url) })
        let runtime = ViewRuntime(showing: view)
        frames.runtime = runtime
        await runtime.settle()
        withExtendedLifetime(frames) {}
        return (wireframe, window, runtime)
    }

    @Test("A WireframeLink routes through the wireframe; the pushed screen is shown")
    func linkRoutes() async throws {
        let (wireframe, window, runtime) = try await mailApp()
        #expect(runtime.shownTexts == ["Message 3", "Nowhere"])
        runtime.tap("Message 3")
        await wireframe.waitForModuleNavigations()
        await WindowViewOnTheRuntimeTests().catchUp(window, runtime)
        #expect(runtime.shownTexts == ["message:3"])
        #expect(wireframe.lastModuleError == nil)
    }

    @Test("A link to a route that does not exist: the failure goes to onModuleError, nothing changes")
    func failureGoesToTheHandler() async throws {
        let (wireframe, window, runtime) = try await mailApp()
        var failures: [String] = []
        wireframe.onModuleError = { failures.append($0.message) }
        runtime.tap("Nowhere")
        await wireframe.waitForModuleNavigations()
        await WindowViewOnTheRuntimeTests().catchUp(window, runtime)
        #expect(failures.count == 1)
        #expect(failures.first?.contains(#""/nowhere""#) == true)
        #expect(runtime.shownTexts == ["Message 3", "Nowhere"])
    }
}

/// The inbox's links.
struct InboxLinks: View {
    var body: some View {
        Links()
    }

    /// Two links, as a row and a button the app writes.
    struct Links: View {
        @Environment(\.navigate) private var navigate

        var body: some View {
            WireframeLink(to: "/messages/3") { Text(verbatim: "Message 3") }
            Button(action: { navigate("/nowhere") }, label: { Text(verbatim: "Nowhere") })
        }
    }
}
