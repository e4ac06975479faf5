import WireframeNavigation
public import WireframePipeline

// Waits a test needs while requests run in tasks of their own: until a guard holds one, until
// the queue is idle. Each looks at the wireframe between yields (see `poll`), so it sees what
// the tasks it waits for have done, in whatever order the executor runs them.
extension Wireframe {
    /// Waits until a guard holds a request and waits for the user (in
    /// `RequestSession.suspend()`), and returns the guard's session: the request it holds, and
    /// `resume()` and `cancel(_:)` to end the wait as the guard's flow would.
    ///
    /// <!-- sample Wireframe+Waiting/waitUntilHeldByGuard -->
    /// ```swift
    /// let order = Task { try await wireframe.route(to: "/orders/7") }
    /// let session = try await wireframe.waitUntilHeldByGuard(named: "sign-in")
    /// #expect(session.request.url == "/orders/7")
    /// session.resume()  // as the sign-in screen does once the user signed in
    /// let result = try await order.value
    /// ```
    ///
    /// A guard that holds a request without suspending (it awaits something else) is not seen.
    ///
    /// - Parameters:
    ///   - name: the guard's name, as given to `addGuard(name:priority:patterns:_:)`; any guard
    ///     when `nil`.
    ///   - timeout: how long to wait, in real time, before giving up.
    /// - Returns: the session of the innermost guard waiting (a guard's flow may route to a
    ///   route another guard holds).
    /// - Throws: ``TimedOutWaiting`` when no such guard waits within `timeout`.
    public func waitUntilHeldByGuard(
        named name: String? = nil,
        timeout: Duration = .seconds(60)
    ) async throws(TimedOutWaiting) -> RequestSession {
        let what = name.map { "guard \"\($0)\" holds a request" } ?? "a guard holds a request"
        return try await poll(until: what, timeout: timeout) {
            suspendedSessions.last { session in name.map { session.name == $0 } ?? true }
        }
    }

    /// Waits until no request, navigation action or turn of the wireframe's navigator runs or
    /// waits: every task that asked for one and has started has had its turn.
    ///
    /// <!-- sample Wireframe+Waiting/waitUntilIdle -->
    /// ```swift
    /// Task { try await wireframe.route(to: "/inbox") }
    /// Task { try await wireframe.route(to: "/messages/42") }
    /// try await wireframe.waitUntilIdle()
    /// #expect(window.topmostScreen?.screenIdentifier == "message:42")
    /// ```
    ///
    /// A request waiting for a root (before `attach(root:)`) or held by a guard keeps the queue
    /// busy: the wait then times out.
    ///
    /// - Parameter timeout: how long to wait, in real time, before giving up.
    /// - Throws: ``TimedOutWaiting`` when the queue is still busy after `timeout`.
    public func waitUntilIdle(timeout: Duration = .seconds(60)) async throws(TimedOutWaiting) {
        // Idle on two looks with a yield between: a task asked for just before the call, or
        // by the last turn, has then entered the queue if it is going to.
        // One deadline for every look, so that a queue that keeps going idle and busy again
        // still times out after `timeout`.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        repeat {
            await Task.yield()
            let left = max(.zero, clock.now.duration(to: deadline))
            do {
                try await poll(until: "the wireframe's queue is idle", timeout: left) { navigator.isIdle }
            } catch {
                throw TimedOutWaiting(what: "the wireframe's queue is idle", timeout: timeout)
            }
            await Task.yield()
        } while !navigator.isIdle
    }
}
