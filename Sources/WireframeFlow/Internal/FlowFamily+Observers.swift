// Streams coming and going, and a context leaving its family.
extension FlowFamily {
    /// What a context leaves behind: its values and its streams, to release and end once the
    /// lock is free.
    struct Removal: Sendable {
        var values: [any Sendable] = []
        var observers: [FlowObserver] = []
    }

    /// Adds `observer` to the streams of `slot` at node `id`, and delivers the value now.
    mutating func addObserver(_ observer: FlowObserver, number: Int, for slot: FlowSlot, at id: Int) {
        guard nodes[id] != nil else { return }
        nodes[id]?.observers[slot, default: [:]][number] = observer
        observerCounts[slot, default: 0] += 1
        observer.deliver(lookup(slot, from: id))
    }

    /// Takes out the stream `number` of `slot` at node `id`, if it is still there.
    mutating func removeObserver(number: Int, for slot: FlowSlot, at id: Int) -> FlowObserver? {
        guard let removed = nodes[id]?.observers[slot]?.removeValue(forKey: number) else { return nil }
        if nodes[id]?.observers[slot]?.isEmpty == true { nodes[id]?.observers[slot] = nil }
        countDown(slot, by: 1)
        return removed
    }

    /// Takes node `id` out of the family, when its context is freed. Its children become the
    /// tops of their own chains; the streams below it whose value came from it or its parents
    /// are given their new value.
    mutating func removeNode(_ id: Int) -> Removal {
        // Which streams below see a value that is leaving, decided while it is still there.
        let affected = observerCounts.isEmpty ? [] : streamsLosingTheirValue(below: id)
        guard let node = takeNode(id) else { return Removal() }
        if let parent = node.parent { nodes[parent]?.children.remove(id) }
        for child in node.children {
            nodes[child]?.parent = nil
            nodes[child]?.lostParent = true
        }
        for (slot, observers) in node.observers { countDown(slot, by: observers.count) }
        for (slot, nodeID) in affected {
            guard let observers = nodes[nodeID]?.observers[slot] else { continue }
            let value = lookup(slot, from: nodeID)
            for observer in observers.values { observer.deliver(value) }
        }
        return Removal(
            values: node.allValues,
            observers: node.observers.values.flatMap(\.values)
        )
    }

    /// The observed slots of the nodes below `id` whose value comes from `id` or its parents:
    /// no node between them and `id` holds its own, and the chain from `id` holds one.
    private func streamsLosingTheirValue(below id: Int) -> [(FlowSlot, Int)] {
        var affected: [(FlowSlot, Int)] = []
        var pending = Array(nodes[id]?.children ?? [])
        while let current = pending.popLast() {
            guard let node = nodes[current] else { continue }
            for slot in node.observers.keys where value(of: slot, seenFrom: current, isHeldAtOrAbove: id) {
                affected.append((slot, current))
            }
            pending.append(contentsOf: node.children)
        }
        return affected
    }

    /// Whether the value of `slot` seen from node `start` is held by node `id` or a node above it.
    private func value(of slot: FlowSlot, seenFrom start: Int, isHeldAtOrAbove id: Int) -> Bool {
        var current = start
        var reached = false
        while let node = nodes[current] {
            if current == id { reached = true }
            if node.holds(slot) { return reached }
            guard let parent = node.parent else { return false }
            current = parent
        }
        return false
    }

    private mutating func countDown(_ slot: FlowSlot, by count: Int) {
        let left = (observerCounts[slot] ?? 0) - count
        observerCounts[slot] = left > 0 ? left : nil
    }
}
