package import WireframePresentation

/// A screen of one of the package's in-memory backends (the headless one, SwiftUI's models):
/// what the one tree of containers both keep reads of it. Each backend's screen class conforms
/// once, and its containers subclass it; the walks, the rules a screen coming in is checked
/// against, and the edits of the tree are written once, in extensions of this protocol, so that
/// the backends are thin faces over the same tree.
///
/// Not public API: the backends share the tree through `package` access.
@MainActor
package protocol TreeScreen: Screen {
    /// The backend's screen class: every screen of its tree is one.
    associatedtype Member: TreeScreen where Member.Member == Member, Member.Window == Window
    /// The backend's window class.
    associatedtype Window: AnyObject

    /// This screen's links and flags in the tree.
    var node: TreeNode<Member, Window> { get }
    /// This screen, as the backend's screen class.
    var treeMember: Member { get }
    /// The screens this one holds as a container, in order; empty for a plain screen.
    var childNodes: [Member] { get }
    /// The kind of screen, as errors and dumps name it: `screen`, `stack`, `tabs`.
    var kind: String { get }
    /// Called once, when the screen first comes into a window.
    func screenDidLoad()
    /// The error refusing `screen`, which is not a screen of this backend.
    static func foreignScreen(_ screen: any Screen) -> PresentationError

    /// Checks the face's own rules for this screen presenting another, named `new`, once the
    /// tree's have passed (SwiftUI: one modal per level).
    func checkCanPresent(new: String) throws(PresentationError)
}

// Walking the tree: up through what holds a screen, down through what it holds, and the level
// (the root's content, or one modal's) a screen is in.
extension TreeScreen {
    /// What holds this screen: its container or, for a presented screen, its presenter.
    package var parentNode: Member? {
        node.container ?? node.presenting
    }

    /// Whether this screen is somewhere in a tree (held by a container, a presenter or a
    /// window), or is claimed by a running transition.
    package var isAttached: Bool {
        node.container != nil || node.presenting != nil || node.window != nil || node.isReserved
    }

    /// Where this screen is: held by a container, presented, a window's root, or claimed by a
    /// running transition.
    package var whereabouts: PresentationError.Whereabouts {
        if let container = node.container { return .heldBy(container.errorName) }
        if let presenter = node.presenting { return .presentedBy(presenter.errorName) }
        return node.window != nil ? .rootOfAWindow : .comingIn
    }

    /// The window this screen is shown in, if any.
    package var hostWindow: Window? {
        if let window = node.window { return window }
        var current = parentNode
        var steps = 0
        while let screen = current, steps < TreeDepth.limit {
            if let window = screen.node.window { return window }
            current = screen.parentNode
            steps += 1
        }
        return nil
    }

    /// This screen, then what holds it, up to the top of its tree.
    package var selfAndAncestors: [Member] {
        var result: [Member] = [treeMember]
        while let parent = result[result.count - 1].parentNode, result.count <= TreeDepth.limit {
            result.append(parent)
        }
        return result
    }

    /// This screen and every screen under it (children of containers and modal chains), depth
    /// first: a screen, its children, then the screen it presents.
    package var selfAndDescendants: [Member] { screensBelow(crossingPresentations: true) }

    /// This screen and the screens its containers hold, down through containers only: the
    /// screens of its level under it.
    package var levelScreens: [Member] { screensBelow(crossingPresentations: false) }

    /// This screen and the screens under it, depth first (a screen, its children, then the
    /// screen it presents when `crossingPresentations`).
    private func screensBelow(crossingPresentations: Bool) -> [Member] {
        // An explicit stack rather than recursion, appending to one array: a modal chain
        // thousands deep costs time in proportion to its length and no stack depth.
        var result: [Member] = []
        var pending: [Member] = [treeMember]
        while let screen = pending.popLast() {
            result.append(screen)
            // Pushed last to first, so that they come out first to last: children, then the
            // screen presented from here.
            if crossingPresentations, let presented = screen.node.presented { pending.append(presented) }
            pending.append(contentsOf: screen.childNodes.reversed())
        }
        return result
    }

    /// The content of this screen's level: the outermost container holding it, not crossing a
    /// presentation (the window's root, or a presented screen).
    package var levelRoot: Member {
        var current = treeMember
        while let container = current.node.container { current = container }
        return current
    }

    /// This screen if it is presented, or else the nearest container above it that is.
    package var modalRoot: Member? {
        let root = levelRoot
        return root.node.presenting == nil ? nil : root
    }

    /// The nearest container of type `Container` above this screen, not crossing a
    /// presentation (UIKit: `navigationController`, `tabBarController`).
    package func nearestContainer<Container>(_: Container.Type) -> Container? {
        var current = node.container
        while let container = current {
            if let match = container as? Container { return match }
            current = container.node.container
        }
        return nil
    }

    /// The screen that presents this one or, as in UIKit, the nearest container above it that
    /// is presented (so the screens of a presented stack know who presented the stack).
    package var inheritedPresentingScreen: Member? {
        modalRoot?.node.presenting
    }

    /// The first screen of this screen's level, in ``levelScreens`` order, that presents one.
    package var levelPresenter: Member? {
        levelScreens.first { $0.node.presented != nil }
    }
}
