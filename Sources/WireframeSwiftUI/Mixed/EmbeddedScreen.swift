public import WireframePresentation

/// A screen of another backend shown inside SwiftUI's containers: a UIKit view controller (a
/// legacy screen, or a whole `UINavigationController`) that the SwiftUI face shows through a
/// `UIViewControllerRepresentable`, pushed on a ``SwiftUIStack``, made a tab or presented like
/// any SwiftUI screen.
///
/// It takes part in where the next screen goes as a `ChildContainer`: when the embedded screen
/// is a container (a navigation controller, tabs), the wireframe's `.push` goes onto it and the
/// walk goes on inside it; a plain embedded screen is a leaf, and a push goes onto the SwiftUI
/// stack it is on. What the user does inside the embedded screen is reported by its own backend
/// to its own window; give that window, and the embedded screen forwards what concerns its
/// screens to the SwiftUI window's observers, so the state router follows pops on both sides:
///
/// <!-- sample EmbeddedScreen/EmbeddedScreen -->
/// ```swift
/// let legacy = EmbeddedScreen(mailboxController, reportingUserNavigationOf: uiWindow)
/// try await stack.push(legacy, animated: true)
/// ```
@MainActor
public final class EmbeddedScreen: SwiftUIScreen, ChildContainer {
    /// The screen of the other backend.
    public let embedded: any Screen
    private var observation: NavigationObservation?

    /// A SwiftUI screen showing `screen`, a screen of another backend.
    ///
    /// - Parameters:
    ///   - screen: the screen to show.
    ///   - identifier: a name for outlines and errors; the embedded screen's by default.
    ///   - window: the window of the embedded screen's backend, whose user navigation in the
    ///     embedded screen's hierarchy this screen reports to its SwiftUI window; `nil` when the
    ///     embedded screen reports none (a plain screen).
    public init(
        _ screen: any Screen,
        identifier: String? = nil,
        reportingUserNavigationOf window: (any RootContainer)? = nil
    ) {
        embedded = screen
        super.init(identifier ?? screen.screenIdentifier)
        observation = window?.observeUserNavigation { [weak self] event in self?.forward(event) }
    }

    /// The embedded screen.
    public var childScreens: [any Screen] { [embedded] }

    /// The embedded screen when it holds screens of its own (a stack, tabs, a container of
    /// your own), so that the walk goes on inside it; `nil` for a plain screen, which is then
    /// where the walk ends.
    public var activeChild: (any Screen)? {
        embedded is any StackContainer || embedded is any TabContainer || embedded is any ChildContainer
            ? embedded : nil
    }

    override package var kind: String { "embedded" }

    override var treeKind: ViewTree.Kind { .embedded }

    /// Reports `event` to the SwiftUI window when it happened among the embedded screen's
    /// screens.
    private func forward(_ event: UserNavigationEvent) {
        guard let window = hostWindow else { return }
        let place: any Screen =
            switch event.kind {
            case .wentBack(let stack, _): stack
            case .selectedTab(let tabs, _): tabs
            case .dismissedModal(let presenter, _): presenter
            }
        guard embedded.screensBelow.contains(where: { $0 === place }) else { return }
        window.observers.report(event)
    }
}
