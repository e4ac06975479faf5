import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Expects `body` to throw a ``StateRoutingError`` with `code`, and returns it.
@MainActor
@discardableResult
func expectStateError(
    _ code: StateRoutingError.Code,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> StateRoutingError? {
    await expectError(code, sourceLocation: sourceLocation, body)
}
