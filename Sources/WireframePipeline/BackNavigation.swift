import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The navigation back that needs no URL — going back, popping to a screen, dismissing a modal —
/// as messages and reports name it.
enum BackNavigation: CustomStringConvertible {
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
    var description: String {
        switch self {
        case .back: "back"
        case .popTo(let identifier): "popTo(\(MessageText.quoted(identifier)))"
        case .popToScreen(let id, let identifier): "popTo(\(id) \(MessageText.quoted(identifier)))"
        case .popToRoot: "popToRoot"
        case .dismissModal(let all): all ? "dismissModal(all)" : "dismissModal"
        }
    }
}
