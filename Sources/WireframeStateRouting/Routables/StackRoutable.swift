public import WireframeNavigation
public import WireframePresentation

/// The routable of a segment shown on a stack: its child segments are pushed on the stack above
/// its screen, or, when registered `.modal`, presented over it.
///
/// The router gets one from the routable that showed the segment: for a stack made for a segment
/// (children go above the screens the stack was made with), and for each screen pushed on a
/// stack.
///
/// - A push makes the child's screen with ``SegmentScreens`` and pushes it (or presents it).
/// - A pop pops the stack back to this segment's screen (or dismisses the modal).
/// - A change replaces the screens above this segment's screen with the new one in one
///   transition (`setScreens`), or dismisses and presents for a modal.
@MainActor
public final class StackRoutable: Routable {
    /// The stack the children are pushed on.
    public let stack: any StackContainer
    /// The screen carrying this routable's segment: the stack itself, or a screen pushed on it.
    public let owner: any Screen
    /// The screen children are pushed above.
    public let anchor: any Screen
    let screens: SegmentScreens
    let position: Int?
    /// Where the anchor was on the stack when this routable was made, looked at first: the
    /// read-off makes each routable from its parent's look at the stack, so each finds its
    /// anchor at once instead of searching a deep stack.
    let anchorIndex: Int?

    /// The routable of a screen on `stack`: children are pushed above `anchor`, and `owner`
    /// carries this routable's segment (the stack itself when `anchor` is one of the screens it
    /// was made with).
    public convenience init(stack: any StackContainer, owner: any Screen, anchor: any Screen, screens: SegmentScreens) {
        self.init(stack: stack, owner: owner, anchor: anchor, screens: screens, position: nil)
    }

    init(
        stack: any StackContainer,
        owner: any Screen,
        anchor: any Screen,
        screens: SegmentScreens,
        position: Int?,
        anchorIndex: Int? = nil
    ) {
        self.stack = stack
        self.owner = owner
        self.anchor = anchor
        self.screens = screens
        self.position = position
        self.anchorIndex = anchorIndex
    }

    /// Pushes the screen of `segment`, or presents it when it is registered `.modal`.
    public func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
        if screens.presentation(of: segment) == .modal {
            return try await Routables.present(
                segment,
                over: anchor,
                for: owner,
                screens: screens,
                position: position,
                animated: animated,
                in: turn
            )
        }
        let screen = try await screens.screen(for: segment, position: position)
        try await turn.apply(NavigationStep.push(screen, onto: stack, animated: animated))
        return try childRoutable(for: screen)
    }

    /// Dismisses the modal of `segment`, or pops the stack back to this segment's screen.
    public func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
        if try await Routables.dismissModal(of: owner, over: anchor, animated: animated, in: turn) { return }
        guard hasScreensAboveAnchor else { return }
        try await turn.apply(NavigationStep.pop(stack, to: anchor, animated: animated))
    }

    /// Replaces the child `segment` with `new`: in one `setScreens` when both are pushed.
    public func change(
        _ segment: PathSegment,
        to new: PathSegment,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable {
        let isModal = try await Routables.dismissModal(of: owner, over: anchor, animated: animated, in: turn)
        guard !isModal, screens.presentation(of: new) != .modal,
            let index = stack.screens.firstIndex(where: { $0 === anchor })
        else {
            try await pop(segment, animated: animated, in: turn)
            return try await push(new, animated: animated, in: turn)
        }
        let screen = try await screens.screen(for: new, position: position)
        try await turn.apply(
            NavigationStep.setScreens(Array(stack.screens[...index]) + [screen], of: stack, animated: animated)
        )
        return try childRoutable(for: screen)
    }

    /// The first screen pushed above this segment's screen that the state names, else the modal
    /// presented for it.
    ///
    /// A screen shown above this segment's screen by another front-end (the wireframe pushing a
    /// screen for a URL, a module's router pushing a module) is named by the segment its maker
    /// gave it, else by the one derived from what showed it (`Screen.derivedPathSegment`). Only
    /// a screen nothing names (pushed by the app in steps of its own, with no segment) is
    /// skipped, to the next screen named.
    public var shownChild: ShownChild {
        let onStack = stack.screens
        if let index = indexOfAnchor(in: onStack),
            let nextIndex = onStack[(index + 1)...].firstIndex(where: { $0.shownSegment != nil }),
            let segment = onStack[nextIndex].shownSegment
        {
            guard let routable = try? childRoutable(for: onStack[nextIndex], at: nextIndex) else { return .nothing }
            return .segment(segment, routable: routable)
        }
        return Routables.shownModal(of: owner, over: anchor, screens: screens, position: position) ?? .nothing
    }

    /// Whether screens are pushed above this segment's screen. Found from the top, so that the
    /// pop of the deepest segment costs the same on a stack of any depth; the stack's list is
    /// let go before the pop, which would otherwise copy it.
    private var hasScreensAboveAnchor: Bool {
        let onStack = stack.screens
        guard let index = indexOfAnchor(in: onStack) else { return false }
        return index < onStack.count - 1
    }

    /// Where the anchor is on the stack: where it was when this routable was made, else found
    /// from the top, where the segments a change touches are.
    private func indexOfAnchor(in onStack: [any Screen]) -> Int? {
        if let anchorIndex, anchorIndex < onStack.count, onStack[anchorIndex] === anchor { return anchorIndex }
        return onStack.lastIndex(where: { $0 === anchor })
    }

    private func childRoutable(for screen: any Screen, at index: Int? = nil) throws(StateRoutingError) -> any Routable {
        try Routables.routable(
            for: screen,
            placement: .onStack(stack, at: index),
            screens: screens,
            position: position.map { $0 + 1 }
        )
    }
}
