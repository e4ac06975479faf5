import WireframePresentation

/// The links and flags of one headless screen.
///
/// Ownership follows UIKit: a container holds its children strongly, a presenter holds the
/// screen it presents strongly, a window holds its root strongly; every link back up
/// (container, presenter, window) is weak. A screen that leaves the hierarchy therefore has
/// nothing left holding it but its caller.
@MainActor
final class NodeState {
    /// The stack or tabs that holds this screen.
    weak var container: HeadlessScreen?
    /// The screen that presents this one modally.
    weak var presenting: HeadlessScreen?
    /// The screen this one presents modally.
    var presented: HeadlessScreen?
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
