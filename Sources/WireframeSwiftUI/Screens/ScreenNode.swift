/// The links and flags of one SwiftUI screen model.
///
/// Ownership follows SwiftUI's views and UIKit alike: a container holds its screens strongly, a
/// presenter holds the screen it presents, a window holds its root; every link back up
/// (container, presenter, window) is weak. A screen that leaves the hierarchy therefore has
/// nothing left holding it but its caller (and, while they still show it, the views).
@MainActor
final class ScreenNode {
    /// The stack, tabs or embedding screen holding this screen.
    weak var container: SwiftUIScreen?
    /// The screen whose view presents this one as a sheet or full-screen cover.
    weak var presenting: SwiftUIScreen?
    /// The screen this one presents.
    var presented: SwiftUIScreen?
    /// The window this screen is the root of.
    weak var window: SwiftUIWindow?
    /// Set once the screen has been in a window (see `SwiftUIScreen.screenDidLoad()`).
    var isLoaded = false

    init() {}
}
