import WireframeSupport

/// Data that travels along a flow of screens: a key/value store with typed keys, that can
/// branch, be observed, and be used from any thread or task.
///
/// Instead of one screen configuring the next (and knowing "how did we get here?"), the screens
/// of a flow share a context, and each reads what it needs from it:
///
/// <!-- sample FlowContext/FlowContext -->
/// ```swift
/// let context = FlowContext()
/// context[ShowIntro.self] = false
/// let showIntro = context[ShowIntro.self]  // false; true (the default) if never set
/// ```
///
/// Keys are types (``FlowContextKey`` for values with a default, ``RequiredFlowContextKey`` for
/// values one of the contexts must hold); strings work too, for code that comes from
/// MFHWireframes (``subscript(_:)-(String)``).
///
/// ``branch()`` makes a child context: reading a key the child does not hold goes up to its
/// parent, and up again to the topmost parent; writing to the child shadows the parent's value
/// without changing it. A child holds its parent weakly: when the parent is freed, the child
/// keeps what it holds itself. ``values(for:)->AsyncStream<Key.Value>`` observes a key as an
/// `AsyncSequence`.
///
/// Every member is safe to call from any thread or task at once; each read or write sees the
/// whole chain at one instant.
public final class FlowContext: Sendable {
    /// The lock and the state of every context of this family (the topmost context and all that
    /// were branched from it). Shared with the children, so no child needs its parent to be
    /// alive to reach it.
    let family: Lock<FlowFamily>
    /// This context's node in the family.
    let id: Int

    /// The context this one was branched from, while it is alive; `nil` for a context made
    /// with ``init()``, and once the parent has been freed.
    public weak let parent: FlowContext?

    /// Creates an empty context with no parent: the top of a new flow.
    public init() {
        let family = Lock(FlowFamily())
        self.family = family
        id = family.withLock { $0.addNode(parent: nil) }
        parent = nil
    }

    private init(branchingFrom parent: FlowContext) {
        family = parent.family
        id = family.withLock { $0.addNode(parent: parent.id) }
        self.parent = parent
    }

    /// Makes a child of this context, empty, that reads through to this context (and its
    /// parents) for every key it does not hold itself.
    ///
    /// The child holds this context weakly: it never keeps it alive. Writing to the child
    /// shadows this context's value for that key, in the child and in the child's own children,
    /// and leaves this context unchanged.
    public func branch() -> FlowContext {
        FlowContext(branchingFrom: self)
    }

    deinit {
        let removal = family.withLock { $0.removeNode(id) }
        // Outside the lock: ending a stream locks the family (its termination handler), and
        // releasing a value may run any deinit.
        for observer in removal.observers { observer.finish() }
    }
}
