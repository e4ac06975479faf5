import WireframeNavigation
import WireframePresentation
public import WireframeRouting
import WireframeSupport

// Guards: plug-ins that may hold a request, show their own flow inside its turn, then let it
// go on or cancel it.
extension Wireframe {
    /// Adds a guard: asked, after the observers let a request proceed and before its option and
    /// screen are chosen, whether it goes on. A guard may hold the request: show its own flow
    /// through the session, wait, then let it go on or cancel it.
    ///
    /// <!-- sample Wireframe+Guards/addGuard -->
    /// ```swift
    /// try wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { session in
    ///     if auth.isSignedIn { return .proceed }
    ///     try await session.route(to: "/login", option: .present(inStack: true), payload: session)
    ///     return await session.suspend()  // until the login screen calls resume() or cancel()
    /// }
    /// ```
    ///
    /// While a guard holds a request, the request keeps its turn: requests made meanwhile run
    /// after it, in order. When the user closes the guard's flow (swipes its sheet down, goes
    /// back past its first screen), ``RequestSession/suspend()`` returns a cancel verdict, and
    /// returning it fails the request with `WireframeError.Code.guardFlowClosed`. When the guard showed something or waited, what its flow showed is
    /// taken back once it returns (the hierarchy is put back as it was before the guard); then
    /// a request let go on is checked again from its match (its route, access, observers, and
    /// the guards other than this one), so a route that became invalid meanwhile fails with its
    /// own error. A guard that returns ``RequestSession/Verdict/proceed`` at once changes nothing.
    ///
    /// The wireframe keeps `check`, and what it captures, as long as it lives. An app object
    /// that holds the wireframe and whose state the guard reads (`auth` above) is captured
    /// `[weak self]`, or the two keep each other alive; then it is the app — its delegate, its
    /// scene, the test — that keeps that object alive for as long as requests run, and a guard
    /// that finds it gone should cancel:
    ///
    /// <!-- sample Wireframe+Guards/addGuard-2 -->
    /// ```swift
    /// try wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { [weak self] session in
    ///     guard let self else { return .cancel(reason: "the app is gone") }
    ///     return auth.isSignedIn ? .proceed : await signIn(session)
    /// }
    /// ```
    ///
    /// In a test, `WireframeTesting`'s `waitUntilHeldByGuard(named:timeout:)` waits until the
    /// guard holds a request and returns its session.
    ///
    /// - Parameters:
    ///   - name: the guard's name in logs and errors.
    ///   - priority: higher priorities are asked first; equal ones in the order added.
    ///   - patterns: the routes the guard is asked for, each registered before; all when `nil`.
    ///   - check: returns the verdict; throwing cancels the request.
    /// - Throws: `RouteError` as `addScreenProvider(_:priority:patterns:)` does.
    public func addGuard(
        name: String = "guard",
        priority: Int = 0,
        patterns: [String]? = nil,
        _ check: @escaping @MainActor (RequestSession) async throws -> RequestSession.Verdict
    ) throws(RouteError) {
        let routeGuard = RouteGuard(name: name, number: guards.all.count, body: check)
        add(routeGuard, to: \.guards, limitedTo: \.guards, priority: priority, limit: try limit(of: patterns))
    }
}
