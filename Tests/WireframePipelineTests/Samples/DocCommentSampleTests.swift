import Logging
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

// Holds samples of the `///` comments of PresentOption.swift, RoutingOption.swift,
// SelectTabOption.swift, ClosureObserver.swift, ClosureScreenProvider.swift, RoutingObserver.swift,
// RoutingOptionProvider.swift, ScreenProvider.swift, Transition.swift, TransitionContext.swift,
// RouteAccess.swift, RoutingOrigin.swift, RoutingRequest+TypedRoutes.swift, RoutingResult.swift,
// Wireframe+Navigation.swift, Wireframe+Registration.swift, Wireframe+Routing.swift and
// Wireframe+TypedRoutes.swift: each written here once, between the `sample` markers (the doc
// comments show what is written here: `SampleSourcesTests`), run against a headless window, and
// followed by checks that what its comments say is what it does. (Wireframe.swift's sample needs
// UIKit: it runs against the stand-in, in WireframeUIKitStandInTests.) A sample whose lines are
// aligned by hand is held in a `do` block that swift-format leaves as it is.

extension MessageModule {
    /// A message shown as `style` asks, as ScreenProvider.swift's sample builds it.
    static func build(id: Int, style: (any RoutingOption)?) -> HeadlessScreen {
        HeadlessScreen("message:\(id)", title: style.map { "shown with \($0)" })
    }
}

/// The analytics of ClosureObserver.swift's sample: the screens it was told of.
@MainActor
final class ScreenAnalytics {
    private(set) var screens: [String] = []
    func track(screen: String) { screens.append(screen) }
}

/// A transition that always fails, for WireframeError.swift's second case.
struct BrokenOption: RoutingOption { var animated = true }

@MainActor
@Suite("Documentation samples: the pipeline's doc comments")
struct PipelineDocCommentSampleTests {
    @Test func presentInAStack() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.register("/compose/attachments") { _ in HeadlessScreen("attachments") }

        // sample PresentOption/PresentOption
        try await wireframe.route(to: "/compose", option: .present(inStack: true))
        try await wireframe.route(to: "/compose/attachments", option: .push)  // inside the modal
        // sample end

