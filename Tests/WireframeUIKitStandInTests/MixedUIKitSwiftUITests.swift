// Holds samples of the `///` comments of EmbeddedScreen.swift and of SwiftUI.md (the
// documentation tests check that they stay the same).
import SwiftUIStandIn
import Testing
import UIKitStandIn
import WireframeHeadless
import WireframeKit
import WireframeSwiftUI

/// UIKit's controllers (the stand-in's, through the UIKit adapter) and SwiftUI's models in one
/// hierarchy and one navigation state: a legacy controller on a SwiftUI stack, a navigation
/// controller as a SwiftUI tab, SwiftUI views in hosting controllers on that navigation
/// controller; the user's pops on the SwiftUI side (through the bindings) and on the UIKit side
/// (an edge swipe, heard from UIKit's delegate callbacks) all written back.
@MainActor
@Suite("Mixed UIKit and SwiftUI hierarchies", .timeLimit(.minutes(1)))
struct MixedUIKitSwiftUITests {
    /// A SwiftUI app whose "archive" tab is a navigation controller, shown (as on device,
    /// through a representable) in the app's `UIWindow`.
    let uiWindow = UIWindow()
    let archive = navigation("archive", [controller("folders")])
    let window = SwiftUIWindow(limits: .iOS16)
    let store = BasicNavigationStore()
    let router: StateRouter

    init() throws {
        uiWindow.rootViewController = archive
        let screens = SegmentScreens()
        let archive = archive
        let uiWindow = uiWindow
        try screens.registerTabs("mail", tabs: ["inbox", "archive"]) { tabs in try SwiftUITabs("mail", tabs: tabs) }
        try screens.register("inbox") { _ in try SwiftUIStack("inbox", screens: [SwiftUIScreen("list")]) }
        try screens.register("archive") { _ in EmbeddedScreen(archive, reportingUserNavigationOf: uiWindow) }
        try screens.register("message") { segment in SwiftUIScreen("message:\(try segment.data(as: Int.self))") }
        try screens.register("legacy") { _ in EmbeddedScreen(controller("legacy")) }
        router = StateRouter(
            store: store,
            window: window,
            screens: screens,
            wireframe: Wireframe(root: window, containerFactory: SwiftUIContainerFactory(), clock: ManualClock()),
            clock: ManualClock()
        )
    }

    @Test("a UIKit screen and SwiftUI screens in one SwiftUI stack, popped by the user")
    func uiKitScreenInASwiftUIStack() async throws {
        let path: [PathSegment] = ["mail", "inbox", try PathSegment("message", data: 1), "legacy"]
        try await router.apply(.setPath(path, animated: false))
        let inbox = try #require(window.screen(withIdentifier: "inbox") as? SwiftUIStack)
        #expect(inbox.screens.map(\.screenIdentifier) == ["list", "message:1", "legacy"])
        let legacy = try #require(inbox.topScreen as? EmbeddedScreen)
        #expect(legacy.embedded is UIViewController)

        let back = inbox.pathBinding
        back.wrappedValue = Array(back.wrappedValue.dropLast())
        #expect(store.navigationState.path == Array(path.dropLast()))
    }

    @Test("a navigation controller as a SwiftUI tab: pushes go into it, its edge swipe comes back")
    func navigationControllerInASwiftUITab() async throws {
        try await router.apply(.setPath(["mail", "archive"], animated: false))
        try router.wireframe.register("/folders/:name", option: .push(animated: false)) { request in
            controller("folder:\(request.parameters["name"] ?? "")")
        }
        try await router.wireframe.route(to: "/folders/2025")
        #expect(archive.viewControllers.map(\.restorationIdentifier) == ["folders", "folder:2025"])

        var userChanges: [String] = []
        let observation = router.navigator.observeChanges { change in
            if change.source == .user { userChanges.append(change.summary) }
        }
        archive.standInSimulateBackSwipe()
        uiWindow.standInFinishAnimations()
        #expect(archive.viewControllers.map(\.restorationIdentifier) == ["folders"])
        #expect(userChanges == [#"user: removed "folder:2025""#])
        #expect(store.navigationState.path == ["mail", "archive"])

        // The SwiftUI side: a tap on the inbox tab, through the tab view's binding.
        let tabs = try #require(window.root as? SwiftUITabs)
        tabs.selectionBinding.wrappedValue = tabs.tabs[0].screenID
        #expect(store.navigationState.path == ["mail", "inbox"])
        observation.cancel()
    }

    @Test("SwiftUI.md: SwiftUI screens in hosting controllers on a UIKit stack in a SwiftUI tab, popped by UIKit")
    func hostedSwiftUIScreensInAUIKitStack() async throws {
        try await router.apply(.setPath(["mail", "archive"], animated: false))
        let wireframe = router.wireframe
        // sample SwiftUI/overview-6
        try wireframe.register("/folders/:name", option: .push) { request in
            UIHostingController(rootView: FolderView(name: request.parameters["name"] ?? ""))
        }
        // sample end
        for folder in ["2025", "drafts"] {
            let push = await startAnimated(in: uiWindow) { try await wireframe.route(to: "/folders/\(folder)") }
            uiWindow.standInFinishAnimations()
            _ = try await push.value
        }
        let hosted = archive.viewControllers.dropFirst().compactMap { $0 as? UIHostingController<FolderView> }
        #expect(hosted.map(\.rootView.name) == ["2025", "drafts"])
        #expect(window.topmostScreen === hosted.last)

        // The user swipes back on the UIKit side: the SwiftUI window's observers hear it.
        var userChanges: [String] = []
        let observation = router.navigator.observeChanges { change in
            if change.source == .user { userChanges.append(change.summary) }
        }
        archive.standInSimulateBackSwipe()
        uiWindow.standInFinishAnimations()
        #expect(archive.viewControllers.count == 2)
        #expect(window.topmostScreen === hosted.first)
        #expect(userChanges.count == 1)
        // The state names the screen the wireframe pushed by its route, and follows the pop.
        #expect(
            store.navigationState.path == ["mail", "archive", try PathSegment("/folders/:name", data: "/folders/2025")]
        )
        observation.cancel()
    }

    @Test("EmbeddedScreen.swift: a legacy navigation controller pushed on a SwiftUI stack")
    func embeddedScreenSample() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let stack = try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")])
        try await window.setRoot(stack, animated: false)
        let mailboxController = navigation("mailbox", [controller("folders")])
        uiWindow.rootViewController = mailboxController
        // sample EmbeddedScreen/EmbeddedScreen
        let legacy = EmbeddedScreen(mailboxController, reportingUserNavigationOf: uiWindow)
        try await stack.push(legacy, animated: true)
        // sample end
        #expect(window.topmostScreen === mailboxController.viewControllers.first)
    }
}

/// A folder's SwiftUI view, shown by a hosting controller.
struct FolderView: View {
    let name: String

    var body: some View { Text(verbatim: name) }
}
