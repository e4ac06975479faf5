/// A check of the backend contract that a backend did not pass, with a message naming the check
/// and what differed.
///
/// ``BackendContract/Check/run(on:)`` throws it; a test that lets it escape fails with the
/// message:
///
/// `check "<name>": <what the backend did>, expected <what the contract expects> (<file>:<line>)`
///
/// Two failures are equal when their codes, checks, messages and locations are: the underlying
/// error is not compared, because `any Error` is not `Equatable`.
public struct ContractFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure; new kinds may be added, so switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The code's name, such as `expectationFailed`.
        public var description: String { name }

        /// The backend did something the contract does not allow: a screen in the wrong place,
        /// a transition accepted that must be refused, a refusal that changed the hierarchy, a
        /// user action not reported or reported wrong.
        public static let expectationFailed = Code("expectationFailed")
        /// The backend threw where the contract expects a transition to succeed; its error is
        /// the ``ContractFailure/underlyingError``.
        public static let unexpectedError = Code("unexpectedError")
        /// The check needs a user action simulated and the backend's
        /// ``BackendUnderTest/simulate(_:)`` returned `false`.
        public static let simulationNotSupported = Code("simulationNotSupported")
    }

    /// Where in the contract's source a failed expectation is.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The file, as `#fileID` gives it: `WireframeTesting/StackChecks.swift`.
        public let fileID: String
        /// The line in that file.
        public let line: Int

        /// `WireframeTesting/StackChecks.swift:21`.
        public var description: String { "\(fileID):\(line)" }
    }

    /// The kind of failure.
    public let code: Code
    /// The name of the check that failed, as ``BackendContract/Check/name`` gives it.
    public let check: String
    /// A sentence naming the check and what differed.
    public let message: String
    /// Where in the contract the failed expectation is; `nil` for an error the backend threw,
    /// which the check did not expect at any one line.
    public let location: Location?
    /// What the backend threw, for ``Code/unexpectedError`` and for a refusal with an error of
    /// another kind or code than the contract expects.
    public let underlyingError: (any Error)?

    init(
        _ code: Code,
        check: String,
        _ detail: String,
        location: Location?,
        underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.check = check
        self.location = location
        self.underlyingError = underlyingError
        self.message = "check \"\(check)\": \(detail)" + (location.map { " (\($0))" } ?? "")
    }

    /// The ``message``.
    public var description: String { message }

    /// Equal when the codes, checks, messages and locations are equal; the underlying errors are
    /// not compared.
    public static func == (lhs: ContractFailure, rhs: ContractFailure) -> Bool {
        lhs.code == rhs.code && lhs.check == rhs.check && lhs.message == rhs.message
            && lhs.location == rhs.location
    }
}
