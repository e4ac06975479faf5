package import WireframePresentation
import WireframeSupport

/// Where a screen keeps its own flow context: in its `ScreenAttachments`, which the screen holds
/// strongly and which never hold the screen. So a screen keeps its context alive, and a context
/// (which knows nothing of screens) never keeps a screen alive.
enum FlowContextAttachment: ScreenAttachmentKey {
    typealias Value = AttachedFlowContext
}

/// A context as one screen holds it. Counts the screens that hold a context of their own, so
/// that a wireframe whose screens hold none skips looking one up for every request.
final class AttachedFlowContext {
    let context: FlowContext

    /// How many screens hold a context of their own now.
    private static let count = Lock(0)

    init(_ context: FlowContext) {
        self.context = context
        Self.count.withLock { $0 += 1 }
    }

    deinit {
        Self.count.withLock { $0 -= 1 }
    }

    /// Whether any screen holds a context of its own now.
    static var anyAttached: Bool { count.withLock { $0 > 0 } }
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
    /// The next screen up the chain: the container this screen is directly in (its stack, its
    /// tabs, a split view or container of the app's own: `parentScreen`, the one step every
    /// upward walk takes), else the screen presenting it; `nil` at the top.
    var flowChainParent: (any Screen)? {
        if let parent = parentScreen, parent !== self { return parent }
        if let presenting = presentingScreen, presenting !== self { return presenting }
        return nil
    }

    /// The context attached to this screen or, failing that, to the nearest screen up its
    /// chain; `nil` when none has one.
    func nearestFlowContext() -> FlowContext? {
        // A wireframe looks this up for every request, so the walk allocates nothing, and is
        // skipped when no screen holds a context. A screen type of an app's own could report
        // links that loop: the walk then gives up after more screens than any real hierarchy
        // nests, as if the chain ended there (a context on the loop is found the first time
        // round).
        guard AttachedFlowContext.anyAttached else { return nil }
        var current: any Screen = self
        for _ in 0..<longestFlowChain {
            if let attached = current.screenAttachments[FlowContextAttachment.self] { return attached.context }
            guard let next = current.flowChainParent else { return nil }
            current = next
        }
        return nil
    }
}

extension RootContainer {
    /// The flow context of the screen on top (`topmostScreen`), or `nil`: where a wireframe's
    /// request starts from. Free when no screen holds a context.
    package var topmostFlowContext: FlowContext? {
        guard AttachedFlowContext.anyAttached else { return nil }
        return topmostScreen?.flowContext
    }
}

/// How many screens a lookup of a screen's flow context visits at most.
private let longestFlowChain = 256
