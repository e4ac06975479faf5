package import WireframePresentation

/// The links and flags of one screen of an in-memory backend (the headless one, SwiftUI's
/// models): its place in the one tree both backends keep.
///
/// Ownership follows UIKit and SwiftUI alike: a container holds its children strongly, a
/// presenter holds the screen it presents strongly, a window holds its root strongly; every link
/// back up (container, presenter, window) is weak. A screen that leaves the tree therefore has
/// nothing left holding it but its caller.
///
/// `Member` is the backend's screen class, `Window` its window class. Not public API: the
/// backends share the tree through `package` access (see ``TreeScreen``).
// The class is `package`, since `TreeScreen` (a `package` protocol) hands it out as `node`; what it
// holds is internal, the backend module's own. Read and written by no other module, a stored
// property of a class has its exclusive access checked by the compiler; a `package` one is
// checked at run time on every read and write (the compiler cannot see the other modules of the
// package). On the links and flags below that added a quarter to a headless push and pop: see
// Benchmarks/README.md, "The shared tree's cost on the headless path".
@MainActor
package final class TreeNode<Member: Screen, Window: AnyObject> {
    /// The container (stack, tabs, a container of the app's own) that holds this screen.
    weak var container: Member?
    /// The screen that presents this one modally.
    weak var presenting: Member?
    /// The screen this one presents modally.
    var presented: Member?
    /// The window this screen is the root of.
    weak var window: Window?
    /// The screens this one holds as a container, in the container's order; empty for a plain
    /// screen. A container whose children are not a list of its own (a split view's columns)
    /// answers ``TreeScreen/childNodes`` itself.
    private(set) var children: [Member] = []
    // Kept as an array of its own, changed in step with `children` by the edits below, so that
    // reading a container's screens or tabs costs nothing: a stack's were rebuilt on every read,
    // which made pushing onto a deep stack quadratic for any caller that looked at the stack
    // after each push.
    /// ``children`` as screens, for a container's `screens`, `tabs` or `childScreens`.
    private(set) var heldScreens: [any Screen] = []
    /// Set while a running transition is about to bring this screen into the tree, so that no
    /// other transition can claim it meanwhile.
    var isReserved = false
    /// Set while a transition of this screen (its own push, pop, tab change, present or
    /// dismiss) is running.
    var isTransitioning = false
    /// Set once the screen has been in a window (its `screenDidLoad()` has run).
    var isLoaded = false
    /// Whether the screen was given a name; unnamed containers are named by their kind alone.
    var isNamed = true

    init() {}

    /// Adds `child` as the last child.
    func append(_ child: Member) {
        children.append(child)
        heldScreens.append(child)
    }

    /// Removes the children in `range`.
    func removeChildren(in range: Range<Int>) {
        children.removeSubrange(range)
        heldScreens.removeSubrange(range)
    }

    /// Makes `new` the children.
    func setChildren(_ new: [Member]) {
        children = new
        heldScreens = new
    }
}
