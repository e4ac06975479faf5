// Why one lock for a whole family (a root context and every context branched from it, however
// far down), rather than one per context:
// - A lookup that goes up the chain sees it at one instant. With a lock per context, a parent
//   could be written, or freed, between reading the child and reading the parent.
// - A write and the deliveries to the observers below it are one critical section, so two
//   writes never reach an observer in the opposite order (its last value is the latest value).
// - No strong reference to a context is ever taken while the lock is held: the chain is walked
//   through node numbers, not through the contexts' weak references, so no context's deinit
//   (which locks the family) can run inside a critical section.
// The cost is that unrelated branches of one family contend for one lock; a flow's contexts are
// few, and each critical section is a few dictionary look-ups.

/// The state of a family of contexts, behind the family's lock: one node per live context.
struct FlowFamily {
    /// The node of each live context, by number: an index, so that a step up the chain hashes
    /// nothing. A number is reused once its node is gone (see `freeNumbers`).
    var nodes: [FlowNode?] = []
    /// The numbers of nodes that are gone, for new nodes to take.
    private var freeNumbers: [Int] = []
    /// How many streams observe each slot, over the whole family; a write to a slot nobody
    /// observes skips the walk down the tree.
    var observerCounts: [FlowSlot: Int] = [:]
    private var lastStreamNumber = 0

    /// A new number for a stream, never given before in this family (so a stream that ends
    /// after its node's number was reused cannot take out another node's stream).
    mutating func makeStreamNumber() -> Int {
        lastStreamNumber += 1
        return lastStreamNumber
    }

    /// Adds a node under `parent` (or a root, for `nil`) and returns its number.
    mutating func addNode(parent: Int?) -> Int {
        let id: Int
        if let free = freeNumbers.popLast() {
            id = free
            nodes[id] = FlowNode(parent: parent)
        } else {
            id = nodes.count
            nodes.append(FlowNode(parent: parent))
        }
        if let parent { nodes[parent]?.children.insert(id) }
        return id
    }

    /// Takes node `id` out, and frees its number.
    mutating func takeNode(_ id: Int) -> FlowNode? {
        guard let node = nodes[id] else { return nil }
        nodes[id] = nil
        freeNumbers.append(id)
        return node
    }

    /// The value of `slot` seen from node `id`: its own, or the nearest parent's.
    func lookup(_ slot: FlowSlot, from id: Int) -> FlowLookup {
        var current = id
        while let node = nodes[current] {
            if let value = node.value(of: slot) { return .found(value) }
            guard let parent = node.parent else { return .missing(parentFreed: node.lostParent) }
            current = parent
        }
        // A node leaves the family only with its context, and its children are told first.
        return .missing(parentFreed: true)
    }

    /// Stores `value` in node `id` (removes its own value, for `nil`), delivers the new value of
    /// `slot` to the streams that see it, and returns the value replaced, for the caller to
    /// release once the lock is free.
    mutating func store(_ value: (any Sendable)?, at slot: FlowSlot, in id: Int) -> (any Sendable)? {
        let replaced = nodes[id]?.store(value, for: slot)
        if !observerCounts.isEmpty, observerCounts[slot] != nil { deliver(slot, from: id) }
        return replaced
    }

    /// Delivers the value of `slot` to the streams of node `id` and of the nodes below it that
    /// see the same value, that is, below which no node holds its own.
    func deliver(_ slot: FlowSlot, from id: Int) {
        var pending = [id]
        while let current = pending.popLast() {
            guard let node = nodes[current] else { continue }
            if current != id, node.holds(slot) { continue }
            if let observers = node.observers[slot] {
                let value = lookup(slot, from: current)
                for observer in observers.values { observer.deliver(value) }
            }
            pending.append(contentsOf: node.children)
        }
    }
}
