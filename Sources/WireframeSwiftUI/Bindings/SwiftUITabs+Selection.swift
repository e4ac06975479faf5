public import WireframePresentation

// The tabs' selection as their TabView binds it, each tab tagged with its screen's identity.
extension SwiftUITabs {
    /// The selection of the tabs' `TabView(selection:)`: the identity of the selected tab, as
    /// the views show it (the tabs' own identity while there is none). The user tapping another
    /// tab writes that tab's identity; the tabs select it and report it as
    /// `UserNavigationEvent.Kind.selectedTab(tabs:index:)`.
    public var selectionBinding: ViewBinding<ScreenID> {
        ViewBinding(
            get: { [weak self] in self?.shownSelection ?? ScreenAttachments().screenID },
            set: { [weak self] id in self?.userSelect(id) }
        )
    }

    /// The identity of the tab the views show selected.
    var shownSelection: ScreenID {
        guard let window = hostWindow else { return selectedTab?.screenID ?? screenID }
        let shown = window.shown.children(of: self)
        guard let index = window.shown.selectedIndex(of: self), shown.indices.contains(index) else { return screenID }
        return shown[index].screenID
    }

    /// The views wrote `id`: the user tapped the tab of that screen.
    private func userSelect(_ id: ScreenID) {
        guard let window = hostWindow else { return }
        let shown = window.shown.children(of: self)
        guard let shownIndex = shown.firstIndex(where: { $0.screenID == id }),
            shownIndex != window.shown.selectedIndex(of: self)
        else { return }
        let index = childNodes.firstIndex { $0 === shown[shownIndex] }
        if let index { userSelect(index) }
        let tabsID = ViewTree.NodeID(screenID)
        window.userChanged { $0.selectingTab(tabsID, at: shownIndex) }
        if let index { window.report(.selectedTab(tabs: self, index: index)) }
    }
}
