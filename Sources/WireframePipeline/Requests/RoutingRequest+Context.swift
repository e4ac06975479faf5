public import WireframeNavigation
import WireframeRouting

// The caller's context object: a typed value that goes with one request and is not part of
// its URL.
extension RoutingRequest {
    /// The context object the caller passed with `route(to:…context:)`, as `type`.
    ///
    /// ```swift
    /// try wireframe.register("/orders/:id<int>", option: .push) { request in
    ///     OrderModule.build(order: try request.context(as: Order.self))
    /// }
    /// try await wireframe.route(to: "/orders/7", context: order)
    /// ```
    ///
    /// - Throws: ``WireframeError/Code/contextMismatch`` naming the type asked and the type
    ///   passed, when the request carries no context of that type (another type, or none).
    public func context<Value: Sendable>(as type: Value.Type = Value.self) throws(WireframeError) -> Value {
        if let value = carried?.value as? Value { return value }
        let passed = carried.map { "a \($0.typeName)" } ?? "none"
        throw WireframeError(
            .contextMismatch,
            url: url,
            "route to \(MessageText.quoted(url)): the request carries no context of type \(Value.self) (it carries \(passed))"
        )
    }

    /// Whether the caller passed a context object with this request.
    public var hasContext: Bool { carried != nil }
}
