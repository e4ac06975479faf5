public import WireframePresentation

/// A stack of screens, the last one on top: the headless `UINavigationController`.
///
/// Changes become visible when their transition completes: during an animated push,
/// ``screens`` still shows the old stack and ``HeadlessScreen/isTransitioning`` is `true`;
/// another transition asked of the stack meanwhile throws
/// `PresentationError.Code.transitionInProgress`. A stack outside a window, or asked for no
/// animation, changes at once.
///
/// <!-- sample HeadlessStack/HeadlessStack -->
/// ```swift
/// let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
/// try await window.setRoot(stack, animated: false)
/// try await stack.push(HeadlessScreen("message:42"), animated: true)
/// ```
@MainActor
public final class HeadlessStack: HeadlessScreen, StackContainer {
    /// Creates an empty stack, outside any hierarchy.
    ///
    /// - Parameter identifier: a name for dumps and error messages; an unnamed stack's
    ///   `screenIdentifier` is `"stack"`.
    public init(_ identifier: String? = nil) {
        super.init(identifier ?? "stack")
        node.isNamed = identifier != nil
    }

    /// Creates a stack holding `screens`, bottom first.
    ///
    /// - Throws: `PresentationError` as ``setScreens(_:animated:)`` does.
    public convenience init(
        _ identifier: String? = nil,
        screens: [any Screen]
    )
        throws(PresentationError)
    {
        self.init(identifier)
        replaceChildren(with: try checkedNewScreens(screens))
    }

    /// The screens on the stack, from the bottom (root) to the top.
    public var screens: [any Screen] { node.heldScreens }

    /// Pushes `screen` on top of the stack once the animation has run.
    ///
    /// - Throws: `PresentationError` when this stack is running a transition, when `screen`
    ///   is a stack, or when it is already in a hierarchy.
    public func push(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        try checkNotTransitioning()
        if let stack = screen as? HeadlessStack { throw .stackInsideStack(stack, into: self) }
        let pushed = try incoming(screen)
        if animated { await waitForAnimation(incoming: [pushed]) }
        completeTransition(incoming: [pushed]) { appendChild(pushed) }
    }

    /// Pops the top screen once the animation has run and returns it; returns `nil`, changing
    /// nothing, when at most the root screen is left (as UIKit does).
    @discardableResult
    public func pop(animated: Bool) async throws(PresentationError) -> (any Screen)? {
        try checkNotTransitioning()
        guard node.children.count > 1 else { return nil }
        if animated { await waitForAnimation() }
        return completeTransition { removeChildren(above: node.children.count - 2).first }
    }

    /// Pops every screen above `screen` once the animation has run and returns them, bottom
    /// first.
    ///
    /// - Throws: `PresentationError` when this stack is running a transition, or when
    ///   `screen` is not on it.
    @discardableResult
    public func pop(
        to screen: any Screen,
        animated: Bool
    ) async throws(PresentationError)
        -> [any Screen]
    {
        try checkNotTransitioning()
        // Found from the top: a pop costs what it removes, not the depth of the stack.
        guard let index = node.children.lastIndex(where: { $0 === screen }) else {
            throw .notOnStack(HeadlessScreen.errorName(of: screen), errorName)
        }
        guard index < node.children.count - 1 else { return [] }
        if animated { await waitForAnimation() }
        return completeTransition { removeChildren(above: index) }
    }

    /// Replaces the whole stack with `screens` (bottom first) once the animation has run.
    /// Screens already on this stack may stay; the others that were on it leave.
    ///
    /// - Throws: `PresentationError` when this stack is running a transition, when `screens`
    ///   is empty, holds a stack or the same screen twice, or holds a screen that is in
    ///   another hierarchy.
    public func setScreens(_ screens: [any Screen], animated: Bool) async throws(PresentationError) {
        try checkNotTransitioning()
        let new = try checkedNewScreens(screens)
        let arriving = arriving(new)
        if animated { await waitForAnimation(incoming: arriving) }
        completeTransition(incoming: arriving) { replaceChildren(with: new) }
    }

    /// Simulates the user going back (back button or edge swipe): pops the top screen, then
    /// reports `UserNavigationEvent.Kind.wentBack(stack:popped:)`.
    ///
    /// - Throws: `PresentationError` when only the root screen is left
    ///   (`PresentationError.Code.nothingToPop`) or when the stack is running a transition.
    ///   Nothing is reported then.
    public func simulateBackSwipe(animated: Bool = true) async throws(PresentationError) {
        try checkNotTransitioning()
        guard node.children.count > 1 else { throw .nothingToPop(errorName, root: node.children.first?.errorName) }
        if animated { await waitForAnimation() }
        let popped = completeTransition { removeChildren(above: node.children.count - 2) }
        report(UserNavigationEvent(.wentBack(stack: self, popped: popped.reversed())))
    }

    override package var childNodes: [HeadlessScreen] { node.children }

    override package var kind: String { "stack" }

    override var dumpLabel: String {
        errorName + (node.children.isEmpty ? " (empty)" : "")
    }

    /// Checks `screens` as the new content of this stack.
    private func checkedNewScreens(
        _ screens: [any Screen]
    ) throws(PresentationError)
        -> [HeadlessScreen]
    {
        for screen in screens {
            if let stack = screen as? HeadlessStack { throw .stackInsideStack(stack, into: self) }
        }
        return try incomingChildren(screens, what: "screen")
    }
}
