package import Testing
import WireframeModules
import WireframeNavigation
import WireframePipeline
import WireframePresentation
import WireframeRouting
import WireframeStateRouting

/// An error of the library with a code and a message: what ``expectError(_:naming:unchanged:sourceLocation:_:)``
/// checks.
package protocol CodedError: Error {
    associatedtype Code: Equatable
    var code: Code { get }
    var message: String { get }
}

extension WireframeError: CodedError {}
extension NavigationError: CodedError {}
extension ModuleError: CodedError {}
extension StateRoutingError: CodedError {}
extension PresentationError: CodedError {}
extension RouteError: CodedError {}

/// Expects `body` to throw a `Failure` with `code` whose message contains each of `naming`; when
/// `unchanged` is given, expects what it returns (a window's dump) to be the same after as
/// before. Returns the error.
@MainActor
@discardableResult
package func expectError<Failure: CodedError>(
    _ code: Failure.Code,
    naming: [String] = [],
    unchanged snapshot: (@MainActor () -> String)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> Failure? {
    let before = snapshot?()
    var caught: Failure?
    do {
        try await body()
        Issue.record("expected \(Failure.self) \(code), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as Failure {
        caught = error
        #expect(error.code == code, "\(error.message)", sourceLocation: sourceLocation)
        for part in naming {
            #expect(
                error.message.contains(part),
                "message does not name \(part): \(error.message)",
                sourceLocation: sourceLocation
            )
        }
    } catch {
        Issue.record("expected a \(Failure.self), got \(error)", sourceLocation: sourceLocation)
    }
    if let snapshot, let before {
        #expect(snapshot() == before, "the hierarchy changed", sourceLocation: sourceLocation)
    }
    return caught
}
