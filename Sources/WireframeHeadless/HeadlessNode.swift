import WireframePresentation

/// What every headless screen shares: the links that place it in the hierarchy.
///
/// ``HeadlessScreen``, ``HeadlessStack`` and ``HeadlessTabs`` conform; the rules of UIKit and
/// the plumbing of the links are written once, in extensions of this protocol.
@MainActor
protocol HeadlessNode: Screen {
    /// The links of this screen; owned by the screen, never shared.
    var node: NodeState { get }

    /// The screens this one holds as a container (stack screens, tabs), in order; empty for a
    /// plain screen.
    var childNodes: [any HeadlessNode] { get }

    /// The first line of this screen in a hierarchy dump, without tree drawing or markers.
    var dumpLabel: String { get }

    /// How errors and dumps name this screen: its kind and quoted identifier.
    var errorName: String { get }
}

/// The links and flags of one headless screen.
///
/// Ownership follows UIKit: a container holds its children strongly, a presenter holds the
/// screen it presents strongly, a window holds its root strongly; every link back up
/// (container, presenter, window) is weak. A screen that leaves the hierarchy therefore has
/// nothing left holding it but its caller.
@MainActor
final class NodeState {
    /// The stack or tabs that holds this screen.
    weak var container: (any HeadlessNode)?
    /// The screen that presents this one modally.
    weak var presenting: (any HeadlessNode)?
    /// The screen this one presents modally.
    var presented: (any HeadlessNode)?
    /// The window this screen is the root of.
    weak var window: HeadlessWindow?
    /// Set while a running transition is about to bring this screen into the hierarchy, so that
    /// no other transition can claim it meanwhile.
    var isReserved = false
    /// Set while a transition of this screen (its own push, pop, tab change, present or
    /// dismiss) is running.
    var isTransitioning = false
    /// Set once the screen has been in a window (see `HeadlessScreen.screenDidLoad()`).
    var isLoaded = false
    /// Observers of user navigation registered on this screen.
    let observers = UserNavigationObservers()

    init() {}
}

extension HeadlessNode {
    /// What holds this screen: its container or, for a presented screen, its presenter.
    var parentNode: (any HeadlessNode)? {
        node.container ?? node.presenting
    }

    /// Whether this screen is somewhere in a hierarchy (held by a container, a presenter or a
    /// window), or is claimed by a running transition.
    var isAttached: Bool {
        node.container != nil || node.presenting != nil || node.window != nil || node.isReserved
    }

    /// The window this screen is shown in, if any.
    var hostWindow: HeadlessWindow? {
        var current: any HeadlessNode = self
        while true {
            if let window = current.node.window { return window }
            guard let parent = current.parentNode else { return nil }
            current = parent
        }
    }

    /// This screen, then what holds it, up to the top of its hierarchy.
    var selfAndAncestors: [any HeadlessNode] {
        var result: [any HeadlessNode] = [self]
        while let parent = result[result.count - 1].parentNode {
            result.append(parent)
        }
        return result
    }

    /// This screen and every screen under it (children of containers and modal chains),
    /// depth first, in dump order.
    var selfAndDescendants: [any HeadlessNode] {
        var result: [any HeadlessNode] = [self]
        for child in childNodes {
            result += child.selfAndDescendants
        }
        if let presented = node.presented {
            result += presented.selfAndDescendants
        }
        return result
    }
}
