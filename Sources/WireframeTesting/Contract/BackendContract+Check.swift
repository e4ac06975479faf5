extension BackendContract {
    /// One named check of the contract.
    ///
    /// Its ``description`` is its ``name``, so Swift Testing shows the name for each argument of
    /// a parameterized test.
    public struct Check: Sendable, CustomStringConvertible {
        /// What the check holds the backend to, such as `"push puts the screen on top"`.
        public let name: String

        /// Whether the check needs the backend to simulate what the user does
        /// (``BackendUnderTest/simulate(_:)``). Leave these out for a backend that cannot:
        /// `BackendContract.checks.filter { !$0.simulatesUserActions }`.
        public let simulatesUserActions: Bool

        private let body: @MainActor @Sendable (any BackendUnderTest, Expectation) async throws -> Void

        init(
            _ name: String,
            simulatesUserActions: Bool = false,
            _ body: @escaping @MainActor @Sendable (any BackendUnderTest, Expectation) async throws -> Void
        ) {
            self.name = name
            self.simulatesUserActions = simulatesUserActions
            self.body = body
        }

        /// The ``name``.
        public var description: String { name }

        /// Runs the check against what `backend` makes; returns when the backend passes it.
        ///
        /// - Throws: ``ContractFailure`` when the backend does not pass: with code
        ///   ``ContractFailure/Code/expectationFailed`` when it did something the contract does
        ///   not allow, ``ContractFailure/Code/unexpectedError`` when it threw where a transition
        ///   must succeed, ``ContractFailure/Code/simulationNotSupported`` when the check needs a
        ///   user action the backend does not simulate.
        @MainActor
        public func run(on backend: some BackendUnderTest) async throws(ContractFailure) {
            do {
                try await body(backend, Expectation(check: name))
            } catch let failure as ContractFailure {
                throw failure
            } catch {
                throw ContractFailure(
                    .unexpectedError,
                    check: name,
                    "the backend threw where the contract expects success: \(error)",
                    location: nil,
                    underlyingError: error
                )
            }
        }
    }
}
