import WireframePresentation

/// Where a screen keeps its own flow context: in its `ScreenAttachments`, which the screen holds
/// strongly and which never hold the screen. So a screen keeps its context alive, and a context
/// (which knows nothing of screens) never keeps a screen alive.
enum FlowContextAttachment: ScreenAttachmentKey {
    typealias Value = FlowContext
}

// The chain a screen looks its flow context up in. It follows the links every backend gives a
// `Screen` (UIKit: `navigationController`, `tabBarController`, `presentingViewController`), so
// it works for any screen type without a subclass. The containers come first: a context
// attached to a flow's stack is the one every screen pushed on it finds. A presented screen then
// goes on to the screen its backend reports as presenting it; UIKit reports the outermost
// container of the presenter, the headless backend the presenter itself, which is why the
// documentation tells apps to hand a context on to a presented screen rather than count on the
// presenter being on the chain.
extension Screen {
    /// The next screen up the chain: the stack this screen is on, else the tabs it is in, else
    /// the screen presenting it; `nil` at the top.
    var flowChainParent: (any Screen)? {
        if let stack = enclosingStack, stack !== self { return stack }
        if let tabs = enclosingTabs, tabs !== self { return tabs }
        if let presenting = presentingScreen, presenting !== self { return presenting }
        return nil
    }

    /// The context attached to this screen or, failing that, to the nearest screen up its
    /// chain; `nil` when none has one.
    func nearestFlowContext() -> FlowContext? {
        var current: any Screen = self
        // A screen type of an app's own could report links that loop; the walk then stops at
        // the first screen it meets again, as if the chain ended there. Chains are a few screens
        // long, so a list is enough.
        var visited: [ObjectIdentifier] = []
        while true {
            if let context = current.screenAttachments[FlowContextAttachment.self] { return context }
            visited.append(ObjectIdentifier(current))
            guard let next = current.flowChainParent, !visited.contains(ObjectIdentifier(next)) else {
                return nil
            }
            current = next
        }
    }
}
