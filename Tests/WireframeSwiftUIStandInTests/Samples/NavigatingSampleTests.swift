// Holds samples of the `///` comments of NavigateAction.swift, WireframeLink.swift,
// WireframeScene.swift and Wireframe+RouteWithoutWaiting.swift, and README.md's SwiftUI app (the
// documentation tests check that they stay the same), compiled against the SwiftUI stand-in and
// run on the simulated runtime.
import SwiftUIStandIn
import Testing
import WireframeKit
import WireframeSwiftUI

/// The typed route of a message, as the samples of typed routes take it.
struct MessageRoute: Route {
    static let pattern = "/messages/:id<int>"
    var id: Int
}

// sample NavigateAction/NavigateAction-2
struct InboxRow: View {
    @Environment(\.navigate) private var navigate
    let id: Int

    var body: some View {
        Button(action: { navigate("/messages/\(id)") }, label: { Text(verbatim: "Message \(id)") })
    }
}
// sample end

/// The mail app of README.md's SwiftUI section: its window and wireframe, routes registered.
@MainActor
final class Mail {
    let window = SwiftUIWindow()
    let wireframe: Wireframe

    init() {
        wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
    }

    /// The routes: the inbox's rows, messages (open to outside links), settings (not).
    func registerRoutes() throws {
        try wireframe.register("/main", option: .replaceRoot()) { _ in
            try SwiftUIStack("inbox", screens: [SwiftUIScreen("list") { InboxRowView(id: 3) }])
        }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
            SwiftUIScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        try wireframe.register("/settings", option: .push) { _ in SwiftUIScreen("settings") }
    }
}

// sample README/swiftui-2
struct MailApp: App {  // @main
    let mail = Mail()  // holds the window and the wireframe above

    var body: some Scene {
        WireframeScene(
            mail.window,
            navigate: NavigateAction { url in mail.wireframe.routeWithoutWaiting(to: url) },
            outsideLinks: NavigateAction { url in mail.wireframe.routeWithoutWaiting(to: url, origin: .outsideLink) }
        )
    }
}

struct InboxRowView: View {
    let id: Int

    var body: some View {
        WireframeLink(to: "/messages/\(id)") { Text(verbatim: "Message \(id)") }
    }
}
// sample end

enum SceneSample {
    // sample WireframeScene/WireframeScene
    struct MailApp: App {
        let mail = Mail()  // the app's window and wireframe, its routes registered

        var body: some Scene {
            WireframeScene(
                mail.window,
                navigate: NavigateAction { url in mail.wireframe.routeWithoutWaiting(to: url) },
                outsideLinks: NavigateAction { url in
                    mail.wireframe.routeWithoutWaiting(to: url, origin: .outsideLink)
                }
            )
        }
    }
    // sample end
}

struct LinkSample: View {
    var body: some View {
        // sample WireframeLink/WireframeLink
        WireframeLink(to: "/messages/42") { Text(verbatim: "Open the message") }
        // sample end
        TypedLinkSample()
    }
}

struct TypedLinkSample: View {
    var body: some View {
        // sample WireframeLink/WireframeLink-2
        WireframeLink(to: MessageRoute(id: 42)) { Text(verbatim: "Open the message") }
        // sample end
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
        try wireframe.register(MessageRoute.self, access: .openToOutsideLinks, option: .push) { route, _ in
            SwiftUIScreen("message:\(route.id)") { LinkSample() }
        }
        try await wireframe.route(to: "/main")
        // sample NavigateAction/NavigateAction
        let view = WindowView(window)
            .environment(\.navigate, NavigateAction { url in wireframe.routeWithoutWaiting(to: url) })
        // sample end
        let runtime = ViewRuntime(showing: view)
        await runtime.settle()
        runtime.tap("Message 7")
        await wireframe.waitForModuleNavigations()
        #expect(window.topmostScreen?.screenIdentifier == "message:7")
        // sample Wireframe+RouteWithoutWaiting/routeWithoutWaiting
        wireframe.routeWithoutWaiting(to: "myapp://messages/42", origin: .outsideLink)
        await wireframe.waitForModuleNavigations()  // in a test
        // sample end
        #expect(window.topmostScreen?.screenIdentifier == "message:42")
        // sample Wireframe+RouteWithoutWaiting/routeWithoutWaiting-2
        wireframe.routeWithoutWaiting(to: MessageRoute(id: 42))
        // sample end
        await wireframe.waitForModuleNavigations()
        #expect((window.root as? SwiftUIStack)?.screens.count == 4)
        #expect(wireframe.lastModuleError == nil)
    }

    @Test("NavigateAction.swift and WireframeLink.swift: typed routes, from an action and from a link")
    func navigateToTypedRoutes() async throws {
        let window = SwiftUIWindow()
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try wireframe.register("/main", option: .replaceRoot()) { _ in
            try SwiftUIStack("main", screens: [SwiftUIScreen("inbox") { TypedLinkSample() }])
        }
        try wireframe.register(MessageRoute.self, option: .push) { route, _ in SwiftUIScreen("message:\(route.id)") }
        try await wireframe.route(to: "/main")
        // sample NavigateAction/NavigateAction-3
        let navigate = NavigateAction(
            url: { url in wireframe.routeWithoutWaiting(to: url) },
            route: { route in wireframe.routeWithoutWaiting(to: route) }
        )
        navigate(MessageRoute(id: 42))
        // sample end
        await wireframe.waitForModuleNavigations()
        #expect(window.topmostScreen?.screenIdentifier == "message:42")
        _ = try await wireframe.navigator.back(animated: false)
        let runtime = ViewRuntime(showing: WindowView(window).environment(\.navigate, navigate))
        await runtime.settle()
        runtime.tap("Open the message")
        await wireframe.waitForModuleNavigations()
        #expect(window.topmostScreen?.screenIdentifier == "message:42")
        #expect(wireframe.lastModuleError == nil)
    }

    @Test("README.md and WireframeScene.swift: the app's scene routes its links and the links it opens")
    func appScene() async throws {
        let app = MailApp()
        try app.mail.registerRoutes()
        try await app.mail.wireframe.route(to: "/main")
        let runtime = ViewRuntime(launching: app)
        await runtime.settle()
        #expect(runtime.shownTexts == ["Message 3"])
        runtime.tap("Message 3")
        await app.mail.wireframe.waitForModuleNavigations()
        #expect(app.mail.window.topmostScreen?.screenIdentifier == "message:3")
        runtime.openURL("myapp://messages/42")
        await app.mail.wireframe.waitForModuleNavigations()
        #expect(app.mail.window.topmostScreen?.screenIdentifier == "message:42")
        // An outside link to a route not open to them is refused, and said so.
        runtime.openURL("myapp://settings")
        await app.mail.wireframe.waitForModuleNavigations()
        #expect(app.mail.window.topmostScreen?.screenIdentifier == "message:42")
        #expect(app.mail.wireframe.lastModuleError != nil)
        _ = SceneSample.MailApp()
    }
}
