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

    /// The screens from the root to the screen on top, as the user sees them: ``visibleLayers``
    /// one after the other, each container on the way with what it shows (every screen of a
    /// stack before the stack's top), then the modals.
    package var visiblePath: [any Screen] {
        visibleLayers.flatMap { $0 }
    }

    /// The visible path in layers: the root's, then the one of each modal presented over the
    /// layer before it. A layer is a screen, then what it shows of what it holds (the selected
    /// tab, every screen of a stack, the top last, the active child of a ``ChildContainer``),
    /// down to the end; the next layer starts with the modal presented from it. A container's
    /// content comes before the modal whoever presents it: UIKit presents from the outermost
    /// container and reports the modal from each screen it holds, the headless backend from the
    /// screen that presented it, and either way what a modal covers is the layer under it.
    package var visibleLayers: [[any Screen]] {
        var layers: [[any Screen]] = []
        var next = root
        while let start = next {
            var layer: [any Screen] = []
            var current: (any Screen)? = start
            while let screen = current {
                layer.append(screen)
                if let stack = screen as? any StackContainer {
                    layer.append(contentsOf: stack.screens.dropLast().filter { $0 !== stack })
                }
                current = screen.visibleHeldScreen
            }
            layers.append(layer)
            // The deepest screen of the layer that reports a modal: on UIKit every one of them
            // does, the headless backend only the one that presented it.
            next = layer.last { $0.presentedScreen != nil }?.presentedScreen
        }
        return layers
    }

    /// The screen whose modal covers `screen` on the visible path — dismissing what it presents
    /// leaves `screen`'s layer on top — or `nil` when `screen` is in the top layer or not on the
    /// visible path.
    package func presenter(covering screen: any Screen) -> (any Screen)? {
        let layers = visibleLayers
        guard let index = layers.firstIndex(where: { layer in layer.contains { $0 === screen } }),
            index + 1 < layers.count, let modal = layers[index + 1].first
        else { return nil }
        return modal.presentingScreen ?? layers[index].last { $0.presentedScreen === modal }
    }

    /// Every screen of the window, from the root down (see ``Screen/screensBelow``).
    package var allScreens: [any Screen] { root?.screensBelow ?? [] }
}
