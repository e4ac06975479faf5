public import WireframePresentation

/// A presentation backend as the contract drives it: it makes the backend's windows, screens,
/// stacks and tabs, and, where it can, does what a user would.
///
/// Write one for your backend and run every check of ``BackendContract`` with it, from your own
/// test target; see <doc:HoldingABackendToTheContract>. Everything the contract makes is new and
/// outside any hierarchy, and every transition it asks for is not animated: timing is each
/// backend's own business.
///
/// The headless backend's, in WireframeKit's own tests:
///
/// <!-- sample BackendUnderTest/BackendUnderTest -->
/// ```swift
/// struct HeadlessBackend: BackendUnderTest {
///     func makeWindow() -> any RootContainer { HeadlessWindow(clock: ManualClock()) }
///     func makeScreen(_ identifier: String) -> any Screen { HeadlessScreen(identifier) }
///     func makeStack(_ identifier: String) -> any StackContainer { HeadlessStack(identifier) }
///     func makeTabs(_ identifier: String) -> any TabContainer { HeadlessTabs(identifier) }
///     // …
/// }
/// ```
@MainActor
public protocol BackendUnderTest {
    /// A window with nothing shown.
    func makeWindow() -> any RootContainer
    /// A plain screen whose `screenIdentifier` is `identifier`, in no hierarchy.
    func makeScreen(_ identifier: String) -> any Screen
    /// An empty stack whose `screenIdentifier` is `identifier`, in no hierarchy.
    func makeStack(_ identifier: String) -> any StackContainer
    /// Tabs with no tab, whose `screenIdentifier` is `identifier`, in no hierarchy.
    func makeTabs(_ identifier: String) -> any TabContainer

    /// Does what the user would do, through the backend's own means (not through the
    /// transitions the app asks for), without animation, and returns once the hierarchy has
    /// changed and the backend has reported it; or returns `false`, doing nothing, when the
    /// backend cannot simulate `action`.
    ///
    /// The checks of user navigation that need it (``BackendContract/Check/simulatesUserActions``)
    /// fail with ``ContractFailure/Code/simulationNotSupported`` when it returns `false`. The
    /// default implementation returns `false` for every action.
    ///
    /// - Throws: whatever the backend throws when it cannot carry the action out; the check
    ///   then fails with ``ContractFailure/Code/unexpectedError``.
    func simulate(_ action: SimulatedUserAction) async throws -> Bool
}

extension BackendUnderTest {
    /// Simulates nothing: returns `false`.
    public func simulate(_ action: SimulatedUserAction) async throws -> Bool { false }
}
