// Holds samples of the `///` comments of ContainerFactory.swift, UIKitContainerFactory.swift (the
// documentation tests check that they stay the same).
import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

// The UIKit samples of README.md, WireframePipeline.md and ThePipeline.md (WireframeUIKit.md's
// scene delegate is Examples/MailUIKit's, run by MailUIKitSceneTests), written once between the
// `sample` markers (the page shows what is written here: `SampleSourcesTests`; their `import UIKit`
// and `import WireframeUIKit` lines are this target's UIKitStandIn and its own files), compiled
// against the UIKit stand-in and run there.

/// README.md, "Routing a URL to a screen: the wireframe", from the app's `window` and `session`.
@MainActor
func readmeWireframeSample(
    window: UIWindow,
    session: Session
) async throws -> (Wireframe, RoutingResult, UITabBarController) {
    // sample README/routing-a-url-to-a-screen-the-wireframe
    let inbox = UINavigationController(rootViewController: InboxModule.build())
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, SettingsModule.build()]
    window.rootViewController = tabs  // the tabs that .selectTab options select in

    let wireframe = Wireframe(containerFactory: UIKitContainerFactory())  // HeadlessContainerFactory() in tests
    try wireframe.register("/inbox", access: .openToOutsideLinks, option: .selectTab(0)) { [weak inbox] _ in
        inbox  // the tab itself: selecting it is all there is to do
    }
    try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
        MessageModule.build(id: try request.parameters.value("id", as: Int.self))
    }
    try wireframe.register("/compose", option: .present(inStack: true)) { request in  // internal only
        ComposeModule.build(to: request.parameters["to"])
    }
    try wireframe.register("/login", option: .present(inStack: true)) { _ in LoginModule.build() }
    try wireframe.addObserver(
        name: "login guard",
        patterns: ["/messages/:id<int>", "/compose"],  // not "/login": it would redirect to itself
        willRoute: { _ in session.isLoggedIn ? .proceed : .redirect(to: "/login") }
    )

    wireframe.attach(root: window)  // deep links routed before this wait, then run in order
    let result = try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
    try await wireframe.navigator.back()
    // sample end
    return (wireframe, result, tabs)
}

@MainActor
@Suite("Documentation samples: UIKit, on the stand-in")
struct UIKitSampleTests {
    @Test func readmeWireframeLoggedIn() async throws {
        let window = UIWindow()
        let (wireframe, result, tabs) = try await endingAnimations(in: window) {
            try await readmeWireframeSample(window: window, session: Session(isLoggedIn: true))
        }
        #expect(result.screen.screenIdentifier == "message:42")
        #expect(result.placement.summary == "pushed onto \"UINavigationController\"")
        #expect(
            ((tabs.viewControllers?[0] as? UINavigationController)?.viewControllers ?? []).screenIdentifiers == [
                "inbox"
            ]
        )
        let inbox = try await endingAnimations(in: window) { try await wireframe.route(to: "/inbox") }
        #expect(inbox.placement.summary == "selected tab 0 of \"UITabBarController\"")
        let compose = try await endingAnimations(in: window) {
            try await wireframe.route(to: "/compose?to=ana")
        }
        #expect(compose.screen.screenIdentifier == "compose:ana")
    }

    @Test func readmeWireframeLoggedOut() async throws {
        let window = UIWindow()
        let (_, result, tabs) = try await endingAnimations(in: window) {
            try await readmeWireframeSample(window: window, session: Session(isLoggedIn: false))
        }
        #expect(result.screen.screenIdentifier == "login")
        #expect(result.redirects == ["myapp://messages/42"])
        #expect(tabs.presentedViewController == nil)
    }

    @Test func wireframePipelineOverview() async throws {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: InboxModule.build())
        let result = try await endingAnimations(in: window) { () async throws -> RoutingResult in
            // sample WireframePipeline/overview
            // sample ContainerFactory/ContainerFactory
            let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
            // sample end
            try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
                MessageModule.build(id: try request.parameters.value("id", as: Int.self))
            }
            wireframe.attach(root: window)  // the app's window, showing a navigation controller
            try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
            // sample end
            return try await wireframe.route(to: "/messages/43")
        }
        #expect(result.placement.summary == "pushed onto \"UINavigationController\"")
        let stack = window.rootViewController as? UINavigationController
        #expect((stack?.viewControllers ?? []).screenIdentifiers == ["inbox", "message:42", "message:43"])
    }

    @Test func thePipelineOverview() async throws {
        let window = UIWindow()
        let (shown, placement) = try await endingAnimations(in: window) { () async throws -> (String, String) in
            // sample ThePipeline/overview
            let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
            try wireframe.register("/inbox", access: .openToOutsideLinks, option: .replaceRoot(inStack: true)) { _ in
                InboxModule.build()
            }
            try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
                MessageModule.build(id: try request.parameters.value("id", as: Int.self))
            }
            wireframe.attach(root: window)

            try await wireframe.route(to: "/inbox")
            let result = try await wireframe.route(to: "myapp://messages/42", parameters: ["from": "list"])
            let shown = result.screen.screenIdentifier  // "message:42": its restorationIdentifier, else its class name
            let placement = result.placement.summary  // pushed onto "UINavigationController"
            // sample end
            #expect(result.request.parameters["from"] == "list")
            return (shown, placement)
        }
        #expect(shown == "message:42")
        #expect(placement == "pushed onto \"UINavigationController\"")
    }
}
