/// A payload a caller passes with a request: a value of any `Sendable` type, read back by its
/// type.
struct RequestPayload: Sendable {
    let value: any Sendable

    /// The type's name, for messages.
    var typeName: String { String(describing: type(of: value)) }
}
