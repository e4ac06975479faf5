import WireframePresentation
import WireframeSupport

extension NavigationStep {
    /// The step in words, for messages and logs: `push "message:42" onto "inbox"`,
    /// `dismiss what "inbox" presents`, `select tab 1 of "tabs"`, ….
    public var summary: String {
        // A property rather than `CustomStringConvertible`: the step names main-actor screens,
        // and that protocol's requirement is not isolated to the main actor.
        switch self {
        case .push(let screen, let stack, _):
            return "push \(Self.name(screen)) onto \(Self.name(stack))"
        case .pop(let stack, let screen, _):
            return "pop \(Self.name(stack)) to \(Self.name(screen))"
        case .setScreens(let screens, let stack, _):
            return "set the screens of \(Self.name(stack)) to \(Self.names(screens))"
        case .present(let screen, let presenter, _):
            return "present \(Self.name(screen)) over \(Self.name(presenter))"
        case .dismiss(let presenter, _):
            return "dismiss what \(Self.name(presenter)) presents"
        case .selectTab(let index, let tabs):
            return "select tab \(index) of \(Self.name(tabs))"
        case .setTabs(let tabs, let container, _):
            return "set the tabs of \(Self.name(container)) to \(Self.names(tabs))"
        case .setRoot(let screen, _, _):
            return "set the root to \(Self.name(screen))"
        case .reversible(let step):
            return MessageText.escaped(step.name)
        }
    }

    private static func name(_ screen: any Screen) -> String {
        MessageText.quoted(screen.screenIdentifier)
    }

    private static func names(_ screens: [any Screen]) -> String {
        "[" + screens.map { name($0) }.joined(separator: ", ") + "]"
    }
}
