package import WireframeNavigation

// The one mechanism behind `withoutWaiting`: a navigation asked from synchronous code runs the
// very `async` navigation its awaited twin runs, in a task of its own, and its failure goes to
// the wireframe's handler instead of a caller.
extension RouterLinks {
    /// Starts `navigation` — one of this type's `async` navigations — without waiting for it.
    ///
    /// Where the system has `Task.immediateDetached` (Linux, Apple systems 26 and later), its
    /// task starts within this call and runs until the navigation first has to wait, which is
    /// in the navigator's queue at the latest: so the navigation is asked now, behind the turns
    /// asked before it and ahead of those asked after. The task is detached so that it carries
    /// no mark of a turn the caller runs in (a view that navigates as it loads, inside the turn
    /// that shows it): it is asked as a turn of its own, after that one, instead of being refused
    /// as a re-entrant request. Elsewhere the task starts on the main actor's next turn.
    package func startWithoutWaiting(
        _ navigation: @escaping @MainActor (RouterLinks) async throws(ModuleError) -> Void
    ) {
        UnawaitedNavigations.start(through: wireframe) { [self] () throws(ModuleError) in try await navigation(self) }
    }
}

extension UnawaitedNavigations {
    /// Starts `navigation` without waiting for it, as ``RouterLinks/startWithoutWaiting(_:)``
    /// describes: its failure goes to `wireframe`'s handler; `wireframe` waits for it in
    /// `waitForModuleNavigations()`.
    package static func start(
        through wireframe: (any URLRouting)?,
        _ navigation: @escaping @MainActor () async throws(ModuleError) -> Void
    ) {
        let navigations = wireframe.map(UnawaitedNavigations.of)
        let ticket = navigations?.begin()
        let work: @MainActor () async -> Void = {
            do throws(ModuleError) {
                try await navigation()
            } catch {
                UnawaitedNavigations.report(error, through: wireframe)
            }
            if let ticket { navigations?.finish(ticket) }
        }
        let task: Task<Void, Never>
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            task = Task.immediateDetached(operation: work)
        } else {
            task = Task.detached(operation: work)
        }
        if let ticket { navigations?.track(task, ticket: ticket) }
    }
}