        #expect(
            fixture.dump() == """
                window
                └─ stack "main"
                   └─ screen "inbox" (Inbox)
                      └─ presents stack "modal"
                         ├─ screen "compose"
                         └─ screen "attachments"
                """
        )
    }

    @Test func anOptionOfOnesOwn() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.register("/share") { _ in HeadlessScreen("share") }

        // sample RoutingOption/RoutingOption
        struct SheetOption: RoutingOption {
            var animated = true
            var detents: [Double]
        }
        try wireframe.addTransition(name: "sheet", for: SheetOption.self) { screen, option, context in
            try await context.anchor?.present(screen, animated: option.animated)
            return .custom("sheet")
        }
        try await wireframe.route(to: "/share", option: SheetOption(detents: [0.5]))
        // sample end

        #expect(
            fixture.dump() == """
                window
                └─ stack "main"
                   └─ screen "inbox" (Inbox)
                      └─ presents screen "share"
                """
        )
    }

    @Test func aDeepLinkIntoATab() async throws {
        let headless = try await HeadlessFixture(
            .tabs("root", [.stack("mail", ["inbox"]), "settings"]),
            animationDuration: .zero
        )
        let tabs = try headless.tabs("root")
        try await tabs.selectTab(at: 1)
        let wireframe = Wireframe(root: headless.window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("myapp://messages/:id<int>") { request in
            HeadlessScreen("message:\(request.parameters["id"] ?? "?")")
        }

        // sample SelectTabOption/SelectTabOption
        // A deep link to a message: switch to the inbox tab and push the message there.
        try await wireframe.route(to: "myapp://messages/42", option: .selectTab(0, then: .push))
        // sample end

        #expect(
            headless.window.dump() == """
                window
                └─ tabs "root" (selected: 0)
                   ├─ [0] stack "mail"
                   │  ├─ screen "inbox"
                   │  └─ screen "message:42"
                   └─ [1] screen "settings"
                """
        )
    }

    @Test func anObserverOfClosures() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let analytics = ScreenAnalytics()

        // sample ClosureObserver/ClosureObserver
        try wireframe.addObserver(
            name: "analytics",
            didRoute: { result in
                analytics.track(screen: result.screen.screenIdentifier)
            }
        )
        // sample end

        try await wireframe.route(to: "/messages/7", option: .push)
        try await wireframe.route(to: "/settings", option: .push)
        #expect(analytics.screens == ["message:7", "settings"])
    }

    @Test func aScreenProviderOfAClosure() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/inbox")

        // sample ClosureScreenProvider/ClosureScreenProvider
        try wireframe.addScreenProvider(name: "inbox", patterns: ["/inbox"]) { _ in InboxModule.build() }
        // sample end

        let result = try await wireframe.route(to: "/inbox", option: .replaceRoot(inStack: false))
        #expect(result.screenProvider == "inbox")
        #expect(
            window.dump() == """
                window
                └─ screen "inbox" (Inbox)
                """
        )
    }

    @Test func aLoginGuard() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.register("/orders/:id<int>") { request in
            HeadlessScreen("order:\(request.parameters["id"] ?? "?")")
        }
        try wireframe.register("/account/**") { _ in HeadlessScreen("account") }
        struct Session { var isLoggedIn: Bool }
        let session = Session(isLoggedIn: false)

        // swift-format-ignore
        do {
            // sample RoutingObserver/RoutingObserver
            struct LoginGuard: RoutingObserver {
                let session: Session
                func willRoute(_ request: RoutingRequest) async -> RoutingDecision {
                    session.isLoggedIn ? .proceed : .redirect(to: "/login", option: .present(inStack: true))
                }
            }
            try wireframe.addObserver(LoginGuard(session: session), priority: 100,
                                      patterns: ["/orders/:id<int>", "/account/**"])
            // sample end
        }

        let result = try await wireframe.route(to: "/orders/12", option: .push)
        #expect(result.screen.screenIdentifier == "login")
        #expect(result.redirects == ["/orders/12"])
        #expect(
            fixture.dump() == """
                window
                └─ stack "main"
                   └─ screen "inbox" (Inbox)
                      └─ presents stack "modal"
                         └─ screen "login"
                """
        )
        try await wireframe.navigator.dismissModal(animated: false)
        #expect(try await wireframe.route(to: "/messages/1", option: .push).screen.screenIdentifier == "message:1")
    }

    @Test func anOptionProvider() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe

        // swift-format-ignore
        do {
            // sample RoutingOptionProvider/RoutingOptionProvider
            // Messages open modally on iPad unless the caller asked otherwise.
            struct MessageOptions: RoutingOptionProvider {
                let isPad: Bool
                func option(for request: RoutingRequest, current: (any RoutingOption)?) async throws -> (any RoutingOption)? {
                    current ?? (isPad ? .present(inStack: true) : .push)
                }
            }
            // sample end

            try wireframe.addOptionProvider(MessageOptions(isPad: true), patterns: ["/messages/:id<int>"])
            #expect(try await wireframe.route(to: "/messages/1").option.description == "present(inStack: true)")
            #expect(try await wireframe.route(to: "/messages/2", option: .push).option.description == "push")
            try await wireframe.navigator.dismissModal(animated: false)
            try wireframe.addOptionProvider(MessageOptions(isPad: false), priority: 1, patterns: ["/messages/:id<int>"])
            #expect(try await wireframe.route(to: "/messages/3").option.description == "push")
        }
    }

    @Test func aScreenProvider() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/messages/:id<int>")

        // sample ScreenProvider/ScreenProvider
        struct MessageScreens: ScreenProvider {
            let name = "messages"
            func screen(for request: RoutingRequest) async throws -> (any Screen)? {
                let id = try request.parameters.value("id", as: Int.self)
                return MessageModule.build(id: id, style: request.option)
            }
        }
        try wireframe.addScreenProvider(MessageScreens(), patterns: ["/messages/:id<int>"])
        // sample end

        let result = try await wireframe.route(to: "/messages/42", option: .replaceRoot(inStack: true))
        #expect(result.screenProvider == "messages")
        #expect(
            window.dump() == """
                window
                └─ stack
                   └─ screen "message:42" (shown with replaceRoot(inStack: true))
                """
        )
    }

    @Test func applyingAStepInATransition() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try wireframe.addTransition(name: "root", for: ReplaceRootOption.self) { screen, option, context in
            // sample TransitionContext/apply
            try await context.apply(.setRoot(screen, of: context.root, animated: option.animated))
            // sample end
            return .custom("set as the root")
        }
        try await wireframe.route(to: "/settings", option: .replaceRoot(animated: false))
        #expect(fixture.window.root?.screenIdentifier == "settings")
    }

    @Test func aTransitionOfOnesOwn() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe

        // swift-format-ignore
        do {
            // sample Transition/Transition
            struct FadeOption: RoutingOption { var animated = true }

            struct FadeTransition: Transition {
                func perform(_ screen: any Screen, option: FadeOption,
                             in context: TransitionContext) async throws -> RoutingPlacement {
                    try await context.apply(.setRoot(screen, of: context.root, animated: option.animated))
                    return .custom("faded in as the root")
                }
            }
            try wireframe.addTransition(FadeTransition())
            // sample end

            let result = try await wireframe.route(to: "/settings", option: FadeOption())
            #expect(result.transition == "FadeTransition")
            #expect(result.placement.summary == "faded in as the root")
            #expect(
                fixture.dump() == """
                    window
                    └─ screen "settings"
                    """
            )
        }
    }

    @Test func routeAccess() throws {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())

        // sample RouteAccess/RouteAccess
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks)
        try wireframe.register("/settings/debug")  // internal: outside links are refused
        // sample end

        try wireframe.addScreenProvider { request in HeadlessScreen(request.url) }
        #expect(wireframe.canRoute(to: "myapp://messages/42", origin: .outsideLink))
        #expect(!wireframe.canRoute(to: "myapp://settings/debug", origin: .outsideLink))
        #expect(wireframe.canRoute(to: "/settings/debug"))
    }

    @Test func anOutsideLink() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let url = "myapp://messages/42"

        // sample RoutingOrigin/RoutingOrigin
        // SceneDelegate: scene(_:openURLContexts:) or a universal link
        try await wireframe.route(to: url, origin: .outsideLink)
        // sample end

        #expect(fixture.stack.topScreen?.screenIdentifier == "message:42")
        await expectWireframeError(.notOpenToOutsideLinks, in: fixture) {
            try await wireframe.route(to: "myapp://settings", origin: .outsideLink)
        }
    }

    @Test func aGuardThatReadsTheRouteValue() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        enum Folder: String, Codable, RouteDefaultValue {
            case inbox, drafts
            static let routeDefault = Folder.inbox
        }
        struct MailboxRoute: Route {
            static let pattern = "/mailbox"
            var folder: Folder
        }
        try wireframe.register(MailboxRoute.self) { route, _ in HeadlessScreen("mailbox:\(route.folder)") }
        struct Session { var isLoggedIn: Bool }
        let session = Session(isLoggedIn: false)

        // sample RoutingRequest+TypedRoutes/route
        try wireframe.addObserver(name: "drafts need a login") { request in
            guard let mailbox = request.route(as: MailboxRoute.self), mailbox.folder == .drafts else {
                return .proceed
            }
            return session.isLoggedIn ? .proceed : .redirect(to: "/login")
        }
        // sample end

        let drafts = try await wireframe.route(to: MailboxRoute(folder: .drafts), option: .push)
        #expect(drafts.screen.screenIdentifier == "login")
        let inbox = try await wireframe.route(to: MailboxRoute(folder: .inbox), option: .push)
        #expect(inbox.screen.screenIdentifier == "mailbox:inbox")
    }

    @Test func aRoutingResult() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe

        // sample RoutingResult/RoutingResult
        let result = try await wireframe.route(to: "/messages/42", option: .push)
        let shown = result.screen.screenIdentifier  // "message:42"
        let placement = result.placement.summary  // pushed onto "main"
        let option = result.option  // push
        // sample end

        #expect(shown == "message:42")
        #expect(placement == #"pushed onto "main""#)
        #expect(option.description == "push")
    }

    @Test func navigationInTurn() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        try await wireframe.route(to: "/compose", option: .present(inStack: true))
        #expect(fixture.window.topmostScreen?.screenIdentifier == "compose")

        // sample Wireframe+Navigation/inTurn
        try await wireframe.inTurn(named: "close the compose flow") { turn in
            guard let presenter = turn.shown.topmostScreen?.presentingScreen else { return }
            try await turn.apply(.dismiss(presentedBy: presenter))
        }
        // sample end

        #expect(
            fixture.dump() == """
                window
                └─ stack "main"
                   └─ screen "inbox" (Inbox)
                """
        )
    }

    @Test func registeringARoute() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in InboxModule.build() }
        try await wireframe.route(to: "/inbox")

        // swift-format-ignore
        do {
            // sample Wireframe+Registration/register
            try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push,
                                   name: "message") { request in
                MessageModule.build(id: try request.parameters.value("id", as: Int.self))
            }
            // sample end
        }

        let result = try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
        #expect(result.screenProvider == "message")
        #expect(result.option.description == "push")
        #expect(result.screen.screenIdentifier == "message:42")
    }

    @Test func aTransitionOfAClosure() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        struct SheetOption: RoutingOption { var animated = true }

        // sample Wireframe+Registration/addTransition
        try wireframe.addTransition(name: "sheet", for: SheetOption.self) { screen, option, context in
            guard let anchor = context.anchor else { throw context.noContainer("nothing shown") }
            try await anchor.present(screen, animated: option.animated)
            return .custom("sheet over \"\(anchor.screenIdentifier)\"")
        }
        // sample end

        let result = try await wireframe.route(to: "/settings", option: SheetOption())
        #expect(result.transition == "sheet")
        #expect(result.placement.summary == #"sheet over "inbox""#)
        #expect(
            fixture.dump() == """
                window
                └─ stack "main"
                   └─ screen "inbox" (Inbox)
                      └─ presents screen "settings"
                """
        )
    }

    @Test func routeWithParameters() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe

        // sample Wireframe+Routing/route
        let result = try await wireframe.route(to: "myapp://messages/42", parameters: ["from": "push"], option: .push)
        // sample end

        #expect(result.screen.screenIdentifier == "message:42")
        #expect(result.request.parameters["from"] == "push")
        #expect(result.placement.summary == #"pushed onto "main""#)
    }

    @Test func registerAndRouteToARouteType() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in InboxModule.build() }
        try await wireframe.route(to: "/inbox")

        // sample Wireframe+TypedRoutes/register
        try wireframe.register(MessageRoute.self, access: .openToOutsideLinks, option: .push) { route, _ in
            MessageModule.build(id: route.id, highlight: route.highlight)
        }
        try await wireframe.route(to: MessageRoute(id: 42))
        // sample end

        // sample Wireframe+TypedRoutes/route
        try await wireframe.route(to: MessageRoute(id: 42, highlight: "lunch"), option: .push)
        // sample end

        #expect(
            window.dump() == """
                window
                └─ stack
                   ├─ screen "inbox" (Inbox)
                   ├─ screen "message:42"
                   └─ screen "message:42" (lunch)
                """
        )
    }

    @Test func catchingAWireframeError() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addTransition(name: "broken", for: BrokenOption.self) { _, _, _ in
            throw TestError("the animation crashed")
        }
        let log = RecordingLogHandler.Store()
        let logger = Logger.recording(into: log)
        var notFound = 0
        func showNotFound() { notFound += 1 }

        func open(_ wireframe: Wireframe) async {
            // swift-format-ignore
            // sample WireframeError/WireframeError
            do {
                try await wireframe.route(to: "myapp://messages/42")
            } catch where error.code == .noRoute {
                showNotFound()
            } catch {
                logger.error("\(error)")  // route to "myapp://messages/42": transition …
            }
            // sample end
        }

        let emptyWindow = HeadlessWindow()
        await open(Wireframe(root: emptyWindow, containerFactory: HeadlessContainerFactory()))
        #expect(notFound == 1)
        #expect(log.messages(at: .error).isEmpty)

        try fixture.wireframe.addOptionProvider(name: "broken", patterns: ["/messages/:id<int>"]) { _, _ in
            BrokenOption()
        }
        await open(fixture.wireframe)
        #expect(notFound == 1)
        #expect(
            log.messages(at: .error) == [
                #"route to "myapp://messages/42": transition "broken" failed to show "message:42" with option BrokenOption: "#
                    + "the animation crashed"
            ]
        )
    }
}
