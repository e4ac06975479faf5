import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// `UISplitViewController` as a `ChildContainer`: a wireframe whose window's root is a split view
/// pushes onto the detail column's navigation controller while both columns show, and onto the
/// primary column's once the split view is collapsed.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UISplitViewControllerChildContainerTests {
    let window = UIWindow()
    let list = navigation("list", [controller("users")])
    let detail = navigation("detail", [controller("user:1")])
    let split = UISplitViewController()
    let wireframe = Wireframe(containerFactory: UIKitContainerFactory())

    init() throws {
        split.restorationIdentifier = "split"
        split.viewControllers = [list, detail]
        window.rootViewController = split
        try wireframe.register("/users/:id<int>") { request in controller("user:\(request.parameters["id"] ?? "?")") }
        wireframe.attach(root: window)
    }

    @Test func theSplitViewNamesItsColumnsAndTheActiveOne() {
        let container: any ChildContainer = split
        #expect(container.childScreens.screenIdentifiers == ["list", "detail"])
        #expect(container.activeChild === detail)
        #expect(window.topmostScreen?.screenIdentifier == "user:1")
        split.standInSetCollapsed(true)
        #expect(container.activeChild === list)
        #expect(window.topmostScreen?.screenIdentifier == "users")
    }

    @Test func pushGoesOntoTheDetailColumnWhileBothShow() async throws {
        let result = try await wireframe.route(to: "/users/2", option: .push(animated: false))
        #expect(result.placement.summary == "pushed onto \"detail\"")
        #expect(detail.viewControllers.screenIdentifiers == ["user:1", "user:2"])
        #expect(list.viewControllers.screenIdentifiers == ["users"])
        #expect(result.screen.enclosingStack === detail)
    }

    @Test func pushGoesOntoThePrimaryColumnOnceCollapsed() async throws {
        split.standInSetCollapsed(true)
        try await wireframe.route(to: "/users/2", option: .show(animated: false))
        #expect(list.viewControllers.screenIdentifiers == ["users", "user:2"])
        #expect(detail.viewControllers.screenIdentifiers == ["user:1"])
    }

    @Test func aPlainDetailColumnFailsAPushAndChangesNothing() async throws {
        let welcome = controller("welcome")
        split.viewControllers = [list, welcome]
        let error = await #expect(throws: WireframeError.self) {
            try await wireframe.route(to: "/users/2", option: .push(animated: false))
        }
        #expect(error?.code == .noContainer)
        #expect(list.viewControllers.screenIdentifiers == ["users"])
        #expect(welcome.presentedViewController == nil)
        #expect(split.viewControllers.screenIdentifiers == ["list", "welcome"])
    }
}

/// A column-style split view (iOS 14) as a `ChildContainer`: the active child is a column on
/// screen, never one a collapse took off screen.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ColumnStyleSplitViewTests {
    let window = UIWindow()
    let mailboxes = navigation("mailboxes", [controller("all")])
    let list = navigation("list", [controller("inbox")])
    let detail = navigation("detail", [controller("message:1")])
    let compact = navigation("compact", [controller("all"), controller("inbox:compact")])

    @Test func expandedTheSecondaryColumnIsActiveAndCollapsedTheCompactOne() {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(mailboxes, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(compact, for: .compact)
        window.rootViewController = split
        let container: any ChildContainer = split
        #expect(container.childScreens.screenIdentifiers == ["mailboxes", "list", "detail"])
        #expect(container.activeChild === detail)
        split.standInSetCollapsed(true)
        #expect(container.childScreens.screenIdentifiers == ["compact"])
        #expect(container.activeChild === compact)
        #expect(detail.viewIfLoaded?.window == nil, "the secondary column is off screen")
        #expect(window.topmostScreen?.screenIdentifier == "inbox:compact")
        split.standInSetCollapsed(false)
        #expect(container.activeChild === detail)
    }

    @Test func collapsedWithoutACompactColumnThePrimaryShowsTheMergedStack() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        window.rootViewController = split
        split.standInSetCollapsed(true)
        #expect((split as any ChildContainer).activeChild === list)
        #expect((split as any ChildContainer).childScreens.screenIdentifiers == ["list"])
        #expect(list.viewControllers.screenIdentifiers == ["inbox", "message:1"])
        #expect(detail.viewControllers.isEmpty && detail.viewIfLoaded?.window == nil)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(window.topmostScreen?.screenIdentifier == "message:1")
    }

    @Test func aPushWhileCollapsedLandsOnTheShownStackAndMovesToTheSecondaryColumnOnExpanding() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        window.rootViewController = split
        let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
        try wireframe.register("/attachments/:id<int>") { request in
            controller("attachment:\(request.parameters["id"] ?? "?")")
        }
        wireframe.attach(root: window)
        let recorder = UserNavigationRecorder(window)
        split.standInSetCollapsed(true)
        let result = try await wireframe.route(to: "/attachments/1", option: .push(animated: false))
        #expect(result.placement.summary == "pushed onto \"list\"")
        #expect(list.viewControllers.screenIdentifiers == ["inbox", "message:1", "attachment:1"])
        split.standInSetCollapsed(false)
        #expect(list.viewControllers.screenIdentifiers == ["inbox"])
        #expect(detail.viewControllers.screenIdentifiers == ["message:1", "attachment:1"])
        #expect((split as any ChildContainer).activeChild === detail)
        #expect(recorder.summaries == [], "expanding moves screens; the user went back from none")
    }

    @Test func theUsersPopOfTheMergedStackIsReportedAndExpandingBringsTheSecondaryRootBack() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        window.rootViewController = split
        let recorder = UserNavigationRecorder(window)
        split.standInSetCollapsed(true)
        list.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "list" popped [message:1]"#])
        split.standInSetCollapsed(false)
        #expect(list.viewControllers.screenIdentifiers == ["inbox"])
        #expect(detail.viewControllers.screenIdentifiers == ["message:1"])
        #expect(recorder.summaries.count == 1)
    }
}
