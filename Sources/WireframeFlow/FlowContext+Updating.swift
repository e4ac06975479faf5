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
    /// <!-- sample FlowContext+Updating/update -->
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
    @discardableResult
    public func update<Key: FlowContextKey, Result, Failure: Error>(
        _ key: Key.Type,
        _ body: (inout Key.Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try update(FlowSlot(key)) { (value: inout Key.Value?) throws(Failure) -> Result in
            var seen = value ?? Key.defaultValue
            defer { value = seen }
            return try body(&seen)
        }
    }

    /// Changes the value of `key` in one step that no other read or write of the flow can come
    /// between, and returns what `body` returns.
    ///
    /// `body` is given the value as this context sees it, or `nil` when no context of the chain
    /// holds one. What it leaves is stored in this context; leaving `nil` removes this context's
    /// own value, as setting the subscript to `nil` does:
    ///
    /// <!-- sample FlowContext+Updating/update-2 -->
    /// ```swift
    /// let number = context.update(OrderNumber.self) { number in
    ///     if number == nil { number = "A-1002" }
    ///     return number ?? ""
    /// }
    /// ```
    ///
    /// When `body` throws, nothing is stored and the error is rethrown. As with a key that has a
    /// default, `body` runs while the flow's contexts are locked and must not use them.
    @discardableResult
    public func update<Key: RequiredFlowContextKey, Result, Failure: Error>(
        _ key: Key.Type,
        _ body: (inout Key.Value?) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try update(FlowSlot(key), body)
    }

    /// The one read-modify-write of a typed key's slot: `body` sees the value as this context
    /// sees it (`nil` when no context of the chain holds one) and what it leaves is stored here;
    /// when `body` throws, nothing is stored.
    private func update<Value: Sendable, Result, Failure: Error>(
        _ slot: FlowSlot,
        _ body: (inout Value?) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var outcome: Swift.Result<Result, Failure>?
        modify(slot) { stored in
            var value = stored.flatMap { $0 as? Value }
            do throws(Failure) {
                outcome = .success(try body(&value))
            } catch {
                outcome = .failure(error)
                return false
            }
            stored = value
            return true
        }
        return try Self.result(of: outcome)
    }

    /// Changes the value named `name`, as a `Value`, in one step that no other read or write of
    /// the flow can come between, and returns what `body` returns.
    ///
    /// `body` is given the value as this context sees it, or `nil` when no context of the chain
    /// holds one; what it leaves is stored in this context (`nil` removes this context's own):
    ///
    /// <!-- sample FlowContext+Updating/update-3 -->
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
        var outcome: Swift.Result<Result, FlowContextError>?
        modify(.named(name)) { stored in
            var value: Value?
            if let stored {
                guard let typed = stored as? Value else {
                    outcome = .failure(FlowContextError.mismatch(named: name, is: stored, not: Value.self))
                    return false
                }
                value = typed
            }
            outcome = .success(body(&value))
            stored = value
            return true
        }
        return try Self.result(of: outcome)
    }

    /// Runs `body` on the value of `slot` as this context sees it (`nil` when none is held) and,
    /// when it returns `true`, stores what it leaves in this context, while the family's lock is
    /// held and its observers are told.
    ///
    /// The typed `update`s keep their result and error themselves, and a body that failed
    /// returns `false`, so that nothing is stored.
    func modify(_ slot: FlowSlot, _ body: (inout (any Sendable)?) -> Bool) {
        let replaced = family.withLock { (family: inout FlowFamily) -> (any Sendable)? in
            var value: (any Sendable)?
            if case .found(let found) = family.lookup(slot, from: id) { value = found }
            guard body(&value) else { return nil }
            return family.store(value, at: slot, in: id)
        }
        // Released here, once the lock is free: a value's deinit may use this family again.
        _ = replaced
    }

    /// What an update's body returned, or its error thrown.
    static func result<Result, Failure: Error>(of outcome: Swift.Result<Result, Failure>?) throws(Failure) -> Result {
        switch outcome {
        case .success(let result)?: return result
        case .failure(let error)?: throw error
        case nil: preconditionFailure("Lock.withLock returned without running its body")
        }
    }
}
