public import WireframePresentation

extension UserNavigationEvent {
    /// The event on one line, naming screens by identifier, for comparing with what a test
    /// expects:
    ///
    /// - `wentBack stack "main" popped [b, a]` (popped screens top first)
    /// - `selectedTab tabs "root" index 1`
    /// - `dismissedModal presenter "inbox" screen "compose"`
    public var summary: String {
        switch kind {
        case .wentBack(let stack, let popped):
            "wentBack stack \"\(stack.screenIdentifier)\" popped [\(popped.screenIdentifiers.joined(separator: ", "))]"
        case .selectedTab(let tabs, let index):
            "selectedTab tabs \"\(tabs.screenIdentifier)\" index \(index)"
        case .dismissedModal(let presenter, let screen):
            "dismissedModal presenter \"\(presenter.screenIdentifier)\" screen \"\(screen.screenIdentifier)\""
        }
    }
}
