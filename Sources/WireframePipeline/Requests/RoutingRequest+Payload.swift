import WireframeNavigation
import WireframeRouting
import WireframeSupport

// The caller's payload: a typed value that goes with one request and is not part of its URL.
extension RoutingRequest {
    /// The payload the caller passed with `route(to:…payload:)`, as `type`.
    ///
    /// <!-- sample RoutingRequest+Payload/payload -->
    /// ```swift
    /// try wireframe.register("/orders/:id<int>", option: .push) { request in
    ///     OrderModule.build(order: try request.payload(as: Order.self))
    /// }
    /// try await wireframe.route(to: "/orders/7", payload: order)
    /// ```
    ///
    /// - Throws: `WireframeError.Code.payloadMismatch` naming the type asked and the type
    ///   passed, when the request carries no payload of that type (another type, or none).
    public func payload<Value: Sendable>(as type: Value.Type = Value.self) throws(WireframeError) -> Value {
        if let value = carried?.value as? Value { return value }
        let passed = carried.map { "a \($0.typeName)" } ?? "none"
        throw WireframeError(
            .payloadMismatch,
            url: url,
            "route to \(MessageText.quoted(url)): the request carries no payload of type \(Value.self) (it carries \(passed))"
        )
    }

    /// Whether the caller passed a payload with this request.
    public var hasPayload: Bool { carried != nil }
}
