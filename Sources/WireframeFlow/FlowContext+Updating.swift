import WireframeSupport

// Reading and writing in one step: a read-modify-write that no other read or write of the flow
// can come between.
extension FlowContext {
    /// Changes the value of `key` in one step that no other read or write of the flow can come
    /// between, and returns what `body` returns.
    ///
    /// `body` is given the value as this context sees it (its own, its nearest parent's, or the
    /// key's default), and what it leaves is stored in this context, as setting the subscript
    /// does. A read followed by a write is two steps: from several tasks at once, increments
    /// made that way are lost; made with `update`, none is:
    ///
    /// ```swift
    /// context.update(VisitCount.self) { $0 += 1 }
    /// let added = context.update(CartItems.self) { items in
    ///     items.append("tea")
    ///     return items.count
    /// }
    /// ```
    ///
    /// When `body` throws, nothing is stored and the error is rethrown. `body` runs while the
    /// flow's contexts are locked: it must not read or write this context, its parents or its
    /// branches (that would wait for itself), and should be quick. The observers of the key
    /// hear of the new value.
    @inlinable
    @discardableResult
    public func update<Key: FlowContextKey, Result, Failure: Error>(
        _ key: Key.Type,
        _ body: (inout Key.Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try modify(FlowSlot(key)) { (stored: inout (any Sendable)?) throws(Failure) -> Result in
            var value = stored.flatMap { $0 as? Key.Value } ?? Key.defaultValue
            let result = try body(&value)
            stored = value
            return result
        }
    }

    /// Changes the value of `key` in one step that no other read or write of the flow can come
    /// between, and returns what `body` returns.
    ///
    /// `body` is given the value as this context sees it, or `nil` when no context of the chain
    /// holds one. What it leaves is stored in this context; leaving `nil` removes this context's
    /// own value, as setting the subscript to `nil` does:
    ///
    /// ```swift
    /// let number = context.update(OrderNumber.self) { number in
    ///     if number == nil { number = "A-1002" }
    ///     return number ?? ""
    /// }
    /// ```
    ///
    /// When `body` throws, nothing is stored and the error is rethrown. As with a key that has a
    /// default, `body` runs while the flow's contexts are locked and must not use them.
    @inlinable
    @discardableResult
    public func update<Key: RequiredFlowContextKey, Result, Failure: Error>(
        _ key: Key.Type,
        _ body: (inout Key.Value?) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try modify(FlowSlot(key)) { (stored: inout (any Sendable)?) throws(Failure) -> Result in
            var value = stored.flatMap { $0 as? Key.Value }
            let result = try body(&value)
            stored = value
            return result
        }
    }

    /// Changes the value named `name`, as a `Value`, in one step that no other read or write of
    /// the flow can come between, and returns what `body` returns.
    ///
    /// `body` is given the value as this context sees it, or `nil` when no context of the chain
    /// holds one; what it leaves is stored in this context (`nil` removes this context's own):
    ///
    /// ```swift
    /// try context.update(named: "visits", as: Int.self) { $0 = ($0 ?? 0) + 1 }
    /// ```
    ///
    /// - Throws: ``FlowContextError`` with ``FlowContextError/Code/typeMismatch`` when the value
    ///   is of another type (the message names both); nothing is stored and `body` is not run.
    @discardableResult
    public func update<Value: Sendable, Result>(
        named name: String,
        as type: Value.Type = Value.self,
        _ body: (inout Value?) -> Result
    ) throws(FlowContextError) -> Result {
        try modify(.named(name)) { (stored: inout (any Sendable)?) throws(FlowContextError) -> Result in
            var value: Value?
            if let stored {
                guard let typed = stored as? Value else {
                    throw FlowContextError.mismatch(named: name, is: stored, not: Value.self)
                }
                value = typed
            }
            let result = body(&value)
            stored = value
            return result
        }
    }

    /// Runs `body` on the value of `slot` as this context sees it (`nil` when none is held) and
    /// stores what it leaves in this context, while the family's lock is held; stores nothing
    /// when `body` throws.
    @usableFromInline
    func modify<Result, Failure: Error>(
        _ slot: FlowSlot,
        _ body: (inout (any Sendable)?) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // The result leaves through a variable rather than as what `withLock` returns, which
        // must be `sending`: a result made by `body` is in `body`'s region, not a region of its own.
        var result: Result?
        let replaced = try family.withLock { (family: inout FlowFamily) throws(Failure) -> (any Sendable)? in
            let (made, replaced) = try family.modify(slot, in: id, body)
            result = made
            return replaced
        }
        // Released here, once the lock is free: a value's deinit may use this family again.
        _ = replaced
        guard let result else { preconditionFailure("Lock.withLock returned without running its body") }
        return result
    }
}
