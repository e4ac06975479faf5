package import WireframePresentation

// The edits of the tree: what a container, a presenter and a window change in it. Each keeps
// the links both ways (down strong, up weak) in step; the backends decide when to call them
// (after an animation, at once) and what follows (loading, telling the views).
extension TreeScreen {
    /// Adds `child` as the last child of this container.
    package func appendChild(_ child: Member) {
        node.append(child)
        child.node.container = treeMember
    }

    /// Removes the children above `index`, takes them out of the tree and returns them, bottom
    /// first.
    package func removeChildren(above index: Int) -> [any Screen] {
        let range = (index + 1)..<node.children.count
        // The removed screens are collected before the list shrinks, and no slice of it is
        // kept meanwhile: it would share the list's storage and make the removal copy it.
        var removed: [any Screen] = []
        removed.reserveCapacity(range.count)
        for screen in node.children[range] {
            screen.leaveTree()
            removed.append(screen)
        }
        node.removeChildren(in: range)
        return removed
    }

    /// Removes `child` from this container's children and takes it out of the tree; returns
    /// whether it was a child.
    package func removeChildNode(_ child: Member) -> Bool {
        guard let index = node.children.firstIndex(where: { $0 === child }) else { return false }
        node.removeChildren(in: index..<(index + 1))
        child.leaveTree()
        return true
    }

    /// Makes `new` the children, taking out of the tree those that were here and are not any
    /// more.
    package func replaceChildren(with new: [Member]) {
        let staying = Set(new.map(ObjectIdentifier.init))
        let leaving = node.children.filter { !staying.contains(ObjectIdentifier($0)) }
        node.setChildren(new)
        let container = treeMember
        for screen in new { screen.node.container = container }
        for screen in leaving { screen.leaveTree() }
    }

    /// The screens of `new` that are not children of this container yet.
    package func arriving(_ new: [Member]) -> [Member] {
        let container = treeMember
        return new.filter { $0.node.container !== container }
    }

    /// Makes `modal` the screen this one presents.
    package func attachModal(_ modal: Member) {
        node.presented = modal
        modal.node.presenting = treeMember
    }

    /// Ends the presentation of `modal`, if this screen still presents it, and takes it out of
    /// the tree; returns whether it did.
    @discardableResult
    package func detachModal(_ modal: Member) -> Bool {
        guard node.presented === modal else { return false }
        node.presented = nil
        modal.leaveTree()
        return true
    }

    /// Makes this screen the root of `window`, in place of `old`, which leaves the tree.
    package func becomeRoot(of window: Window, replacing old: Member?) {
        node.window = window
        old?.leaveTree()
    }

    /// Takes this screen out of the tree: clears its links up, and ends every modal
    /// presentation made from it or from any screen it holds. A container keeps its own
    /// children, as `UINavigationController` keeps its `viewControllers`.
    package func leaveTree() {
        node.container = nil
        node.presenting = nil
        node.window = nil
        endPresentationsBelow()
    }

    /// Ends the modal presentations made from this screen or from the screens it holds.
    package func endPresentationsBelow() {
        // One walk over the subtree, each screen visited once: the screens a presentation ends
        // for leave the tree and are walked in turn. Each link is cut before its screen is
        // released, so a long chain is freed one screen at a time, never by a recursive release.
        if node.presented == nil, childNodes.isEmpty { return }  // most screens: no list to make
        var pending: [Member] = [treeMember]
        while let screen = pending.popLast() {
            pending.append(contentsOf: screen.childNodes)
            if let presented = screen.node.presented {
                screen.node.presented = nil
                presented.node.container = nil
                presented.node.presenting = nil
                presented.node.window = nil
                pending.append(presented)
            }
        }
    }

    /// Loads this screen and every screen under it that is in a window for the first time,
    /// parents first, calling `screenDidLoad()` on each; nothing outside a window (a stack
    /// being filled before it is shown, say).
    package func loadIfInWindow() {
        guard hostWindow != nil else { return }
        if node.presented == nil, childNodes.isEmpty {
            // A screen that holds and presents nothing, as most pushed screens: no list to make.
            if !node.isLoaded {
                node.isLoaded = true
                screenDidLoad()
            }
            return
        }
        for screen in selfAndDescendants where !screen.node.isLoaded {
            screen.node.isLoaded = true
            screen.screenDidLoad()
        }
    }
}
