/// The checks every presentation backend must pass, written against WireframePresentation's
/// protocols only: the headless backend and the UIKit adapter pass them, and so should a backend
/// of your own.
///
/// Run each check with a ``BackendUnderTest`` for your backend. With Swift Testing, one test
/// case per check:
///
/// <!-- sample BackendContract/BackendContract -->
/// ```swift
/// @Test(arguments: BackendContract.checks)
/// func contract(_ check: BackendContract.Check) async throws {
///     try await check.run(on: HeadlessBackend())
/// }
/// ```
///
/// or all in one test: `for check in BackendContract.checks { try await check.run(on: …) }`.
/// A check that fails throws a ``ContractFailure`` naming it and what differed.
public enum BackendContract {
    /// Every check of the contract: stacks, tabs, modal presentation, the window's root, screens
    /// freed once they leave, and user navigation.
    public static let checks: [Check] =
        stackChecks + tabChecks + presentationChecks + rootChecks + lifetimeChecks + userNavigationChecks
}
