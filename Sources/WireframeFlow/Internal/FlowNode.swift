/// What the family keeps of one ``FlowContext``: its own values, where it sits in the tree, and
/// the streams that observe it. Lives as long as its context, and only inside a locked
/// ``FlowFamily``.
struct FlowNode: Sendable {
    /// The values this context holds itself (shadowing its parents').
    var values: [FlowSlot: any Sendable] = [:]
    /// The node of the context it was branched from, while that context is alive.
    var parent: Int?
    /// Whether it was branched from a context that has been freed since.
    var lostParent = false
    /// The nodes of the contexts branched from it that are alive.
    var children: Set<Int> = []
    /// The streams observing a slot of this context, by slot and stream.
    var observers: [FlowSlot: [Int: FlowObserver]] = [:]
}
