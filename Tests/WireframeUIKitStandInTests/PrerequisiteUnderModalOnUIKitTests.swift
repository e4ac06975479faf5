import Testing
import UIKitStandIn
import WireframeKit
import WireframeTesting

/// A prerequisite found under a modal, on UIKit: UIKit presents an alert asked of a screen inside
/// a tab bar from the tab bar itself, and reports it from every controller the tab bar holds.
/// The stack under the alert still satisfies a stack prerequisite, and the request dismisses the
/// alert before it pushes (route-composer's example app).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PrerequisiteUnderModalOnUIKitTests {
    let window = UIWindow()
    let circle = navigation("circle", [controller("circle")])
    let tabs: UITabBarController
    let wireframe = Wireframe(containerFactory: UIKitContainerFactory())

    init() throws {
        tabs = tabBar("tabs", [circle, navigation("square", [controller("square")])])
        window.rootViewController = tabs
        try wireframe.register("/home", option: .replaceRoot(animated: false)) { _ in controller("home") }
        try wireframe.register("/alert", option: .present(animated: false)) { _ in controller("alert") }
        try wireframe.register("/products/:id<int>") { request in
            controller("product:\(request.parameters["id"] ?? "?")")
        }
        try wireframe.setPrerequisites([.stack(builtBy: "/home")], forRoute: "/products/:id<int>")
        wireframe.attach(root: window)
    }

    @Test func theAlertIsDismissedThenTheProductPushedOntoTheStackUnderIt() async throws {
        try await wireframe.route(to: "/alert")
        #expect(tabs.presentedViewController?.screenIdentifier == "alert")
        let result = try await wireframe.route(to: "/products/7", option: .push(animated: false))
        #expect(result.prerequisites.isEmpty)
        #expect(tabs.presentedViewController == nil)
        #expect(circle.viewControllers.screenIdentifiers == ["circle", "product:7"])
        #expect(window.rootViewController === tabs)
    }

    @Test func whenThePushFailsTheAlertIsPresentedAgain() async throws {
        try await wireframe.route(to: "/alert")
        try wireframe.addTransition(name: "refuses", for: PushOption.self) { _, _, _ in throw Refused() }
        await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/products/7", option: .push(animated: false))
        }
        #expect(tabs.presentedViewController?.screenIdentifier == "alert")
        #expect(circle.viewControllers.screenIdentifiers == ["circle"])
    }

    private struct Refused: Error {}
}
