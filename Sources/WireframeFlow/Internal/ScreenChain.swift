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
        // Every request of a wireframe looks this up, so the walk allocates nothing. A screen
        // type of an app's own could report links that loop: the walk then gives up after more
        // screens than any real hierarchy nests, as if the chain ended there (a context on the
        // loop is found on the first time round).
        var current: any Screen = self
        for _ in 0..<longestFlowChain {
            if let context = current.screenAttachments[FlowContextAttachment.self] { return context }
            guard let next = current.flowChainParent else { return nil }
            current = next
        }
        return nil
    }
}

/// How many screens a lookup of a screen's flow context visits at most.
private let longestFlowChain = 256
