import SwiftUIStandIn
import Testing
import WireframeKit
import WireframeSwiftUI

/// An app's own SwiftUI views navigate through the environment's `NavigateAction`: a link or a
/// button hands a URL or a typed route to the wireframe without a `Task` or a `catch`, and a
/// failure goes to the wireframe's `onModuleError`.
@MainActor
@Suite("Navigating from the app's own SwiftUI views", .timeLimit(.minutes(1)))
struct NavigatingFromViewsTests {
    /// The typed route of a message.
    struct MessageRoute: Route {
        static let pattern = "/messages/:id<int>"
        var id: Int
    }

    /// A value a view may hand on that is no route.
    struct Draft: Codable, Hashable, Sendable {
        var subject: String
    }

    /// The action of an app that routes URLs and typed routes through `wireframe`.
    static func urlsAndRoutes(_ wireframe: Wireframe) -> NavigateAction {
        NavigateAction(
            url: { url in wireframe.routeWithoutWaiting(to: url) },
            route: { route in wireframe.routeWithoutWaiting(to: route) }
        )
    }

    /// The mail app: a stack over the inbox, whose view links to message 3, to a route that
    /// does not exist, to message 5 by its typed route and to a value that is no route;
    /// messages pushed. The views navigate with `navigate`, an action of URLs only by default.
    func mailApp(
        navigate: (Wireframe) -> NavigateAction = { wireframe in
            NavigateAction { url in wireframe.routeWithoutWaiting(to: url) }
        }
    ) async throws -> (Wireframe, SwiftUIWindow, ViewRuntime) {
        let window = SwiftUIWindow()
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try wireframe.register("/main", option: .replaceRoot()) { _ in
            try SwiftUIStack("main", screens: [SwiftUIScreen("inbox") { InboxLinks() }])
        }
        try wireframe.register(MessageRoute.self, access: .openToOutsideLinks, option: .push) { route, _ in
            SwiftUIScreen("message:\(route.id)")
        }
        try await wireframe.route(to: "/main")
        let frames = Frames()
        let view = WindowView(window, pacing: frames.pacing).environment(\.navigate, navigate(wireframe))
        let runtime = ViewRuntime(showing: view)
        frames.runtime = runtime
        await runtime.settle()
        withExtendedLifetime(frames) {}
        return (wireframe, window, runtime)
    }

    @Test("A WireframeLink routes through the wireframe; the pushed screen is shown")
    func linkRoutes() async throws {
        let (wireframe, window, runtime) = try await mailApp()
        #expect(runtime.shownTexts == ["Message 3", "Nowhere", "Message 5", "A draft"])
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
        #expect(runtime.shownTexts == ["Message 3", "Nowhere", "Message 5", "A draft"])
    }

    @Test("A WireframeLink to a typed route routes through the wireframe; the pushed screen is shown")
    func typedLinkRoutes() async throws {
        let (wireframe, window, runtime) = try await mailApp(navigate: Self.urlsAndRoutes)
        runtime.tap("Message 5")
        await wireframe.waitForModuleNavigations()
        await WindowViewOnTheRuntimeTests().catchUp(window, runtime)
        #expect(runtime.shownTexts == ["message:5"])
        #expect(wireframe.lastModuleError == nil)
        // A URL still routes through the same action.
        wireframe.routeWithoutWaiting(to: "/messages/3")
        await wireframe.waitForModuleNavigations()
        #expect(window.topmostScreen?.screenIdentifier == "message:3")
    }

    @Test("A value that is no route: refused with its type named, told to onModuleError, nothing changes")
    func valueThatIsNoRouteIsRefused() async throws {
        let (wireframe, window, runtime) = try await mailApp(navigate: Self.urlsAndRoutes)
        var failures: [ModuleError] = []
        wireframe.onModuleError = { failures.append($0) }
        runtime.tap("A draft")
        await wireframe.waitForModuleNavigations()
        await WindowViewOnTheRuntimeTests().catchUp(window, runtime)
        #expect(
            failures.map(\.message) == [
                #"module "SwiftUI": cannot route to a Draft: Draft is not a route type: it does not conform to Route"#
            ]
        )
        #expect((failures.first?.underlyingError as? WireframeError)?.code == .noRoute)
        #expect(window.topmostScreen?.screenIdentifier == "inbox")
    }

    @Test("An action of URLs only does nothing with a typed route, as an action never set does")
    func actionOfURLsOnlyIgnoresTypedRoutes() async throws {
        let (wireframe, window, runtime) = try await mailApp()
        runtime.tap("Message 5")
        await wireframe.waitForModuleNavigations()
        await WindowViewOnTheRuntimeTests().catchUp(window, runtime)
        #expect(window.topmostScreen?.screenIdentifier == "inbox")
        #expect(wireframe.lastModuleError == nil)
    }
}

/// The inbox's links.
struct InboxLinks: View {
    var body: some View {
        Links()
        TypedLinks()
    }

    /// Two links by URL, as a row and a button the app writes.
    struct Links: View {
        @Environment(\.navigate) private var navigate

        var body: some View {
            WireframeLink(to: "/messages/3") { Text(verbatim: "Message 3") }
            Button(action: { navigate("/nowhere") }, label: { Text(verbatim: "Nowhere") })
        }
    }

    /// A link by typed route, and a button that hands on a value that is no route.
    struct TypedLinks: View {
        @Environment(\.navigate) private var navigate

        var body: some View {
            WireframeLink(to: NavigatingFromViewsTests.MessageRoute(id: 5)) { Text(verbatim: "Message 5") }
            Button(
                action: { navigate(NavigatingFromViewsTests.Draft(subject: "Lunch")) },
                label: { Text(verbatim: "A draft") }
            )
        }
    }
}
