// The one walk over a screen hierarchy. Every kind of container is told apart here and nowhere
// else — a stack, tabs, a `ChildContainer` (a split view, a container of the app's own) — so
// that every layer that looks at what is shown (where the next screen goes, what a prerequisite
// finds, what a failed request puts back, what the dumps print) agrees on it, and a new kind of
// container is taught to all of them at once.
extension Screen {
    /// The screens this one holds as a container, in the container's own order: a stack's
    /// screens, a tab container's tabs, a ``ChildContainer``'s children; empty for a plain screen.
    package var heldScreens: [any Screen] {
        if let tabs = self as? any TabContainer { return tabs.tabs }
        if let stack = self as? any StackContainer { return stack.screens }
        if let container = self as? any ChildContainer { return container.childScreens }
        return []
    }

    /// The held screen the user sees: the selected tab, the top of a stack, the active child of
    /// a ``ChildContainer``; `nil` for a plain screen or an empty container.
    package var visibleHeldScreen: (any Screen)? {
        let held: (any Screen)?
        if let tabs = self as? any TabContainer {
            held = tabs.selectedTab
        } else if let stack = self as? any StackContainer {
            held = stack.topScreen
        } else if let container = self as? any ChildContainer {
            held = container.activeChild
        } else {
            held = nil
        }
        return held === self ? nil : held
    }

    /// The stack a screen pushed from this one goes on: this screen when it is a stack, else
    /// the stack it is on.
    package var ownOrEnclosingStack: (any StackContainer)? {
        (self as? any StackContainer) ?? enclosingStack
    }

    /// The tab container this screen is, or is in.
    package var ownOrEnclosingTabs: (any TabContainer)? {
        (self as? any TabContainer) ?? enclosingTabs
    }

    /// The screen the user sees on top when this one is shown: this screen's modal chain, or
    /// else its selected tab, the top of its stack or the active child of a ``ChildContainer``,
    /// followed down to the end.
    public var topmostScreen: any Screen {
        var current: any Screen = self
        while let next = current.presentedScreen ?? current.visibleHeldScreen {
            current = next
        }
        return current
    }

    /// This screen and every screen under it, depth first: a screen, then what it holds in
    /// order, then the screen it presents. Iterative, so that a deep modal chain cannot overflow
    /// the stack. A modal is listed once, under the screen that presents it (UIKit reports a
    /// container's modal from each of its children as well).
    package var screensBelow: [any Screen] {
        var result: [any Screen] = []
        var pending: [any Screen] = [self]
        while let screen = pending.popLast() {
            result.append(screen)
            if let presented = screen.presentedScreen, Self.presents(screen, presented) {
                pending.append(presented)
            }
            let held = screen.heldScreens
            for child in held.reversed() where child !== screen { pending.append(child) }
        }
        return result
    }

    /// Every modal presentation in this screen's subtree, presenter first, in the order of
    /// ``screensBelow``: what must be presented again, in that order, to put the subtree's modals
    /// back once it has left the hierarchy and come back.
    package var presentationsBelow: [(presenter: any Screen, presented: any Screen)] {
        var result: [(presenter: any Screen, presented: any Screen)] = []
        for screen in screensBelow {
            if let presented = screen.presentedScreen, Self.presents(screen, presented) {
                result.append((screen, presented))
            }
        }
        return result
    }

    /// Whether `presenter` is the screen that presents `presented`. UIKit names the outermost
    /// container as the presenter and reports the modal from every screen inside it as well:
    /// only the screen it names presents it, and the screens that container holds do not.
    private static func presents(_ presenter: any Screen, _ presented: any Screen) -> Bool {
        guard let reported = presented.presentingScreen, reported !== presenter else { return true }
        var pending = reported.heldScreens
        while let next = pending.popLast() {
            if next === presenter { return false }
            pending.append(contentsOf: next.heldScreens)
        }
        return true
    }
}

extension RootContainer {
    /// The screen the user sees on top of everything: from the root, through the selected tab,
    /// the top of each stack, the active child of each ``ChildContainer`` and the chain of modal
    /// presentations.
    public var topmostScreen: (any Screen)? {
        root.map { $0.topmostScreen }
    }

    /// The screens from the root to the screen on top, as the user sees them: each screen, then
    /// the one it presents or, presenting none, the one it shows of what it holds; every screen
    /// of a stack on the way comes before the stack's top, bottom first.
    package var visiblePath: [any Screen] {
        var path: [any Screen] = []
        var current = root
        while let screen = current {
            path.append(screen)
            if let presented = screen.presentedScreen {
                current = presented
                continue
            }
            if let stack = screen as? any StackContainer {
                path.append(contentsOf: stack.screens.dropLast().filter { $0 !== stack })
            }
            current = screen.visibleHeldScreen
        }
        return path
    }

    /// Every screen of the window, from the root down (see ``Screen/screensBelow``).
    package var allScreens: [any Screen] { root?.screensBelow ?? [] }
}
