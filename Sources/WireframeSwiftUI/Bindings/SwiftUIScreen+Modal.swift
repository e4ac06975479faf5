import WireframePresentation

// The modal a screen's view presents, as its `.sheet(item:)` and `.fullScreenCover(item:)` bind
// it. SwiftUI sets the item to `nil` when the user swipes a sheet down (or when the modal's own
// view calls the environment's `dismiss`).
extension SwiftUIScreen {
    /// The item of this screen's `.sheet(item:)` (for `.sheet`) or `.fullScreenCover(item:)`
    /// (for `.fullScreenCover`): the screen it presents in that style, as the views show it, or
    /// `nil`. Writing `nil` is the modal dismissed from the views — the user swiping a sheet
    /// down, or the modal's view calling `dismiss` — which the screen reports as
    /// `UserNavigationEvent.Kind.dismissedModal(presentingScreen:screen:)`.
    public func modalBinding(_ style: ViewTree.ModalStyle) -> ViewBinding<ModalItem?> {
        ViewBinding(
            get: { [weak self] in
                guard let self, let (screen, shownStyle) = self.shownModal, shownStyle == style else { return nil }
                return ModalItem(screen)
            },
            set: { [weak self] item in
                if item == nil { self?.userDismissModal(style) }
            }
        )
    }

    /// The item of the `.sheet(item:)` (for `.sheet`) or `.fullScreenCover(item:)` (for
    /// `.fullScreenCover`) of the level this screen is the content of — the window's root, or a
    /// presented screen: the modal any screen of the level presents in that style, or `nil`.
    /// SwiftUI shows one modal per level, and the level's content is always on screen when the
    /// level is, so the views present from there. Writing `nil` is the modal dismissed from the
    /// views, as for ``modalBinding(_:)`` of its presenter.
    public func levelModalBinding(_ style: ViewTree.ModalStyle) -> ViewBinding<ModalItem?> {
        ViewBinding(
            get: { [weak self] in
                guard let presenter = self?.shownLevelPresenter else { return nil }
                return presenter.modalBinding(style).wrappedValue
            },
            set: { [weak self] item in
                guard item == nil, let presenter = self?.shownLevelPresenter else { return }
                presenter.modalBinding(style).wrappedValue = nil
            }
        )
    }

    /// The screen of this screen's level that presents the level's modal, as the views show
    /// it; `nil` when this screen is not a level's content or its level shows no modal.
    var shownLevelPresenter: SwiftUIScreen? {
        guard let window = hostWindow else {
            return levelPresenter
        }
        let shown = window.shown
        let id = ViewTree.NodeID(screenID)
        guard let level = shown.tree.levels.firstIndex(where: { $0.id == id }),
            shown.tree.modals.indices.contains(level)
        else { return nil }
        return shown.screens[shown.tree.modals[level].presenter]
    }

    /// The modal the views show this screen presenting, and how.
    var shownModal: (screen: SwiftUIScreen, style: ViewTree.ModalStyle)? {
        if let window = hostWindow { return window.shown.presented(by: self) }
        return node.presented.map { ($0, $0.modalStyle) }
    }

    /// The views dismissed the modal of `style` this screen presents.
    private func userDismissModal(_ style: ViewTree.ModalStyle) {
        guard let window = hostWindow, let (shownScreen, shownStyle) = shownModal, shownStyle == style else { return }
        let dismissed = detachModal(shownScreen)
        let presenter = ViewTree.NodeID(screenID)
        window.userChanged { $0.dismissingModal(presentedBy: presenter) }
        if dismissed { window.report(.dismissedModal(presentingScreen: self, screen: shownScreen)) }
    }
}
