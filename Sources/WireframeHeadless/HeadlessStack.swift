public import WireframePresentation

/// A stack of screens, the last one on top: the headless `UINavigationController`.
///
/// Changes become visible when their transition completes: during an animated push,
/// ``screens`` still shows the old stack and ``HeadlessScreen/isTransitioning`` is `true`;
/// another transition asked of the stack meanwhile throws
/// `PresentationError.Code.transitionInProgress`. A stack outside a window, or asked for no
/// animation, changes at once.
///
/// ```swift
/// let stack = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
/// try await window.setRoot(stack, animated: false)
/// try await stack.push(HeadlessScreen("message:42"), animated: true)
/// ```
@MainActor
public final class HeadlessStack: HeadlessScreen, StackContainer {
    // `screens` is kept as an array of its own, changed in step with `children`, so that reading
    // it costs nothing: it was rebuilt from `children` on every read, which made pushing onto a
    // deep stack quadratic for any caller that looked at the stack after each push.
    private(set) var children: [HeadlessScreen] = []

    /// Creates an empty stack, outside any hierarchy.
    ///
    /// - Parameter identifier: a name for dumps and error messages; an unnamed stack's
    ///   `screenIdentifier` is `"stack"`.
    public init(_ identifier: String? = nil) {
        super.init(identifier ?? "stack")
        isNamed = identifier != nil
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
    public private(set) var screens: [any Screen] = []

    /// Pushes `screen` on top of the stack once the animation has run.
    ///
    /// - Throws: `PresentationError` when this stack is running a transition, when `screen`
    ///   is a stack, or when it is already in a hierarchy.
    public func push(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        try checkNotTransitioning()
        if let stack = screen as? HeadlessStack { throw .stackInsideStack(stack, into: self) }
        let pushed = try incoming(screen)
        if animated { await waitForAnimation(incoming: [pushed]) }
        completeTransition(incoming: [pushed]) {
            children.append(pushed)
            screens.append(pushed)
            pushed.node.container = self
        }
    }

    /// Pops the top screen once the animation has run and returns it; returns `nil`, changing
    /// nothing, when at most the root screen is left (as UIKit does).
    @discardableResult
    public func pop(animated: Bool) async throws(PresentationError) -> (any Screen)? {
        try checkNotTransitioning()
        guard children.count > 1 else { return nil }
        if animated { await waitForAnimation() }
        return completeTransition {
            removeChildren(above: children.count - 2).first
        }
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
        guard let index = children.lastIndex(where: { $0 === screen }) else {
            throw .notOnStack(HeadlessScreen.errorName(of: screen), errorName)
        }
        guard index < children.count - 1 else { return [] }
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
        let arriving = new.filter { $0.node.container !== self }
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
        guard children.count > 1 else { throw .nothingToPop(errorName, root: children.first?.errorName) }
        if animated { await waitForAnimation() }
        let popped = completeTransition {
            removeChildren(above: children.count - 2)
        }
        report(UserNavigationEvent(.wentBack(stack: self, popped: popped.reversed())))
    }

    override var childNodes: [HeadlessScreen] { children }

    override var kind: String { "stack" }

    override var dumpLabel: String {
        errorName + (children.isEmpty ? " (empty)" : "")
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
        return try incomingList(screens, what: "screen") { $0.node.container === self }
    }

    /// Removes the screens above `index`, takes them out of the hierarchy and returns them,
    /// bottom first.
    private func removeChildren(above index: Int) -> [any Screen] {
        // The removed screens are collected before the lists shrink, and no slice of them is
        // kept meanwhile: it would share the list's storage and make the removal copy it.
        let range = (index + 1)..<children.count
        var removed: [any Screen] = []
        removed.reserveCapacity(range.count)
        for screen in children[range] {
            screen.leaveHierarchy()
            removed.append(screen)
        }
        children.removeSubrange(range)
        screens.removeSubrange(range)
        return removed
    }

    /// Makes `new` the children, taking out of the hierarchy those that were here and are not
    /// any more.
    private func replaceChildren(with new: [HeadlessScreen]) {
        let staying = Set(new.map(ObjectIdentifier.init))
        let leaving = children.filter { !staying.contains(ObjectIdentifier($0)) }
        children = new
        screens = new
        for screen in new { screen.node.container = self }
        for screen in leaving { screen.leaveHierarchy() }
    }
}
