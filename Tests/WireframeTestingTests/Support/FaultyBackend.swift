import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// The headless backend with one fault, to see that the contract catches it.
@MainActor
struct FaultyBackend: BackendUnderTest {
    enum Fault {
        /// `simulate(_:)` says it did what it was asked, and does nothing.
        case simulatesNothing
        /// `simulate(_:)` returns `false`: the backend cannot simulate the user.
        case cannotSimulate
        /// Plain screens are `ForeignScreen`s, which every headless container refuses.
        case makesForeignScreens
        /// The window keeps every observation token alive.
        case keepsObservations
        /// The window reports the tabs the app makes its root as a tab the user selected.
        case reportsAppTransitions
        /// The window's `setRoot` swallows the errors it should throw.
        case swallowsErrors
        /// The window's `setRoot` throws an error of its own instead of a `PresentationError`.
        case throwsOtherErrors
    }

    let fault: Fault
    private let base = HeadlessBackend()

    init(_ fault: Fault) { self.fault = fault }

    func makeWindow() -> any RootContainer { FaultyWindow(fault) }
    func makeStack(_ identifier: String) -> any StackContainer { base.makeStack(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { base.makeTabs(identifier) }

    func makeScreen(_ identifier: String) -> any Screen {
        fault == .makesForeignScreens ? ForeignScreen(identifier) : base.makeScreen(identifier)
    }

    func simulate(_ action: SimulatedUserAction) async throws -> Bool {
        switch fault {
        case .simulatesNothing: true
        case .cannotSimulate: false
        default: try await base.simulate(action)
        }
    }
}

/// A headless window with the fault of a ``FaultyBackend``.
@MainActor
private final class FaultyWindow: RootContainer {
    struct OwnError: Error {}

    private let fault: FaultyBackend.Fault
    private let base = HeadlessWindow(clock: ManualClock())
    private let ownObservers = UserNavigationObservers()
    private var kept: [NavigationObservation] = []

    init(_ fault: FaultyBackend.Fault) { self.fault = fault }

    var root: (any Screen)? { base.root }

    func setRoot(_ screen: any Screen, animated: Bool) async throws {
        do {
            try await base.setRoot(screen, animated: animated)
        } catch {
            switch fault {
            case .swallowsErrors: return
            case .throwsOtherErrors: throw OwnError()
            default: throw error
            }
        }
        if fault == .reportsAppTransitions, let tabs = screen as? any TabContainer {
            ownObservers.report(UserNavigationEvent(.selectedTab(tabs: tabs, index: 0)))
        }
    }

    func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        let observation =
            fault == .reportsAppTransitions ? ownObservers.add(handler) : base.observeUserNavigation(handler)
        if fault == .keepsObservations { kept.append(observation) }
        return observation
    }
}
