// Reading and writing by name, as MFHWireframes does (`wireframe[@"someKey"]`).
extension FlowContext {
    /// The value stored under `name` in this context or its nearest parent that holds one;
    /// `nil` when none does. Setting a value stores it in this context; setting `nil` removes
    /// this context's own value, so that its parent's shows through again.
    ///
    /// Names and typed keys are apart: a value stored under the name `"ShowIntro"` is not the
    /// value of a key type named `ShowIntro`. Read a name with a type through
    /// ``value(named:as:)``.
    ///
    /// <!-- sample FlowContext+Names/subscript -->
    /// ```swift
    /// context["someKey"] = "someValue"
    /// ```
    public subscript(name: String) -> (any Sendable)? {
        get {
            if case .found(let value) = lookup(.named(name)) { return value }
            return nil
        }
        set { store(newValue, at: .named(name)) }
    }

    /// The value stored under `name` in this context or its nearest parent that holds one, as a
    /// `Value`.
    ///
    /// <!-- sample FlowContext+Names/value -->
    /// ```swift
    /// let typed = try context.value(named: "someKey", as: String.self)
    /// ```
    ///
    /// - Throws: ``FlowContextError`` with ``FlowContextError/Code/typeMismatch`` when the value
    ///   is of another type (the message names both), ``FlowContextError/Code/missingValue``
    ///   when no context of the chain holds one, or ``FlowContextError/Code/parentFreed`` when
    ///   none does and the chain ends at a parent that has been freed.
    public func value<Value: Sendable>(
        named name: String,
        as type: Value.Type = Value.self
    ) throws(FlowContextError) -> Value {
        switch lookup(.named(name)) {
        case .found(let value):
            guard let typed = value as? Value else {
                throw FlowContextError.mismatch(named: name, is: value, not: Value.self)
            }
            return typed
        case .missing(let parentFreed):
            let quoted = String(reflecting: name)  // quoted, with control characters escaped
            throw FlowContextError.missing("no value is named \(quoted)", parentFreed: parentFreed)
        }
    }
}

extension FlowContextError {
    /// Why the typed key named `name`, of values of type `type`, could not be read, given what
    /// the lookup found.
    static func unreadable(_ name: String, as type: Any.Type, _ lookup: FlowLookup) -> FlowContextError {
        switch lookup {
        case .found(let value):
            return FlowContextError(.typeMismatch, "the value of \(name) is \(Swift.type(of: value)), not \(type)")
        case .missing(let parentFreed):
            return missing("\(name) has no value", parentFreed: parentFreed)
        }
    }

    /// A ``Code/typeMismatch``: the value named `name` is `value`, not a `type`.
    static func mismatch(named name: String, is value: any Sendable, not type: Any.Type) -> FlowContextError {
        let quoted = String(reflecting: name)  // quoted, with control characters escaped
        return FlowContextError(.typeMismatch, "the value named \(quoted) is \(Swift.type(of: value)), not \(type)")
    }

    /// A ``Code/missingValue`` or, when the chain ended at a freed parent, a
    /// ``Code/parentFreed`` error; `what` names the key.
    static func missing(_ what: String, parentFreed: Bool) -> FlowContextError {
        if parentFreed {
            return FlowContextError(
                .parentFreed,
                "\(what) in this flow context, and the parent it was branched from has been freed"
            )
        }
        return FlowContextError(.missingValue, "\(what) in this flow context or its parents")
    }
}
