// Holds samples of the `///` comments of ViewBinding.swift, SwiftUIContainerFactory.swift,
// SwiftUIStack.swift, SwiftUITabs.swift, SwiftUILimits.swift, UpdatePlanner.swift,
// UpdateRule.swift, ViewTree.swift, SwiftUIScreen.swift, SimulatedViews.swift,
// SwiftUIWindow.swift and ViewUpdate.swift, and of SwiftUI.md (the documentation tests check
// that they stay the same). Their SwiftUI samples are in WireframeSwiftUIStandInTests.
import Testing
import WireframeKit
import WireframeSwiftUI

/// The samples of WireframeSwiftUI's doc comments, run on the models.
@MainActor
@Suite("WireframeSwiftUI: the samples of its doc comments", .timeLimit(.minutes(1)))
struct DocCommentSampleTests {
    @Test("SwiftUIWindow.swift, SwiftUIStack.swift and ViewBinding.swift (and SwiftUI.md)")
    func windowStackAndBinding() async throws {
        // sample SwiftUIWindow/SwiftUIWindow
        let window = SwiftUIWindow()
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try await window.setRoot(try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")]), animated: false)
        // sample end
        #expect(wireframe.navigator.isAttached)
        let stack = try #require(window.root as? SwiftUIStack)
        try await stack.push(SwiftUIScreen("message"), animated: false)
        let recorder = UserNavigationRecorderOfWindow(window)

        // sample SwiftUI/overview-3
        // sample ViewBinding/ViewBinding
        let path = stack.pathBinding
        path.wrappedValue = Array(path.wrappedValue.dropLast())  // the user swiped back
        // sample end
        // sample end
        #expect(stack.screens.map(\.screenIdentifier) == ["inbox"])
        #expect(recorder.events == 1)
    }

    @Test("SwiftUIStack.swift")
    func stack() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        // sample SwiftUIStack/SwiftUIStack
        let stack = try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")])
        try await window.setRoot(stack, animated: false)
        try await stack.push(SwiftUIScreen("message:42"), animated: true)
        // sample end
        #expect(stack.screens.map(\.screenIdentifier) == ["inbox", "message:42"])
    }

    @Test("SwiftUITabs.swift")
    func tabs() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        // sample SwiftUITabs/SwiftUITabs
        let inbox = try SwiftUIStack("inbox", screens: [SwiftUIScreen("list")])
        let tabs = try SwiftUITabs("mail", tabs: [inbox, SwiftUIScreen("settings")])
        try await window.setRoot(tabs, animated: false)
        try await tabs.selectTab(at: 1)
        // sample end
        #expect(tabs.selectedTab?.screenIdentifier == "settings")
    }

    @Test("SwiftUIContainerFactory.swift: a full-screen cover showing a NavigationStack")
    func containerFactory() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        try await window.setRoot(SwiftUIScreen("inbox"), animated: false)
        // sample SwiftUIContainerFactory/SwiftUIContainerFactory
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try wireframe.register("/compose") { _ in SwiftUIScreen("compose", modalStyle: .fullScreenCover) }
        try await wireframe.route(to: "/compose", option: .present(inStack: true))
        // a full-screen cover showing a NavigationStack whose root is "compose"
        // sample end
        #expect(
            window.modelTree.outline == """
                screen "inbox"
                full-screen cover over "inbox"
                └─ stack "compose-stack"
                   └─ screen "compose"
                """
        )
    }

    @Test("SwiftUIScreen.swift")
    func screens() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        // sample SwiftUIScreen/SwiftUIScreen
        let inbox = SwiftUIScreen("inbox", title: "Inbox")
        try await window.setRoot(try SwiftUIStack("mail", screens: [inbox]), animated: false)
        try await inbox.present(SwiftUIScreen("compose", modalStyle: .fullScreenCover), animated: true)
        // sample end
        #expect(window.modelTree.modals.map(\.style) == [.fullScreenCover])

        // sample SwiftUIScreen/SwiftUIScreen-2
        final class ProfileScreen: SwiftUIScreen {
            var loads = 0
            override func screenDidLoad() { loads += 1 }
        }
        let profile = ProfileScreen()  // screen "ProfileScreen"
        // sample end
        #expect(profile.screenIdentifier == "ProfileScreen")
        try await window.setRoot(profile, animated: false)
        #expect(profile.loads == 1)
    }

    @Test("ViewTree.swift, UpdatePlanner.swift, UpdateRule.swift, SwiftUILimits.swift (and SwiftUI.md)")
    func planning() {
        // sample ViewTree/ViewTree
        let inbox = ViewTree.Node(1, "inbox")
        let mail = ViewTree.Node(2, "mail", stack: [inbox, ViewTree.Node(3, "message:42")])
        let reply = ViewTree.Modal(presenter: 3, style: .sheet, content: ViewTree.Node(4, "reply"))
        let tree = ViewTree(root: mail, modals: [reply])
        // sample end
        let shown = ViewTree(root: ViewTree.Node(2, "mail", stack: [inbox]))
        let target = tree

        // sample UpdatePlanner/UpdatePlanner
        let planner = UpdatePlanner(limits: .iOS16)
        let updates = planner.plan(from: shown, to: target)  // the trees to show, one per update; the last is target
        // sample end
        #expect(updates.count == 2 && updates.last == target)

        let next = updates[0]
        // sample UpdateRule/UpdateRule
        let rule = UpdateRule(limits: .iOS16)
        let problem = rule.violation(from: shown, to: next)  // nil: SwiftUI accepts it in one update
        // sample end
        #expect(problem == nil)

        // sample SwiftUI/overview-4
        // sample SwiftUILimits/SwiftUILimits
        let plan16 = UpdatePlanner(limits: .iOS16).plan(from: shown, to: target)
        let plan17 = UpdatePlanner(limits: .iOS17).plan(from: shown, to: target)
        let running = SwiftUILimits.running  // the limits of the OS the app runs on
        // sample end
        // sample end
        #expect(plan16 == plan17)
        #expect(running == .iOS17, "where SwiftUI does not exist")
    }

    @Test("SimulatedViews.swift and ViewUpdate.swift (and SwiftUI.md)")
    func simulatedViews() async throws {
        let app = try SwiftUIMail(limits: .iOS16)
        let window = app.window
        let wireframe = app.wireframe
        try await app.router.apply(.setPath(["mail", "inbox"]))
        try app.router.registerLink("/inbox/messages/:id<int>/reply") { match in
            try SwiftUIMail.thread(upTo: match.parameters.value("id", as: Int.self)) + ["reply"]
        }
        do {
            // sample SwiftUI/overview-5
            // sample SimulatedViews/SimulatedViews
            let views = SimulatedViews(showing: window)
            try await wireframe.route(to: "myapp://inbox/messages/3")
            await window.waitUntilShown()
            #expect(views.updates.count == 1)
            // sample end
            // sample end
        }
        // sample ViewUpdate/ViewUpdate
        let views = SimulatedViews(showing: window)
        try await wireframe.route(to: "myapp://inbox/messages/3/reply")
        await window.waitUntilShown()
        let changes = views.updates.map(\.changes)  // one list of lines per update
        // sample end
        #expect(changes == [[#"present "reply" as a sheet over "message:3""#]])
    }
}

/// Counts what the user does in a window.
@MainActor
private final class UserNavigationRecorderOfWindow {
    private(set) var events = 0
    private var observation: NavigationObservation?

    init(_ window: SwiftUIWindow) {
        observation = window.observeUserNavigation { [weak self] _ in self?.events += 1 }
    }
}
