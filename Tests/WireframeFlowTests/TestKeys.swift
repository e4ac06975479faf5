import WireframeFlow
import WireframeTestSupport

// The keys the tests use.

/// A key with a default.
enum Step: FlowContextKey {
    static let defaultValue = 0
}

/// A key whose value may be absent on purpose: its default is not nil, so storing nil is told
/// apart from storing nothing.
enum Nickname: FlowContextKey {
    static let defaultValue: String? = "guest"
}

/// A key with no default.
enum OrderID: RequiredFlowContextKey {
    typealias Value = Int
}

/// A key with no default, and a value type that counts its instances.
enum Payload: RequiredFlowContextKey {
    typealias Value = Tracked
}

/// A value whose lifetime a test can watch through a weak reference.
final class Tracked: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}
