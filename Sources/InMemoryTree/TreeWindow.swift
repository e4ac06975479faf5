package import WireframePresentation

/// The window of one of the package's in-memory backends: the top of its tree, holding the root
/// screen. What the faces' windows share is written here once; each face makes the change its
/// own way (after an animation, or at once with its views following).
///
/// Not public API: the backends share the tree through `package` access.
@MainActor
package protocol TreeWindow: AnyObject {
    /// The backend's screen class.
    associatedtype Member: TreeScreen where Member.Member == Member, Member.Window == Self

    /// The root screen, or `nil` before anything was shown.
    var rootMember: Member? { get }
}

extension TreeWindow {
    /// Checks `screen` as this window's new root: a screen of this backend that is in no tree
    /// (the current root included).
    package func checkedRoot(_ screen: any Screen) throws(PresentationError) -> Member {
        guard let new = screen as? Member else { throw Member.foreignScreen(screen) }
        if new.isAttached { throw .alreadyInHierarchy(new.errorName, new.whereabouts) }
        return new
    }

    /// Every screen of the window, containers included, from the root down: a container's
    /// screens, then what it presents.
    package var screensInTree: [any Screen] {
        rootMember?.selfAndDescendants.map { $0 } ?? []
    }

    /// The first screen of the window, in ``screensInTree`` order, whose identifier is
    /// `identifier`.
    package func screenInTree(withIdentifier identifier: String) -> Member? {
        rootMember?.selfAndDescendants.first { $0.screenIdentifier == identifier }
    }
}
