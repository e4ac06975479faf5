public import WireframeNavigation
public import WireframePresentation

/// The routable of a segment whose screen is on no stack (a window's root, a tab, a modal) and is
/// no container: its child segment is presented modally over it.
@MainActor
public final class ModalRoutable: Routable {
    /// The screen carrying this routable's segment, which presents the child.
    public let owner: any Screen
    let screens: SegmentScreens
    let position: Int?

    /// The routable of `owner`.
    public convenience init(owner: any Screen, screens: SegmentScreens) {
        self.init(owner: owner, screens: screens, position: nil)
    }

    init(owner: any Screen, screens: SegmentScreens, position: Int?) {
        self.owner = owner
        self.screens = screens
        self.position = position
    }

    /// Presents the screen of `segment` over the owner.
    public func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
        try await Routables.present(
            segment,
            over: owner,
            for: owner,
            screens: screens,
            position: position,
            animated: animated,
            in: turn
        )
    }

    /// Dismisses the modal of `segment`.
    public func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
        try await Routables.dismissModal(of: owner, over: owner, animated: animated, in: turn)
    }

    /// Dismisses the modal of `segment`, then presents that of `new`.
    public func change(
        _ segment: PathSegment,
        to new: PathSegment,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable {
        try await Routables.dismissModal(of: owner, over: owner, animated: animated, in: turn)
        return try await push(new, animated: animated, in: turn)
    }

    /// The modal presented for the owner's segment.
    public var shownChild: ShownChild {
        Routables.shownModal(of: owner, over: owner, screens: screens, position: position) ?? .nothing
    }
}
