import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

// What the four ready-made routables share: which routable shows the children of a screen they
// showed, and how a segment is presented modally and dismissed.
@MainActor
enum Routables {
    /// Where a segment's screen was shown.
    enum Placement {
        /// As the window's root, a tab, or a modal: not on a stack.
        case standalone
        /// Pushed on `stack`, at `index` when known.
        case onStack(any StackContainer, at: Int?)
    }

    /// The routable of `screen`, shown for a segment at `position - 1` so that its children
    /// are at `position`: tabs for a tab container, a stack for a stack or a screen on one, a
    /// modal presenter for any other screen.
    ///
    /// - Throws: ``StateRoutingError/Code/cannotBuild`` for a stack with no screen.
    static func routable(
        for screen: any Screen,
        placement: Placement,
        screens: SegmentScreens,
        position: Int?
    ) throws(StateRoutingError) -> any Routable {
        if let tabs = screen as? any TabContainer {
            return TabsRoutable(tabs: tabs, screens: screens, position: position)
        }
        if let stack = screen as? any StackContainer {
            // The segment's children go above the stack's first screen: the screens the stack was
            // made with, and those another hand pushed, carry no segment, and the path skips them.
            let base = stack.screens.first
            guard let base else {
                let segment = screen.pathSegment ?? PathSegment(screen.screenIdentifier)
                throw StateRoutingError(
                    .cannotBuild,
                    segment: segment,
                    "the stack \(MessageText.quoted("\(stack.screenIdentifier)")) made for segment \(MessageText.quoted("\(segment)")) holds no screen"
                )
            }
            return StackRoutable(stack: stack, owner: stack, anchor: base, screens: screens, position: position)
        }
        if screen is any ChildContainer, let stack = screen.visibleHeldScreen as? any StackContainer,
            let base = stack.screens.first
        {
            // A split view or container of the app's own: its children go on the stack of the
            // child the user works in (the detail column), above the screens it was made with,
            // where the wireframe pushes too.
            return StackRoutable(stack: stack, owner: screen, anchor: base, screens: screens, position: position)
        }
        if case .onStack(let stack, let index) = placement {
            return StackRoutable(
                stack: stack,
                owner: screen,
                anchor: screen,
                screens: screens,
                position: position,
                anchorIndex: index
            )
        }
        return ModalRoutable(owner: screen, screens: screens, position: position)
    }

    /// Whether `routable` is one of the four ready-made routables, which read nothing but their
    /// own container and their modal, and whose children are ready-made too.
    static func isReadyMade(_ routable: any Routable) -> Bool {
        routable is WindowRoutable || routable is StackRoutable || routable is TabsRoutable
            || routable is ModalRoutable
    }

    /// The screen carrying the segment of a ready-made routable; `nil` for a window's or one of
    /// the app's own.
    static func screen(of routable: any Routable) -> (any Screen)? {
        switch routable {
        case let stack as StackRoutable: stack.owner
        case let modal as ModalRoutable: modal.owner
        case let tabs as TabsRoutable: tabs.tabs
        default: nil
        }
    }

    /// The screen over which a ready-made routable presents its modal children; `nil` for a
    /// window's or one of the app's own. That is the screen carrying its segment, but for a stack, whose modal children are
    /// presented over the screen it was anchored to.
    static func presenter(of routable: any Routable) -> (any Screen)? {
        (routable as? StackRoutable)?.anchor ?? screen(of: routable)
    }

    /// Presents the screen of `segment` over `presenter` for the segment of `owner`, and returns
    /// its routable.
    static func present(
        _ segment: PathSegment,
        over presenter: any Screen,
        for owner: any Screen,
        screens: SegmentScreens,
        position: Int?,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable {
        let screen = try await screens.screen(for: segment, position: position)
        screen.modalOwner = owner.screenID
        try await turn.apply(NavigationStep.present(screen, over: presenter, animated: animated))
        return try routable(for: screen, placement: .standalone, screens: screens, position: position.map { $0 + 1 })
    }

    /// The modal presented for the segment of `owner` over `presenter`, if one is shown.
    static func modal(of owner: any Screen, over presenter: any Screen) -> (any Screen)? {
        guard let modal = presenter.presentedScreen, modal.modalOwner == owner.screenID else { return nil }
        return modal
    }

    /// Dismisses the modal presented for the segment of `owner` over `presenter`; `false`, doing
    /// nothing, when none is shown.
    @discardableResult
    static func dismissModal(
        of owner: any Screen,
        over presenter: any Screen,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> Bool {
        guard let modal = modal(of: owner, over: presenter) else { return false }
        try await turn.apply(
            NavigationStep.dismiss(presentedBy: modal.presentingScreen ?? presenter, animated: animated)
        )
        return true
    }

    /// The shown child of a routable whose modal children are presented over `presenter` for
    /// `owner`, when one is shown.
    static func shownModal(
        of owner: any Screen,
        over presenter: any Screen,
        screens: SegmentScreens,
        position: Int?
    ) -> ShownChild? {
        guard let modal = modal(of: owner, over: presenter), let segment = modal.pathSegment else { return nil }
        guard
            let routable = try? routable(
                for: modal,
                placement: .standalone,
                screens: screens,
                position: position.map { $0 + 1 }
            )
        else { return .nothing }
        return .segment(segment, routable: routable)
    }
}
