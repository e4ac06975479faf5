import Testing
import WireframeHeadless
import WireframeNavigation
import WireframePresentation
import WireframeTestSupport

/// Going back is the navigator's: a window driven by a navigator alone, no wireframe.
@MainActor
@Suite("The navigator's way back: back, popTo, popToRoot, dismissModal")
struct NavigatorBackTests {
    /// A window with stack "main" holding inbox, list and message, and the navigator driving it.
    private func mailWindow() async throws -> (HeadlessWindow, HeadlessStack, Navigator) {
        let window = HeadlessWindow(animationDuration: .zero)
        let stack = try HeadlessStack(
            "main",
            screens: [HeadlessScreen("inbox"), HeadlessScreen("list"), HeadlessScreen("message")]
        )
        try await window.setRoot(stack, animated: false)
        return (window, stack, Navigator(root: window, clock: ManualClock()))
    }

    @Test("back pops one screen and reports the change as the app's; popToRoot pops the rest")
    func backAndPopToRoot() async throws {
        let (window, stack, navigator) = try await mailWindow()
        let change = try await navigator.back(animated: false)
        #expect(change.source == .app)
        #expect(change.name == "back")
        #expect(change.removed.map(\.screenIdentifier) == ["message"])
        try await navigator.popToRoot(animated: false)
        #expect(stack.screens.map(\.screenIdentifier) == ["inbox"])
        #expect(window.topmostScreen?.screenIdentifier == "inbox")
    }

    @Test("popTo a screen that is not on the stack is refused, naming it, and nothing changes")
    func popToAMissingScreen() async throws {
        let (window, _, navigator) = try await mailWindow()
        let before = window.dump()
        let error = await #expect(throws: NavigationError.self) {
            try await navigator.popTo(screenIdentifier: "drafts", animated: false)
        }
        #expect(error?.code == .screenNotFound)
        #expect(error?.message.contains("\"drafts\"") == true)
        #expect(window.dump() == before)
    }

    @Test("dismissModal with nothing presented is refused")
    func nothingToDismiss() async throws {
        let (window, _, navigator) = try await mailWindow()
        let error = await #expect(throws: NavigationError.self) { try await navigator.dismissModal(animated: false) }
        #expect(error?.code == .nothingToDismiss)
        #expect(window.topmostScreen?.screenIdentifier == "message")
    }
}
