/// A key of a ``FlowContext`` whose value has a sensible default: reading it never fails.
///
/// The type is the key: declare one per piece of data a flow carries, and read and write it
/// through ``FlowContext/subscript(_:)->Key.Value``. When neither the context nor any of its
/// parents holds a value, reading gives ``defaultValue``.
///
/// <!-- sample FlowContextKey/FlowContextKey -->
/// ```swift
/// enum ShowIntro: FlowContextKey {
///     static let defaultValue = true
/// }
/// ```
///
/// For data that has no default, such as an order number the flow must have been given, use
/// ``RequiredFlowContextKey``. A type should conform to one of the two, not both.
public protocol FlowContextKey {
    /// The type of the key's value.
    associatedtype Value: Sendable

    /// What reading the key gives when no context of the chain holds a value.
    static var defaultValue: Value { get }
}
