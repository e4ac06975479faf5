import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// A `.fullScreen` presentation takes the presenter's view out of the window once it has
/// ended, as UIKit does; the adapter neither reports the covered screens as dismissed or left,
/// nor takes a covered window's root for a screen shown nowhere.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FullScreenPresentationTests {
    let window = UIWindow()

    /// `controller(identifier)`, presented full screen.
    private func fullScreen(_ identifier: String) -> UIViewController {
        let player = controller(identifier)
        player.modalPresentationStyle = .fullScreen
        return player
    }

    @Test func thePresentersViewLeavesTheWindowOnceTheFullScreenPresentationEnds() async throws {
        let root = navigation("main", [controller("inbox")])
        window.rootViewController = root
        let sheet = controller("sheet")
        try await (root as any Screen).present(sheet, animated: false)
        #expect(root.viewIfLoaded?.window === window, "a sheet keeps the presenter in the window")
        try await (root as any Screen).dismissPresented(animated: false)
        let player = fullScreen("player")
        let presenting = await startAnimated(in: window) {
            try await (root as any Screen).present(player, animated: true)
        }
        #expect(root.viewIfLoaded?.window === window, "still in the window while the presentation runs")
        window.standInFinishAnimations()
        try await presenting.value
        #expect(root.viewIfLoaded?.window == nil)
        #expect(root.viewControllers.first?.viewIfLoaded?.window == nil)
        #expect(player.viewIfLoaded?.window === window)
        try await (root as any Screen).dismissPresented(animated: false)
        #expect(root.viewIfLoaded?.window === window)
    }

    @Test func aWindowsRootUnderAFullScreenModalIsStillShown() async throws {
        let root = navigation("main", [controller("inbox")])
        window.rootViewController = root
        try await (root as any Screen).present(fullScreen("player"), animated: false)
        let other = UIWindow()
        let message = await expectError(.alreadyInHierarchy) {
            try await (other as any RootContainer).setRoot(root, animated: false)
        }
        #expect(message == #""main" is already the root of a window"#)
        #expect(other.rootViewController == nil && window.rootViewController === root)
    }

    @Test func aSheetUnderAFullScreenModalIsNotReportedAsDismissed() async throws {
        let root = controller("root")
        window.rootViewController = root
        let recorder = UserNavigationRecorder(window)
        let sheet = controller("sheet")
        try await (root as any Screen).present(sheet, animated: false)
        let player = fullScreen("player")
        let presenting = await startAnimated(in: window) {
            try await (sheet as any Screen).present(player, animated: true)
        }
        window.standInFinishAnimations()
        try await presenting.value
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(recorder.summaries == [])
        player.dismiss(animated: true, completion: nil)
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"dismissedModal presenter "sheet" screen "player""#])
        try await (root as any Screen).dismissPresented(animated: false)
        #expect(recorder.summaries.count == 1)
    }

    @Test func tabsAndStacksUnderAFullScreenModalAreNotReportedAsLeft() async throws {
        let mail = navigation("mail", [controller("list"), controller("message")])
        let tabs = tabBar("tabs", [mail, controller("settings")])
        window.rootViewController = tabs
        let recorder = UserNavigationRecorder(window)
        try await (tabs as any Screen).present(fullScreen("player"), animated: false)
        try await (tabs as any Screen).dismissPresented(animated: false)
        mail.standInSimulateBackButtonTap()
        window.standInFinishAnimations()
        #expect(recorder.summaries == [#"wentBack stack "mail" popped [message]"#])
    }
}
