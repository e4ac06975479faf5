import WireframePresentation

/// What a check expects of the backend, each expectation throwing a ``ContractFailure`` that
/// names the check, what differed and the line of the expectation.
///
/// The library does not import Swift Testing (or XCTest): a check stops at its first failed
/// expectation, and the test that runs it reports the thrown error.
@MainActor
struct Expectation {
    /// The name of the check.
    let check: String

    /// A failure of this check.
    func failure(
        _ detail: String,
        code: ContractFailure.Code = .expectationFailed,
        underlyingError: (any Error)? = nil,
        fileID: String,
        line: Int
    ) -> ContractFailure {
        ContractFailure(
            code,
            check: check,
            detail,
            location: ContractFailure.Location(fileID: fileID, line: line),
            underlyingError: underlyingError
        )
    }

    /// Expects `condition`; `detail` says what was expected.
    func that(
        _ condition: Bool,
        _ detail: @autoclosure () -> String,
        fileID: String = #fileID,
        line: Int = #line
    ) throws(ContractFailure) {
        if !condition { throw failure("expected " + detail(), fileID: fileID, line: line) }
    }

    /// Expects `actual` to be the very screen `expected` (or both `nil`); `what` names the value.
    func same(
        _ actual: (any Screen)?,
        _ expected: (any Screen)?,
        _ what: String,
        fileID: String = #fileID,
        line: Int = #line
    ) throws(ContractFailure) {
        if actual !== expected {
            let detail = "\(what): \(Self.name(actual)), expected \(Self.name(expected))"
            throw failure(detail, fileID: fileID, line: line)
        }
    }

    /// Expects `actual` to equal `expected`; `what` names the value.
    func equal<Value: Equatable>(
        _ actual: Value,
        _ expected: Value,
        _ what: String,
        fileID: String = #fileID,
        line: Int = #line
    ) throws(ContractFailure) {
        if actual != expected {
            throw failure(
                "\(what): \(Self.text(actual)), expected \(Self.text(expected))",
                fileID: fileID,
                line: line
            )
        }
    }

    /// Expects `body` to be refused with a `PresentationError` of `code` and the hierarchy of
    /// `window` to be unchanged; `what` names the transition.
    func refusal(
        _ code: PresentationError.Code,
        in window: any RootContainer,
        _ what: String,
        fileID: String = #fileID,
        line: Int = #line,
        _ body: () async throws -> Void
    ) async throws(ContractFailure) {
        let before = ContractScene.outline(window)
        let thrown: (any Error)?
        do {
            try await body()
            thrown = nil
        } catch {
            thrown = error
        }
        guard let thrown else {
            throw failure("\(what) was accepted; expected a PresentationError \(code)", fileID: fileID, line: line)
        }
        guard let error = thrown as? PresentationError, error.code == code else {
            let detail = "\(what) threw \(Self.text(thrown)), expected a PresentationError \(code)"
            throw failure(detail, underlyingError: thrown, fileID: fileID, line: line)
        }
        let after = ContractScene.outline(window)
        if after != before {
            throw failure(
                "\(what) was refused but changed the window from \(before) to \(after)",
                fileID: fileID,
                line: line
            )
        }
    }

    /// Asks `backend` to simulate `action`; fails with `simulationNotSupported` when it cannot.
    func simulate(
        _ action: SimulatedUserAction,
        on backend: any BackendUnderTest,
        fileID: String = #fileID,
        line: Int = #line
    ) async throws {
        if try await !backend.simulate(action) {
            let detail = "the backend does not simulate a \(action.summary), so the check cannot see it reported"
            throw failure(detail, code: .simulationNotSupported, fileID: fileID, line: line)
        }
    }

    /// How messages name a screen: its quoted identifier, or `nil`.
    static func name(_ screen: (any Screen)?) -> String {
        screen.map { "\"\($0.screenIdentifier)\"" } ?? "nil"
    }

    /// How messages show a value: `nil` for an absent optional, the value otherwise.
    nonisolated static func text(_ value: Any) -> String {
        if let optional = value as? any OptionalValue { return optional.text }
        return String(describing: value)
    }
}

/// An optional, seen through `Any`, so that messages show `nil` and `1` instead of
/// `Optional(1)`.
private protocol OptionalValue {
    var text: String { get }
}

extension Optional: OptionalValue {
    fileprivate var text: String { map { Expectation.text($0) } ?? "nil" }
}
