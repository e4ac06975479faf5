import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// More than five tabs on a compact width: the tabs past the fourth are in the More tab's list,
/// shown through UIKit's More navigation controller. The wireframe's tab indexes still name them,
/// a route into one of them lands where UIKit shows it, and the user's choice in the list is
/// reported.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MoreTabTests {
    let window = UIWindow()
    let tabs = tabBar(
        "tabs",
        ["inbox", "sent", "drafts", "archive", "junk", "trash", "settings"].map { controller($0) }
    )
    /// The tab bar controller as the wireframe sees it.
    var container: any TabContainer { tabs }

    init() {
        window.rootViewController = tabs
    }

    @Test func aTabInTheMoreListIsSelectedThroughTheMoreNavigationController() async throws {
        try await container.selectTab(at: 5)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.moreNavigationController.viewControllers.map(\.restorationIdentifier) == ["More", "trash"])
        #expect(container.selectedIndex == 5)
        #expect(container.selectedTab?.screenIdentifier == "trash")
        #expect(window.topmostScreen?.screenIdentifier == "trash")
        try await container.selectTab(at: 1)
        #expect(container.selectedIndex == 1)
        #expect(tabs.viewControllers?[5].parent === tabs)
    }

    @Test func aRouteIntoATabOfTheMoreListLandsWhereUIKitShowsIt() async throws {
        let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
        try wireframe.register("/rules") { _ in controller("rules") }
        wireframe.attach(root: window)
        let result = try await wireframe.route(to: "/rules", option: .selectTab(6, then: .push(animated: false)))
        #expect(result.placement.summary == #"selected tab 6 of "tabs", then pushed onto "more""#)
        #expect(
            tabs.moreNavigationController.viewControllers.map(\.restorationIdentifier) == ["More", "settings", "rules"]
        )
        let recorder = UserNavigationRecorder(window)
        tabs.moreNavigationController.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "more" popped [rules]"#])
    }

    @Test func aNavigationControllerOfTheMoreListHasItsStackShownByTheMoreNavigationController() async throws {
        let trash = navigation("trash", [controller("deleted")])
        var placed = ["inbox", "sent", "drafts", "archive", "junk"].map { controller($0) }
        placed.append(contentsOf: [trash, controller("settings")])
        let tabs = tabBar("tabs", placed)
        window.rootViewController = tabs
        let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
        try wireframe.register("/rules") { _ in controller("rules") }
        wireframe.attach(root: window)
        let result = try await wireframe.route(to: "/rules", option: .selectTab(5, then: .push(animated: false)))
        #expect(result.placement.summary == #"selected tab 5 of "tabs", then pushed onto "more""#)
        let more = tabs.moreNavigationController
        #expect(more.viewControllers.map(\.restorationIdentifier) == ["More", "deleted", "rules"])
        #expect(trash.viewControllers.isEmpty, "UIKit moved the tab's controllers onto the More navigation controller")
        let container: any TabContainer = tabs
        #expect(container.selectedIndex == 5)
        #expect(
            (container.selectedTab as? any StackContainer)?.screens.map(\.screenIdentifier) == ["deleted", "rules"]
        )
        #expect(window.topmostScreen?.screenIdentifier == "rules")
        let recorder = UserNavigationRecorder(window)
        more.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "more" popped [rules]"#])
        #expect((container.selectedTab as? any StackContainer)?.screens.map(\.screenIdentifier) == ["deleted"])
        try await wireframe.route(to: "/rules", option: .selectTab(5, then: .push(animated: false)))
        try await container.selectTab(at: 1)
        #expect(recorder.summaries == [#"wentBack stack "more" popped [rules]"#], "the move back is no pop")
        #expect(trash.viewControllers.map(\.restorationIdentifier) == ["deleted", "rules"])
        #expect(more.viewControllers.map(\.restorationIdentifier) == ["More"])
    }

    @Test func theUsersChoiceOfANavigationControllerInTheMoreListIsReported() {
        let trash = navigation("trash", [controller("deleted"), controller("deleted:1")])
        var placed = ["inbox", "sent", "drafts", "archive", "junk"].map { controller($0) }
        placed.append(contentsOf: [trash, controller("settings")])
        let tabs = tabBar("tabs", placed)
        window.rootViewController = tabs
        let recorder = UserNavigationRecorder(window)
        tabs.standInSimulateMoreListTap(at: 5)
        window.standInFinishAnimations()
        #expect(
            tabs.moreNavigationController.viewControllers.map(\.restorationIdentifier) == [
                "More", "deleted", "deleted:1",
            ]
        )
        #expect(recorder.summaries == [#"selectedTab tabs "tabs" index 5"#])
        tabs.moreNavigationController.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(recorder.summaries.last == #"wentBack stack "more" popped [deleted:1]"#)
    }

    @Test func theUsersChoiceInTheMoreListIsReported() {
        let recorder = UserNavigationRecorder(window)
        tabs.standInSimulateMoreListTap(at: 6)
        #expect(recorder.summaries == [])
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"selectedTab tabs "tabs" index 6"#])
        #expect(container.selectedIndex == 6)
    }

    @Test func theWireframesOwnChoicesAreNotReportedAndTheUsersNextOneIs() async throws {
        let recorder = UserNavigationRecorder(window)
        try await container.selectTab(at: 1)
        try await container.selectTab(at: 5)
        tabs.moreNavigationController.standInSimulateBackButtonTap()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [], "going back to the More list changes no tab")
        tabs.standInSimulateMoreListTap(at: 6)
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"selectedTab tabs "tabs" index 6"#])
    }

    @Test func theStandInDropsAChoiceInTheMoreListWhileTheMoreNavigationControllerRunsATransition() throws {
        tabs.selectedIndex = 5
        tabs.moreNavigationController.standInSimulateBackSwipe()
        tabs.selectedIndex = 6
        #expect(
            tabs.moreNavigationController.standInCalls.last?.hasSuffix("the navigation stack will not be updated.")
                == true
        )
        window.standInFinishAnimations()
        #expect(tabs.moreNavigationController.viewControllers.map(\.restorationIdentifier) == ["More"])
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
    }

    @Test func aTabOfTheMoreListIsRefusedWhileTheUserGoesBackToTheList() async throws {
        try await container.selectTab(at: 5)
        tabs.moreNavigationController.standInSimulateBackSwipe()
        let message = await expectError(.transitionInProgress) {
            try await container.selectTab(at: 6)
        }
        #expect(message?.contains(#""more" (an interactive transition the user drives)"#) == true, "\(message ?? "")")
        window.standInFinishAnimations()
        #expect(tabs.moreNavigationController.viewControllers.map(\.restorationIdentifier) == ["More"])
        try await container.selectTab(at: 6)
        #expect(container.selectedIndex == 6)
        #expect(tabs.moreNavigationController.viewControllers.map(\.restorationIdentifier) == ["More", "settings"])
    }

    @Test func noMoreTabOnARegularWidth() async throws {
        window.standInHorizontalSizeClass = .regular
        try await container.selectTab(at: 5)
        #expect(tabs.selectedViewController?.restorationIdentifier == "trash")
        #expect(container.selectedIndex == 5)
    }
}
