public import WireframePresentation
import WireframeRouting
import WireframeSupport

/// Where a transition showed a screen; part of a ``RoutingResult``.
///
/// The placement holds the containers it names until the caller lets the result go; the
/// wireframe itself keeps no result.
@MainActor
public indirect enum RoutingPlacement {
    /// Pushed onto `stack`.
    case pushed(onto: any StackContainer)
    /// Presented modally by `by`, the presenting screen; `stack` is the new stack it was put in, if any.
    case presented(by: any Screen, inStack: (any StackContainer)?)
    /// Made the root of the window; `stack` is the new stack it was put in, if any.
    case root(inStack: (any StackContainer)?)
    /// The tab at `index` of `tabs` was selected, then the screen was shown inside it as `then`
    /// says (`nil` when the screen was the tab, or already on it).
    case tab(index: Int, of: any TabContainer, then: RoutingPlacement?)
    /// Popped `stack` back to a screen already on it (``ReuseOption``).
    case poppedBack(on: any StackContainer)
    /// Added as the tab at `index` of `tabs`, then selected (``SelectOrAddTabOption``).
    case addedTab(index: Int, of: any TabContainer)
    /// A placement of a custom transition, described in its own words.
    case custom(String)

    /// `pushed onto "main"`, `presented by "inbox" in a new stack "stack"`, ….
    public var summary: String {
        switch self {
        case .pushed(let stack):
            return "pushed onto \(MessageText.quoted(stack.screenIdentifier))"
        case .presented(let presenter, let stack):
            return "presented by \(MessageText.quoted(presenter.screenIdentifier))" + Self.inStack(stack)
        case .root(let stack):
            return "made the root" + Self.inStack(stack)
        case .tab(let index, let tabs, let then):
            let inside = then.map { ", then " + $0.summary } ?? ""
            return "selected tab \(index) of \(MessageText.quoted(tabs.screenIdentifier))" + inside
        case .poppedBack(let stack):
            return "popped back on \(MessageText.quoted(stack.screenIdentifier))"
        case .addedTab(let index, let tabs):
            return "added as tab \(index) of \(MessageText.quoted(tabs.screenIdentifier))"
        case .custom(let text):
            return text
        }
    }

    private static func inStack(_ stack: (any StackContainer)?) -> String {
        stack.map { " in a new stack \(MessageText.quoted($0.screenIdentifier))" } ?? ""
    }
}

// Printed, a placement reads as its summary; the conformance is isolated to the main actor, as
// the screens it names are (see `RoutingResult`'s).
#if compiler(>=6.2)
extension RoutingPlacement: @MainActor CustomStringConvertible {
    /// The ``summary``: `pushed onto "main"`, `selected tab 1 of "tabs"`.
    public var description: String { summary }
}
#endif
