/// Stand-in for SwiftUI's `Transaction`: how the views change in one update.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Transaction {
    /// A transaction with no animation of its own.
    @inlinable public init() {}

    /// Whether the views' own animations are off in this transaction.
    public var disablesAnimations: Bool {
        get { false }
        set {}
    }
}

/// Stand-in for SwiftUI's `withTransaction(_:_:)`: runs `body` in `transaction`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
