import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// route-composer's login on the wireframe: orders need a signed-in user; a guard presents the
/// sign-in screen in a sheet and waits. The user may swipe the sheet away instead of signing in.
@MainActor
private final class SheetSignIn {
    var isSignedIn = false
    /// The session of the request the guard holds, as the sign-in screen's presenter gets it.
    var session: RequestSession?
    /// The verdicts the guard's `suspend()` returned.
    var verdicts: [RequestSession.Verdict] = []

    /// - Parameters:
    ///   - option: how the guard shows the sign-in screen.
    ///   - withCode: whether the flow pushes a second screen, for a code, after the first.
    init(_ app: TabsApp, option: any RoutingOption = .present(inStack: true), withCode: Bool = false) throws {
        try app.wireframe.register("/sign-in") { _ in HeadlessScreen("sign-in") }
        try app.wireframe.register("/sign-in/code", option: .push) { _ in HeadlessScreen("code") }
        try app.wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { [unowned self] session in
            if isSignedIn { return .proceed }
            self.session = session
            try await session.route(to: "/sign-in", option: option)
            if withCode { try await session.route(to: "/sign-in/code") }
            let verdict = await session.suspend()
            verdicts.append(verdict)
            return verdict
        }
    }

    /// The user signs in: what the sign-in screen's presenter does.
    func signIn() {
        isSignedIn = true
        session?.resume()
    }
}

@MainActor
@Suite("A guard's flow closed by the user")
struct GuardFlowClosedTests {
    /// TabsApp showing the tab bar with message 1, and a request to order 7 held by the guard,
    /// its sign-in sheet shown.
    private func heldOrder(
        option: any RoutingOption = .present(inStack: true),
        withCode: Bool = false
    ) async throws -> (TabsApp, SheetSignIn, Task<RoutingResult, any Error>, String) {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        let signIn = try SheetSignIn(app, option: option, withCode: withCode)
        let before = app.dump()
        let wireframe = app.wireframe
        let order = Task { try await wireframe.route(to: "/orders/7") }
        try await waitUntil("the sign-in screen is shown") { app.window.screen(withIdentifier: "sign-in") != nil }
        return (app, signIn, order, before)
    }

    @Test("swiping the sign-in sheet down ends the held request with guardFlowClosed, naming what was closed")
    func swipedDown() async throws {
        let (app, signIn, order, before) = try await heldOrder()
        let sheet = try #require(app.window.screen(withIdentifier: "sign-in") as? HeadlessScreen)
        try await sheet.simulateSwipeDown(animated: false)
        try await waitUntil("the held request ends") { !signIn.verdicts.isEmpty }
        let error = await #expect(throws: WireframeError.self) { try await order.value }
        #expect(error?.code == .guardFlowClosed)
        #expect(
            error?.message
                == #"route to "/orders/7": the user closed the flow of guard "sign-in" ("sign-in" left the screen)"#
        )
        #expect(app.dump() == before)
        // The queue is free: the next request runs.
        try await app.wireframe.route(to: "/messages/2")
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["message:1", "message:2"]))
    }

    @Test("the guard hears it from suspend(), as a cancel verdict")
    func theGuardHearsIt() async throws {
        let (app, signIn, order, _) = try await heldOrder()
        let sheet = try #require(app.window.screen(withIdentifier: "sign-in") as? HeadlessScreen)
        try await sheet.simulateSwipeDown(animated: false)
        try await waitUntil("the held request ends") { !signIn.verdicts.isEmpty }
        _ = try? await order.value
        #expect(signIn.verdicts == [.cancel(reason: #"the user closed the guard's flow ("sign-in" left the screen)"#)])
    }

    @Test("going back past the first screen of a guard's flow pushed on a stack ends it too")
    func backPastTheFlow() async throws {
        let (app, signIn, order, before) = try await heldOrder(option: .push)
        let inbox = try #require(app.window.screen(withIdentifier: "inbox") as? HeadlessStack)
        try await inbox.simulateBackSwipe(animated: false)
        try await waitUntil("the held request ends") { !signIn.verdicts.isEmpty }
        let error = await #expect(throws: WireframeError.self) { try await order.value }
        #expect(error?.code == .guardFlowClosed)
        #expect(app.dump() == before)
    }

    @Test("going back inside the guard's flow, or tapping another tab, leaves it waiting; signing in goes on")
    func backInsideTheFlowKeepsItWaiting() async throws {
        let (app, signIn, order, _) = try await heldOrder(option: .push, withCode: true)
        let inbox = try #require(app.window.screen(withIdentifier: "inbox") as? HeadlessStack)
        try await inbox.simulateBackSwipe(animated: false)  // from the code screen to sign-in
        let tabs = try #require(app.window.screen(withIdentifier: "tabs") as? HeadlessTabs)
        try await tabs.simulateTabTap(1)
        try await tabs.simulateTabTap(0)
        #expect(signIn.verdicts.isEmpty)
        signIn.signIn()
        let result = try await order.value
        #expect(result.screen.screenIdentifier == "order:7")
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["message:1", "order:7"]))
    }
}
