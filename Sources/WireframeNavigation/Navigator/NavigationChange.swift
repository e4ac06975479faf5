public import WireframePresentation
import WireframeSupport

/// What changed on screen in one turn, as a ``Navigator`` tells its observers: the steps that
/// stayed, the screens that left, and who made them.
///
/// The navigator reports after a turn ends, once per turn that changed something: the steps of
/// a turn that failed and was taken back whole are not reported, and those of a guard's flow
/// that was taken back neither. What the user does (a back swipe, a tab tap, a modal swiped
/// down) is reported too, as the step it amounts to.
///
/// <!-- sample NavigationChange/NavigationChange -->
/// ```swift
/// var heard: [String] = []
/// let observation = wireframe.navigator.observeChanges { change in
///     heard += change.records.map { "\(change.source): \($0)" }
/// }
/// try await wireframe.route(to: "/messages/42", option: .push)
/// try await inbox.simulateBackSwipe()
/// // heard: wireframe: push "message:42" onto "main", user: pop "main" to "inbox"
/// observation.cancel()
/// ```
@MainActor
public struct NavigationChange {
    /// Who made a change: the user, the app, or a way of navigating that stands on the
    /// navigator, named by itself.
    ///
    /// The core names two: ``user`` and ``app``. Each front-end declares its own in its module
    /// (the wireframe's `.wireframe`, a module router's `.moduleRouter`, the state router's
    /// `.stateRouter`), and a front-end of the app's own names itself the same way:
    /// `NavigationChange.Source("onboarding")`.
    public struct Source: Hashable, Sendable, CustomStringConvertible {
        /// The name the source goes by in reports and logs.
        public let name: String

        /// A source named `name`; two sources with the same name are the same source.
        public init(_ name: String) {
            self.name = name
        }

        /// The user: a back swipe or the back button, a tab tap, a modal swiped down.
        public static let user = Source("user")
        /// Code of the app's own: `inTurn(named:_:)`, and the navigator's `back()` and the
        /// others called directly.
        public static let app = Source("app")

        /// The ``name``.
        public var description: String { name }
    }

    /// Who made the change.
    public let source: Source
    /// The turn that made it, as messages name it: `route to "/inbox"`, `back`,
    /// `module "Inbox": push "Message"`; `user` for what the user did.
    public let name: String
    /// The steps that stayed, in the order they ran, with the screens and containers they
    /// concern: for a front-end that follows the containers themselves. What changed, as
    /// values, is ``records``.
    public let steps: [NavigationStep]
    /// The screens that left the hierarchy, in the order the steps removed them.
    public let removed: [any Screen]
    /// Whether the screens may have changed in ways ``steps`` do not say: code of the turn
    /// changed containers directly instead of through steps, or a failed turn could not be
    /// taken back whole. An observer that keeps its own picture of the screens reads them again.
    public let includesUnrecordedChanges: Bool
    /// The identity of the turn that made the change, for a front-end to recognise its own while
    /// it holds that turn; `nil` for what the user did. An identity, not the turn: a turn returns
    /// the change it made (`back()`), and must not be kept alive by it.
    package let turn: ObjectIdentifier?

    /// Creates a report.
    package init(
        source: Source,
        name: String,
        steps: [NavigationStep],
        removed: [any Screen],
        includesUnrecordedChanges: Bool = false,
        turn: NavigationTurn? = nil
    ) {
        self.source = source
        self.name = name
        self.steps = steps
        self.removed = removed
        self.includesUnrecordedChanges = includesUnrecordedChanges
        self.turn = turn.map(ObjectIdentifier.init)
    }

    /// What changed, as values: the ``NavigationStep/record`` of each step that stayed, in the
    /// order they ran (`[.pop("main", to: "inbox")]`), for logs and tests, and to keep or send
    /// to another task; made from ``steps`` when read.
    public var records: [NavigationStep.Record] { steps.map(\.record) }

    /// `back: removed "message:42"`: the change's name and the screens that left, for logs.
    public var summary: String {
        let names = removed.map { MessageText.quoted($0.screenIdentifier) }.joined(separator: ", ")
        return "\(name): removed \(names.isEmpty ? "nothing" : names)"
    }

    /// What the user did, as a report: a back swipe as the pop it made, a tab tap as the tab it
    /// selected, a modal swiped down as its dismissal.
    init(_ event: UserNavigationEvent) {
        switch event.kind {
        case .wentBack(let stack, let popped):
            let steps: [NavigationStep] = stack.topScreen.map { [.pop(stack, to: $0)] } ?? []
            self.init(source: .user, name: "user", steps: steps, removed: popped)
        case .selectedTab(let tabs, let index):
            self.init(source: .user, name: "user", steps: [.selectTab(index, of: tabs)], removed: [])
        case .dismissedModal(let presenter, let screen):
            self.init(source: .user, name: "user", steps: [.dismiss(presentedBy: presenter)], removed: [screen])
        }
    }
}

// Printed, a change reads as its summary, with the screens' names rather than their types'; the
// conformance is isolated to the main actor, as the change is (SE-0470, Swift 6.2). Before Swift
// 6.2, `summary` says the same.
#if compiler(>=6.2)
extension NavigationChange: @MainActor CustomStringConvertible {
    /// The ``summary``: `back: removed "message:42"`.
    public var description: String { summary }
}
#endif
