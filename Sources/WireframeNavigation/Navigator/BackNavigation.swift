import WireframePresentation
import WireframeSupport

/// The navigation back that needs no URL — going back, popping to a screen, dismissing a modal —
/// as messages and reports name it, and the one step each takes from the visible screen.
enum BackNavigation: CustomStringConvertible {
    /// ``Navigator/back(animated:)``.
    case back
    /// ``Navigator/popTo(screenIdentifier:animated:)``.
    case popTo(screenIdentifier: String)
    /// ``Navigator/popTo(_:animated:)``: the screen's identity, and its identifier for people.
    case popToScreen(id: ScreenID, identifier: String)
    /// ``Navigator/popToRoot(animated:)``.
    case popToRoot
    /// ``Navigator/dismissModal(all:animated:)``; `all` dismisses every modal.
    case dismissModal(all: Bool)

    /// Popping to `screen`, found by its identity.
    @MainActor
    static func popTo(_ screen: any Screen) -> BackNavigation {
        .popToScreen(id: screen.screenID, identifier: screen.screenIdentifier)
    }

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

    /// The step this takes when `anchor` is the visible screen of `root`; `nil` when there is
    /// nothing to do.
    @MainActor
    func step(
        from anchor: any Screen,
        root: (any RootContainer)?,
        animated: Bool
    ) throws(NavigationError) -> NavigationStep? {
        switch self {
        case .back:
            if let stack = anchor.ownOrEnclosingStack, stack.screens.count > 1 {
                return .pop(stack, to: stack.screens[stack.screens.count - 2], animated: animated)
            }
            if let presenting = anchor.presentingScreen {
                return .dismiss(presentedBy: presenting, animated: animated)
            }
            throw NavigationError(
                .nothingToGoBack,
                "back: \(MessageText.quoted(anchor.screenIdentifier)) is the root of its stack and is not presented"
            )
        case .popTo(let identifier):
            return try popTo(from: anchor, sought: "\(MessageText.quoted(identifier))", animated: animated) {
                $0.screenIdentifier == identifier
            }
        case .popToScreen(let id, let identifier):
            return try popTo(from: anchor, sought: "\(id) \(MessageText.quoted(identifier))", animated: animated) {
                $0.screenID == id
            }
        case .popToRoot:
            let stack = try requireStack(of: anchor)
            guard let bottom = stack.screens.first else { return nil }
            return .pop(stack, to: bottom, animated: animated)
        case .dismissModal(let all):
            let presenting =
                all
                ? root?.visiblePath.first { $0.presentedScreen != nil }
                : anchor.presentingScreen
            guard let presenting else {
                throw NavigationError(.nothingToDismiss, "\(self): nothing is presented")
            }
            return .dismiss(presentedBy: presenting, animated: animated)
        }
    }

    /// Pops the visible stack to the nearest screen below its top that `isTarget` accepts.
    @MainActor
    private func popTo(
        from anchor: any Screen,
        sought: String,
        animated: Bool,
        where isTarget: (any Screen) -> Bool
    ) throws(NavigationError) -> NavigationStep {
        let stack = try requireStack(of: anchor)
        guard let target = stack.screens.last(where: isTarget) else {
            let ids = stack.screens.map { "\(MessageText.quoted($0.screenIdentifier))" }.joined(separator: ", ")
            throw NavigationError(
                .screenNotFound,
                "\(self): no screen \(sought) on stack \(MessageText.quoted(stack.screenIdentifier)) (it holds \(ids))"
            )
        }
        return .pop(stack, to: target, animated: animated)
    }

    @MainActor
    private func requireStack(of anchor: any Screen) throws(NavigationError) -> any StackContainer {
        guard let stack = anchor.ownOrEnclosingStack else {
            throw NavigationError(
                .noStack,
                "\(self): the visible screen \(MessageText.quoted(anchor.screenIdentifier)) is not on a stack"
            )
        }
        return stack
    }
}
