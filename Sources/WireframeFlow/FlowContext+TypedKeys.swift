import WireframeSupport

// Reading and writing through typed keys.
extension FlowContext {
    /// The value of `key`: this context's own, or its nearest parent's, or the key's default
    /// when no context of the chain holds one. Setting it stores the value in this context.
    ///
    /// <!-- sample FlowContext+TypedKeys/subscript -->
    /// ```swift
    /// context[ShowIntro.self] = false
    /// ```
    public subscript<Key: FlowContextKey>(key: Key.Type) -> Key.Value {
        get {
            if case .found(let value) = lookup(FlowSlot(key)), let typed = value as? Key.Value {
                return typed
            }
            return Key.defaultValue
        }
        set { store(newValue, at: FlowSlot(key)) }
    }

    /// The value of `key`: this context's own, or its nearest parent's; `nil` when no context of
    /// the chain holds one. Setting a value stores it in this context; setting `nil` removes
    /// this context's own value, so that its parent's shows through again.
    ///
    /// Use ``value(for:)`` to learn why a value is missing.
    public subscript<Key: RequiredFlowContextKey>(key: Key.Type) -> Key.Value? {
        get { try? value(for: key) }
        set {
            if let newValue {
                store(newValue, at: FlowSlot(key))
            } else {
                store(nil, at: FlowSlot(key))
            }
        }
    }

    /// The value of `key`: this context's own, or its nearest parent's.
    ///
    /// - Throws: ``FlowContextError`` with ``FlowContextError/Code/missingValue`` when no
    ///   context of the chain holds a value, or ``FlowContextError/Code/parentFreed`` when none
    ///   does and the chain ends at a parent that has been freed.
    public func value<Key: RequiredFlowContextKey>(for key: Key.Type) throws(FlowContextError) -> Key.Value {
        let lookup = lookup(FlowSlot(key))
        // Only this key's members store in its slot, so the cast cannot fail; should it, the
        // caller learns it by a typed error rather than a trap.
        if case .found(let value) = lookup, let typed = value as? Key.Value { return typed }
        throw FlowContextError.unreadable(String(describing: key), as: Key.Value.self, lookup)
    }

    /// Removes this context's own value for `key`, so that its parent's (or the default) shows
    /// through again. The parents are unchanged.
    public func removeValue<Key: FlowContextKey>(for key: Key.Type) {
        store(nil, at: FlowSlot(key))
    }

    /// Removes this context's own value for `key`, so that its parent's shows through again.
    /// The parents are unchanged.
    public func removeValue<Key: RequiredFlowContextKey>(for key: Key.Type) {
        store(nil, at: FlowSlot(key))
    }

    /// What a lookup of `slot` from this context finds, at one instant of the whole chain.
    func lookup(_ slot: FlowSlot) -> FlowLookup {
        family.withLock { $0.lookup(slot, from: id) }
    }

    /// Stores `value` in this context (removes its own, for `nil`) and tells the observers.
    func store(_ value: (any Sendable)?, at slot: FlowSlot) {
        let replaced = family.withLock { $0.store(value, at: slot, in: id) }
        // Released here, once the lock is free: a value's deinit may use this family again.
        _ = replaced
    }
}
