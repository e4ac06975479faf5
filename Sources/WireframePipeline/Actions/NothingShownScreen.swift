import WireframePresentation

/// The screen of an action route's result when the window shows nothing: a result always names
/// a screen, and an action shows none of its own. It is in no hierarchy and presents nothing.
@MainActor
final class NothingShownScreen: Screen {
    let screenAttachments = ScreenAttachments()
    var screenIdentifier: String { "(nothing shown)" }
    var title: String? { nil }
    var enclosingStack: (any StackContainer)? { nil }
    var enclosingTabs: (any TabContainer)? { nil }
    var presentedScreen: (any Screen)? { nil }
    var presentingScreen: (any Screen)? { nil }

    func present(_ screen: any Screen, animated: Bool) async throws {
        throw PresentationError.notInWindow(screenIdentifier, new: screen.screenIdentifier)
    }

    func dismissPresented(animated: Bool) async throws {
        throw PresentationError.nothingPresented(screenIdentifier)
    }
}
