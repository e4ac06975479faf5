public import WireframePresentation
import WireframeRouting

/// A navigation action that needs no URL: going back, popping to a screen, dismissing a modal.
public enum NavigationAction: Hashable, Sendable, CustomStringConvertible {
    /// ``Wireframe/back(animated:)``.
    case back
    /// ``Wireframe/popTo(screenIdentifier:animated:)``.
    case popTo(screenIdentifier: String)
    /// ``Wireframe/popTo(_:animated:)``: the screen's identity, and its identifier for people.
    case popToScreen(id: ScreenID, identifier: String)
    /// ``Wireframe/popToRoot(animated:)``.
    case popToRoot
    /// ``Wireframe/dismissModal(all:animated:)``; `all` dismisses every modal.
    case dismissModal(all: Bool)

    /// `back`, `popTo("inbox")`, `popTo(#12 "inbox")`, `popToRoot`, `dismissModal`, `dismissModal(all)`.
    public var description: String {
        switch self {
        case .back: "back"
        case .popTo(let identifier): "popTo(\(MessageText.quoted(identifier)))"
        case .popToScreen(let id, let identifier): "popTo(\(id) \(MessageText.quoted(identifier)))"
        case .popToRoot: "popToRoot"
        case .dismissModal(let all): all ? "dismissModal(all)" : "dismissModal"
        }
    }
}

/// What a navigation action did: the screens that left the hierarchy.
///
/// The result holds those screens; drop it to let them be freed.
@MainActor
public struct NavigationResult {
    /// The action carried out.
    public let action: NavigationAction
    /// The screens that left the hierarchy: popped screens bottom first, or the dismissed
    /// modal (which takes the screens it holds and presents with it).
    public let removed: [any Screen]

    /// Creates a result.
    init(action: NavigationAction, removed: [any Screen]) {
        self.action = action
        self.removed = removed
    }

    /// `back: removed "message:42"`.
    public var summary: String {
        // A property rather than `CustomStringConvertible`, as `RoutingPlacement.summary` is.
        let names = removed.map { "\(MessageText.quoted($0.screenIdentifier))" }.joined(separator: ", ")
        return "\(action): removed \(names.isEmpty ? "nothing" : names)"
    }
}
