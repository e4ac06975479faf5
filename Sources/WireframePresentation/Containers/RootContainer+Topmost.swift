extension RootContainer {
    /// The screen the user sees on top of everything: from the root, through the selected tab,
    /// the top of each stack, the active child of each ``ChildContainer`` and the chain of modal
    /// presentations.
    public var topmostScreen: (any Screen)? {
        root.map { $0.topmostScreen }
    }
}

extension Screen {
    /// The screen the user sees on top when this one is shown: this screen's modal chain, or
    /// else its selected tab, the top of its stack or the active child of a ``ChildContainer``,
    /// followed down to the end.
    public var topmostScreen: any Screen {
        var current: any Screen = self
        while true {
            if let presented = current.presentedScreen {
                current = presented
            } else if let tabs = current as? any TabContainer, let selected = tabs.selectedTab {
                current = selected
            } else if let stack = current as? any StackContainer, let top = stack.topScreen,
                top !== current
            {
                current = top
            } else if let container = current as? any ChildContainer, let child = container.activeChild,
                child !== current
            {
                current = child
            } else {
                return current
            }
        }
    }
}
