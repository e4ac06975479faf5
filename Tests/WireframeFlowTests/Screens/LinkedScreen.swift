import WireframeFlow
import WireframePresentation
import WireframeTestSupport

/// A screen type of an app's own, of no backend, whose links up the chain a test sets: to show
/// that contexts need nothing of a backend, and to make links that loop.
@MainActor
final class LinkedScreen: Screen {
    let screenIdentifier: String
    let screenAttachments = ScreenAttachments()
    var title: String? { nil }
    weak var enclosingStackLink: (any StackContainer)?
    weak var presentingScreen: (any Screen)?
    var enclosingStack: (any StackContainer)? { enclosingStackLink }
    var enclosingTabs: (any TabContainer)? { nil }
    var presentedScreen: (any Screen)? { nil }

    init(_ identifier: String) { screenIdentifier = identifier }

    func present(_ screen: any Screen, animated: Bool) async throws {
        throw PresentationError(.notInHierarchy, "screen \"\(screenIdentifier)\" is in no window")
    }

    func dismissPresented(animated: Bool) async throws {
        throw PresentationError(.nothingPresented, "screen \"\(screenIdentifier)\" presents nothing")
    }
}

/// A flow that records the screens that asked for their next step and does what `decide` says.
@MainActor
final class RecordingFlow: ScreenFlow {
    private(set) var asked: [String] = []
    private(set) var contexts: [FlowContext] = []
    private let decide: @MainActor (any Screen, FlowContext) async throws -> Void

    init(_ decide: @escaping @MainActor (any Screen, FlowContext) async throws -> Void = { _, _ in }) {
        self.decide = decide
    }

    func screenDidRequestNextStep(_ screen: any Screen, in context: FlowContext) async throws {
        asked.append(screen.screenIdentifier)
        contexts.append(context)
        try await decide(screen, context)
    }
}
