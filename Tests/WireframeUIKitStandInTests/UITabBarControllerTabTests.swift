import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// `UITabBarController` as a `TabContainer`: its `viewControllers` and `selectedIndex`, and
/// UIKit's own members of the same names left as they were.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UITabBarControllerTabTests {
    let inbox = controller("inbox")
    let settings = controller("settings")
    let tabBar = UITabBarController()
    /// The tab bar controller as the wireframe sees it.
    var container: any TabContainer { tabBar }

    init() {
        tabBar.restorationIdentifier = "tabs"
    }

    @Test func withoutTabsThereIsNoSelection() {
        #expect(container.tabs.isEmpty)
        #expect(container.selectedIndex == nil)
        #expect(container.selectedTab == nil)
    }

    @Test func setTabsForwardsAndSelectsTheFirstTab() async throws {
        try await container.setTabs([inbox, settings], animated: true)
        #expect(tabBar.standInCalls == ["setViewControllers([inbox, settings], animated: true)", "selectedIndex = 0"])
        #expect(container.tabs.screenIdentifiers == ["inbox", "settings"])
        #expect(container.selectedIndex == 0)
        #expect(settings.enclosingTabs === tabBar)
    }

    @Test func setTabsSelectsTheFirstTabWhereUIKitWouldKeepThePreviousOne() async throws {
        try await container.setTabs([inbox, settings], animated: false)
        try await container.selectTab(at: 1)
        let first = controller("first")
        try await container.setTabs([first, inbox, settings], animated: false)
        #expect(container.selectedTab === first)
        #expect(inbox.parent === tabBar)
    }

    @Test func setTabsTakesOutTheTabsLeft() async throws {
        try await container.setTabs([inbox, settings], animated: false)
        try await container.setTabs([settings], animated: false)
        #expect(inbox.enclosingTabs == nil)
        try await container.setTabs([], animated: false)
        #expect(container.selectedIndex == nil)
    }

    @Test func setTabsRefusesWhatUIKitWouldRaiseOnOrTakeSilently() async throws {
        try await container.setTabs([inbox], animated: false)
        tabBar.standInCalls = []
        await expectError(.alreadyInHierarchy) {
            try await container.setTabs([settings, settings], animated: false)
        }
        let other = controller("other")
        let stack = navigation("main", [other])
        let taken = await expectError(.alreadyInHierarchy) {
            try await container.setTabs([other], animated: false)
        }
        #expect(taken == "\"other\" is already a child of \"main\"")
        let itself = await expectError(.alreadyInHierarchy) {
            try await container.setTabs([tabBar], animated: false)
        }
        #expect(itself == "\"tabs\" cannot be shown inside itself")
        await expectError(.foreignScreen) {
            try await container.setTabs([ForeignScreen()], animated: false)
        }
        #expect(tabBar.standInCalls.isEmpty)
        #expect(container.tabs.screenIdentifiers == ["inbox"] && stack.viewControllers.screenIdentifiers == ["other"])
    }

    @Test func stacksAreTabs() async throws {
        let stack = navigation("main", [inbox])
        try await container.setTabs([stack, settings], animated: false)
        #expect(inbox.enclosingTabs === tabBar && inbox.enclosingStack === stack)
    }

    @Test func selectTabSetsTheSelectedIndex() async throws {
        try await container.setTabs([inbox, settings], animated: false)
        tabBar.standInCalls = []
        try await container.selectTab(at: 1)
        #expect(tabBar.standInCalls == ["selectedIndex = 1"])
        #expect(container.selectedIndex == 1)
        #expect(container.selectedTab === settings)
    }

    @Test(arguments: [-1, 2, Int.max])
    func anOutOfRangeTabThrowsWhereUIKitWouldIgnoreIt(index: Int) async throws {
        try await container.setTabs([inbox, settings], animated: false)
        tabBar.standInCalls = []
        let message = await expectError(.tabOutOfRange) {
            try await container.selectTab(at: index)
        }
        #expect(message == "\"tabs\" has 2 tabs; index \(index) is out of range")
        #expect(tabBar.standInCalls.isEmpty && container.selectedIndex == 0)
    }

    @Test func selectTabIsNotAskedOfTheDelegateWhichUIKitAsksForTheUsersTapsOnly() async throws {
        let delegate = AppTabBarDelegate()
        delegate.allowsSelection = false
        tabBar.delegate = delegate
        try await container.setTabs([inbox, settings], animated: false)
        tabBar.standInSimulateTabTap(at: 1)
        #expect(container.selectedIndex == 0, "the delegate refuses the user's tap")
        try await container.selectTab(at: 1)
        #expect(container.selectedIndex == 1)
        #expect(delegate.calls == ["shouldSelect settings"])
    }

    @Test func aTabTheAppsSubclassKeepsFromBeingSelectedIsReportedWithTheTabUIKitShows() async throws {
        let window = UIWindow()
        let locking = LockingTabBarController()
        locking.restorationIdentifier = "tabs"
        locking.viewControllers = [inbox, controller("premium")]
        window.rootViewController = locking
        let message = await expectError(.transitionInProgress) {
            try await (locking as any TabContainer).selectTab(at: 1)
        }
        #expect(
            message?.contains(#"selection of tab 1 ("premium") on "tabs": it shows ["inbox"]"#) == true,
            "\(message ?? "")"
        )
        #expect((locking as any TabContainer).selectedIndex == 0)
    }

    @Test func uikitsOwnMembersOfTheSameNamesAreStillChosen() async throws {
        try await container.setTabs([inbox, settings], animated: false)
        // Each compiles with these types only if it is UIKit's member.
        let index = tabBar.selectedIndex
        let uiTabs = tabBar.tabs
        let uiSelectedTab = tabBar.selectedTab
        tabBar.setTabs(uiTabs, animated: false)
        let _: Int = index
        let _: [UITab] = uiTabs
        let _: UITab? = uiSelectedTab
        #expect(index == 0)
        #expect(tabBar.standInCalls.last == "setTabs(0 UITab, animated: false)")
    }
}

/// An app's tab bar controller that keeps the tabs in ``locked`` from being selected (as apps
/// do for a tab that needs a purchase first), whoever asks.
final class LockingTabBarController: UITabBarController {
    var locked: Set<String> = ["premium"]

    override var selectedViewController: UIViewController? {
        get { super.selectedViewController }
        set {
            if let identifier = newValue?.restorationIdentifier, locked.contains(identifier) { return }
            super.selectedViewController = newValue
        }
    }
}
