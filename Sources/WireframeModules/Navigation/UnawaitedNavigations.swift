import Logging
package import WireframeNavigation

/// What the module layer keeps, per wireframe, of the navigations its modules' routers were asked
/// for without waiting (`withoutWaiting`): the app's handler of their failures, the last
/// failure, and the navigations still running.
///
/// The wireframe's navigator holds it (`Navigator.frontEndState(_:)`), since the core knows
/// nothing of modules; it lives and goes with its navigator.
@MainActor
package final class UnawaitedNavigations: FrontEndState {
    /// Where a failure goes when the router has no wireframe, so no handler to tell.
    private static let fallbackLogger = Logger(label: "WireframeKit.Modules")

    /// The app's handler of failures; see `Wireframe.onModuleError`.
    var handler: (@MainActor (ModuleError) -> Void)?
    /// The last failure, handled or not.
    private(set) var lastError: ModuleError?
    /// The navigations started and not finished, by ticket: those whose task is known.
    private var running: [UInt64: Task<Void, Never>] = [:]
    /// The tickets of the navigations started and not finished.
    private var unfinished: Set<UInt64> = []
    private var nextTicket: UInt64 = 0

    package init() {}

    /// The entry of `wireframe`, if one was made.
    static func existing(for wireframe: any URLRouting) -> UnawaitedNavigations? {
        wireframe.navigator.existingFrontEndState(UnawaitedNavigations.self)
    }

    /// The entry of `wireframe`, made if needed.
    static func of(_ wireframe: any URLRouting) -> UnawaitedNavigations {
        wireframe.navigator.frontEndState(UnawaitedNavigations.self)
    }

    /// Notes a navigation that starts now; returns its ticket for ``track(_:ticket:)`` and
    /// ``finish(_:)``.
    func begin() -> UInt64 {
        let ticket = nextTicket
        nextTicket += 1
        unfinished.insert(ticket)
        return ticket
    }

    /// Keeps the task of the navigation `ticket`, unless it has finished already (a navigation
    /// with nothing to wait for runs to its end before its task is returned).
    func track(_ task: Task<Void, Never>, ticket: UInt64) {
        if unfinished.contains(ticket) { running[ticket] = task }
    }

    /// Notes that the navigation `ticket` has finished.
    func finish(_ ticket: UInt64) {
        unfinished.remove(ticket)
        running[ticket] = nil
    }

    /// Waits until no navigation is running, those started meanwhile included.
    func waitUntilIdle() async {
        while let task = running.values.first {
            await task.value
        }
    }

    /// Keeps `error` as the last failure and tells the handler, or logs a warning when there is
    /// none: nobody else will hear of it.
    func report(_ error: ModuleError, logger: Logger) {
        lastError = error
        if let handler {
            logger.debug("\(error.message) (asked without waiting; told to onModuleError)")
            handler(error)
        } else {
            logger.warning("\(error.message) (asked without waiting, and the wireframe has no onModuleError)")
        }
    }

    /// Reports `error` to the entry of `wireframe`, or, with no wireframe, logs a warning under
    /// the label `WireframeKit.Modules`.
    package static func report(_ error: ModuleError, through wireframe: (any URLRouting)?) {
        guard let wireframe else {
            fallbackLogger.warning("\(error.message) (asked without waiting, and no wireframe to tell)")
            return
        }
        of(wireframe).report(error, logger: wireframe.navigator.logger)
    }
}
