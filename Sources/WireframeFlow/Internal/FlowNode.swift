/// What the family keeps of one ``FlowContext``: its own values, where it sits in the tree, and
/// the streams that observe it. Lives as long as its context, and is reached only through a
/// locked ``FlowFamily`` (a class, so that a lookup up the chain reads its fields in place instead
/// of copying each node it passes).
final class FlowNode {
    // Every access happens while the family's lock is held, which already makes it exclusive;
    // the runtime's own exclusivity check of a class's `var`s is left out of the lookup's path.
    /// The values of typed keys this context holds itself (shadowing its parents').
    @exclusivity(unchecked) var typed = FlowTypedValues()
    /// The values of names this context holds itself (shadowing its parents').
    @exclusivity(unchecked) var named: [String: any Sendable] = [:]
    /// The node of the context it was branched from, while that context is alive.
    @exclusivity(unchecked) var parent: Int?
    /// Whether it was branched from a context that has been freed since.
    @exclusivity(unchecked) var lostParent = false
    /// The nodes of the contexts branched from it that are alive.
    @exclusivity(unchecked) var children: Set<Int> = []
    /// The streams observing a slot of this context, by slot and stream.
    @exclusivity(unchecked) var observers: [FlowSlot: [Int: FlowObserver]] = [:]

    init(parent: Int?) {
        self.parent = parent
    }

    /// The value of `slot` this context holds itself.
    func value(of slot: FlowSlot) -> (any Sendable)? {
        switch slot {
        case .typed(let key): typed[key]
        case .named(let name): named[name]
        }
    }

    /// Whether this context holds a value of its own for `slot`.
    func holds(_ slot: FlowSlot) -> Bool {
        value(of: slot) != nil
    }

    /// Stores `value` for `slot` (removes it, for `nil`); returns the value replaced.
    func store(_ value: (any Sendable)?, for slot: FlowSlot) -> (any Sendable)? {
        switch (slot, value) {
        case (.typed(let key), let value?): typed.update(value, for: key)
        case (.typed(let key), nil): typed.remove(key)
        case (.named(let name), let value?): named.updateValue(value, forKey: name)
        case (.named(let name), nil): named.removeValue(forKey: name)
        }
    }

    /// Every value this context holds itself.
    var allValues: [any Sendable] { typed.all + Array(named.values) }
}
