import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// `UISplitViewController.showChild(_:at:animated:)` takes the path of every other change the
/// adapter asks of UIKit: the incoming screen checked, forwarders installed on it, refused while
/// a transition runs, checked afterwards, and animated when asked.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UISplitViewControllerShowChildTests {
    let window = UIWindow()
    let list = navigation("list", [controller("inbox")])
    let detail = navigation("detail", [controller("message:1")])
    let split = UISplitViewController()
    /// The split view as the wireframe sees it.
    var container: any ChildContainer { split }

    init() {
        split.restorationIdentifier = "split"
        split.viewControllers = [list, detail]
        window.rootViewController = split
    }

    @Test func aScreenShownElsewhereIsRefusedAndNothingChanges() async throws {
        let elsewhere = navigation("elsewhere", [controller("draft")])
        let tabs = tabBar("tabs", [elsewhere])
        let message = await expectError(.alreadyInHierarchy) {
            _ = try await container.showChild(elsewhere, at: 1, animated: false)
        }
        #expect(message == #""elsewhere" is already a child of "tabs""#)
        #expect(split.viewControllers.screenIdentifiers == ["list", "detail"])
        #expect(tabs.viewControllers?.first === elsewhere)
    }

    @Test func theSplitViewCannotShowItselfInAColumn() async throws {
        await expectError(.alreadyInHierarchy) {
            _ = try await container.showChild(split, at: 1, animated: false)
        }
    }

    @Test func aColumnIsNotChangedWhileItsStackIsInTheUsersSwipe() async throws {
        detail.viewControllers = [controller("message:1"), controller("attachment")]
        detail.standInSimulateBackSwipe()
        let message = await expectError(.transitionInProgress) {
            _ = try await container.showChild(navigation("other", [controller("message:2")]), at: 1, animated: false)
        }
        #expect(message?.contains("an interactive transition the user drives") == true)
        #expect(split.viewControllers.screenIdentifiers == ["list", "detail"])
        window.standInFinishAnimations()
    }

    @Test func theUsersBackSwipeInTheNewColumnIsReported() async throws {
        let recorder = UserNavigationRecorder(window)
        let other = navigation("other", [controller("message:2"), controller("attachment")])
        let previous = try await container.showChild(other, at: 1, animated: false)
        #expect(previous === detail)
        other.standInSimulateBackSwipe()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "other" popped [attachment]"#])
    }

    @Test func anAnimatedChangeCrossDissolvesAndReturnsWhenItEnds() async throws {
        let other = navigation("other", [controller("message:2")])
        let changing = await startAnimated(in: window) {
            try await container.showChild(other, at: 1, animated: true)?.screenIdentifier
        }
        #expect(split.viewControllers.screenIdentifiers == ["list", "other"])
        window.standInFinishAnimations()
        #expect(try await changing.value == "detail")
    }

    @Test func aChangeTheAppsSubclassIgnoresIsReported() async throws {
        let stubborn = StubbornSplitViewController()
        stubborn.restorationIdentifier = "stubborn"
        stubborn.viewControllers = [list, detail]
        stubborn.ignoresChanges = true
        window.rootViewController = stubborn
        let message = await expectError(.transitionInProgress) {
            _ = try await (stubborn as any ChildContainer).showChild(controller("welcome"), at: 1, animated: false)
        }
        #expect(
            message?.hasPrefix(
                #"UIKit did not perform the change of column 1 on "stubborn": it shows ["list", "detail"]"#
            ) == true
        )
    }
}

/// A column-style split view (iOS 14) changes its columns with `setViewController(_:for:)`:
/// index 0 is the primary column, then the supplementary one (triple column), then the
/// secondary one, as `childScreens` lists them.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ColumnStyleShowChildTests {
    let window = UIWindow()

    @Test func theSecondaryColumnOfADoubleColumnSplitViewIsIndexOne() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(navigation("list", [controller("inbox")]), for: .primary)
        split.setViewController(navigation("detail", [controller("message:1")]), for: .secondary)
        window.rootViewController = split
        let other = navigation("other", [controller("message:2")])
        let previous = try await (split as any ChildContainer).showChild(other, at: 1, animated: false)
        #expect(previous?.screenIdentifier == "detail")
        #expect(split.viewController(for: .secondary) === other)
        #expect((split as any ChildContainer).childScreens.screenIdentifiers == ["list", "other"])
    }

    @Test func theSupplementaryColumnOfATripleColumnSplitViewIsIndexOne() async throws {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(navigation("mailboxes", [controller("all")]), for: .primary)
        split.setViewController(navigation("list", [controller("inbox")]), for: .supplementary)
        split.setViewController(navigation("detail", [controller("message:1")]), for: .secondary)
        window.rootViewController = split
        let sent = navigation("sent", [controller("sent")])
        _ = try await (split as any ChildContainer).showChild(sent, at: 1, animated: false)
        #expect(split.viewController(for: .supplementary) === sent)
        let message = await expectError(.cannotChangeChildren) {
            _ = try await (split as any ChildContainer).showChild(controller("x"), at: 3, animated: false)
        }
        #expect(message?.contains("column 3") == true)
    }
}

/// An app's split view controller that ignores every change of its columns once told to.
final class StubbornSplitViewController: UISplitViewController {
    var ignoresChanges = false

    override var viewControllers: [UIViewController] {
        get { super.viewControllers }
        set { if !ignoresChanges { super.viewControllers = newValue } }
    }
}
