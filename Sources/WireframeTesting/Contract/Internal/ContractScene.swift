import WireframePresentation

/// A window showing stack "main" with screen "inbox", built by a backend under test: where most
/// checks start.
@MainActor
struct ContractScene {
    let window: any RootContainer
    let stack: any StackContainer
    let inbox: any Screen

    init(_ backend: any BackendUnderTest) async throws {
        window = backend.makeWindow()
        stack = backend.makeStack("main")
        inbox = backend.makeScreen("inbox")
        try await stack.setScreens([inbox], animated: false)
        try await window.setRoot(stack, animated: false)
    }

    /// A backend-neutral outline of a window on one line, to see that a refused transition
    /// changed nothing: `main["inbox" presents "compose"]`.
    static func outline(_ window: any RootContainer) -> String {
        guard let root = window.root else { return "(no root)" }
        return outline(root)
    }

    private static func outline(_ screen: any Screen) -> String {
        var text = "\"\(screen.screenIdentifier)\""
        if let tabs = screen as? any TabContainer {
            let selected = tabs.selectedIndex.map(String.init) ?? "-"
            text += "{tabs \(selected): " + tabs.tabs.map(outline).joined(separator: ", ") + "}"
        } else if let stack = screen as? any StackContainer {
            text += "[" + stack.screens.map(outline).joined(separator: ", ") + "]"
        } else if screen is any ChildContainer {
            // An app's own container (a split view): its children as the shared walk lists them.
            text += "<" + screen.heldScreens.map(outline).joined(separator: ", ") + ">"
        }
        if let presented = screen.presentedScreen {
            text += " presents " + outline(presented)
        }
        return text
    }

    /// Whether `presenter` is what presents for `screen`: the screen itself (as the headless
    /// backend reports) or one of its containers (UIKit presents from the presentation context,
    /// the outermost container, and reports that as `presentingViewController`). The contract
    /// accepts both, as `Screen.presentingScreen` documents.
    static func isPresenter(_ presenter: (any Screen)?, onBehalfOf screen: any Screen) -> Bool {
        guard let presenter else { return false }
        let candidates: [(any Screen)?] = [
            screen, screen.enclosingStack, screen.enclosingTabs, screen.enclosingStack?.enclosingTabs,
        ]
        return candidates.contains { $0 === presenter }
    }
}
