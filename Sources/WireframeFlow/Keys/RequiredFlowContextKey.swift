/// A key of a ``FlowContext`` whose value has no default: one of the contexts of the chain must
/// hold it.
///
/// Read it with ``FlowContext/value(for:)``, which throws a ``FlowContextError`` naming the key
/// when no context of the chain holds a value, or through
/// ``FlowContext/subscript(_:)->Key.Value?``, which gives `nil` then.
///
/// <!-- sample RequiredFlowContextKey/RequiredFlowContextKey -->
/// ```swift
/// enum OrderNumber: RequiredFlowContextKey {
///     typealias Value = String
/// }
/// ```
///
/// For data that has a sensible default, use ``FlowContextKey``. A type should conform to one of
/// the two, not both.
public protocol RequiredFlowContextKey {
    /// The type of the key's value.
    associatedtype Value: Sendable
}
