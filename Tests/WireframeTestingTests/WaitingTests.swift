// Holds the README.md sample of testing a guard ("Testing navigation without a simulator"), and
// the samples of the `///` comments of Wireframe+Waiting.swift (the documentation tests check
// that they stay the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTesting

// sample README/testing-navigation-without-a-simulator-3
@MainActor
@Test func theSignInGuardHoldsTheOrder() async throws {
    let window = HeadlessWindow(animationDuration: .zero)
    let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
    try wireframe.register("/home", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("home") }
    try wireframe.register("/orders/:id<int>", option: .push) { request in
        HeadlessScreen("order:\(request.parameters["id"] ?? "")")
    }
    try wireframe.register("/sign-in", option: .present(inStack: true)) { _ in HeadlessScreen("sign-in") }
    try wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { session in
        try await session.route(to: "/sign-in")
        return await session.suspend()  // until the sign-in screen calls resume() or cancel(_:)
    }
    try await wireframe.route(to: "/home")

    // sample Wireframe+Waiting/waitUntilHeldByGuard
    let order = Task { try await wireframe.route(to: "/orders/7") }
    let session = try await wireframe.waitUntilHeldByGuard(named: "sign-in")
    #expect(session.request.url == "/orders/7")
    session.resume()  // as the sign-in screen does once the user signed in
    let result = try await order.value
    // sample end
    #expect("\(result)" == #""/orders/7" → screen "order:7" pushed onto "stack" (option push, by PushTransition)"#)
    try await wireframe.waitUntilIdle()
}
// sample end

/// The waits of Wireframe+Waiting.swift, and what prints with the screens' names.
@MainActor
@Suite struct WaitingTests {
    let window = HeadlessWindow(animationDuration: .zero)

    private func mailApp() throws -> Wireframe {
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("inbox") }
        try wireframe.register("/messages/:id<int>", option: .push) { request in
            HeadlessScreen("message:\(request.parameters["id"] ?? "")")
        }
        return wireframe
    }

    @Test func waitUntilIdleWaitsForEveryRequestAsked() async throws {
        let wireframe = try mailApp()
        // sample Wireframe+Waiting/waitUntilIdle
        Task { try await wireframe.route(to: "/inbox") }
        Task { try await wireframe.route(to: "/messages/42") }
        try await wireframe.waitUntilIdle()
        #expect(window.topmostScreen?.screenIdentifier == "message:42")
        // sample end
    }

    @Test func theSessionHeldIsTheGuardsAndShowsItsFlow() async throws {
        let wireframe = try mailApp()
        try wireframe.register("/sign-in", option: .present(inStack: true)) { _ in HeadlessScreen("sign-in") }
        try wireframe.addGuard(name: "audit", patterns: ["/messages/:id<int>"]) { _ in .proceed }
        try wireframe.addGuard(name: "sign-in", patterns: ["/messages/:id<int>"]) { session in
            try await session.route(to: "/sign-in")
            return await session.suspend()
        }
        try await wireframe.route(to: "/inbox")
        let message = Task { try await wireframe.route(to: "/messages/42") }
        let session = try await wireframe.waitUntilHeldByGuard(named: "sign-in")
        #expect(session.name == "sign-in")
        #expect(window.topmostScreen?.screenIdentifier == "sign-in")
        session.cancel("the user closed the sign-in")
        let error = await #expect(throws: WireframeError.self) { try await message.value }
        #expect(error?.code == .guardCancelled)
        #expect(error?.message.hasSuffix("the user closed the sign-in") == true)
        try await wireframe.waitUntilIdle()
        #expect(window.topmostScreen?.screenIdentifier == "inbox")
    }

    @Test func aWaitForAGuardThatNeverHoldsTimesOutNamingIt() async throws {
        let wireframe = try mailApp()
        let failure = await #expect(throws: TimedOutWaiting.self) {
            try await wireframe.waitUntilHeldByGuard(named: "sign-in", timeout: .milliseconds(10))
        }
        #expect(failure?.description == #"timed out after 0 seconds waiting until guard "sign-in" holds a request"#)
    }

    @Test func aWaitForIdleWhileARequestWaitsForARootTimesOut() async throws {
        let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(), clock: ManualClock())
        try wireframe.register("/inbox", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("inbox") }
        let held = Task { try await wireframe.route(to: "/inbox") }
        await #expect(throws: TimedOutWaiting(what: "the wireframe's queue is idle", timeout: .milliseconds(10))) {
            try await wireframe.waitUntilIdle(timeout: .milliseconds(10))
        }
        wireframe.attach(root: window)
        _ = try await held.value
        try await wireframe.waitUntilIdle()
    }

    @Test func resultsPlacementsAndChangesPrintTheScreensNames() async throws {
        let wireframe = try mailApp()
        try await wireframe.route(to: "/inbox")
        let result = try await wireframe.route(to: "/messages/42")
        #expect(String(describing: result) == result.summary)
        #expect(String(describing: result.placement) == #"pushed onto "stack""#)
        let change = try await wireframe.navigator.back(animated: false)
        #expect(String(describing: change) == #"back: removed "message:42""#)
        #expect("\(change)" == change.summary)
    }
}
