import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// The sign-in of route-composer's example: orders need a signed-in user; the guard presents
/// the login screen, waits, then lets the request go on or cancels it.
@MainActor
private final class SignIn {
    var isSignedIn = false
    /// The session of the request the guard holds, as the login screen's presenter gets it.
    var session: RequestSession?

    init(_ app: TabsApp) throws {
        try app.wireframe.register("/sign-in", option: .present(inStack: true)) { request in
            let session = try request.payload(as: RequestSession.self)
            return HeadlessScreen("sign-in for \(session.request.url)")
        }
        try app.wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { [unowned self] session in
            if isSignedIn { return .proceed }
            self.session = session
            try await session.route(to: "/sign-in", payload: session)
            return await session.suspend()
        }
    }

    /// The user signs in: what the login screen's presenter does.
    func signIn() {
        isSignedIn = true
        session?.resume()
    }
}

/// A switch a plug-in reads and the test flips.
@MainActor
private final class Flag {
    var isOn = false
}

@MainActor
@Suite("Wireframe: guards that present, wait and resume")
struct GuardTests {
    @Test("a guard that resumes: the sign-in flow is taken back and the original destination shown")
    func resumes() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        let signIn = try SignIn(app)
        let wireframe = app.wireframe
        let order = Task { try await wireframe.route(to: "/orders/7") }
        try await waitUntil("the sign-in screen is shown") {
            app.window.screen(withIdentifier: "sign-in for /orders/7") != nil
        }
        #expect(app.dump().contains("presents stack \"modal\""))
        signIn.signIn()
        let result = try await order.value
        #expect(result.screen.screenIdentifier == "order:7")
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["message:1", "order:7"]))
    }

    @Test("a guard that cancels: a typed error, and what the sign-in flow showed is taken back")
    func cancels() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        let signIn = try SignIn(app)
        let before = app.dump()
        let wireframe = app.wireframe
        let order = Task { try await wireframe.route(to: "/orders/7") }
        try await waitUntil("the sign-in screen is shown") { signIn.session != nil && app.dump() != before }
        signIn.session?.cancel("the user closed the sign-in screen")
        let error = await #expect(throws: WireframeError.self) { try await order.value }
        #expect(error?.code == .guardCancelled)
        #expect(
            error?.message
                == #"route to "/orders/7": guard "sign-in" cancelled it: the user closed the sign-in screen"#
        )
        #expect(app.dump() == before)
    }

    @Test("a resumed request whose check now fails is a typed error, and the hierarchy is as it was")
    func resumedButNowInvalid() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        let signIn = try SignIn(app)
        let deleted = Flag()
        try app.wireframe.addObserver(name: "orders that exist", patterns: ["/orders/:id<int>"]) { _ in
            deleted.isOn ? .reject(TestError("order 7 was deleted")) : .proceed
        }
        let before = app.dump()
        let wireframe = app.wireframe
        let order = Task { try await wireframe.route(to: "/orders/7") }
        try await waitUntil("the guard waits") { signIn.session != nil }
        deleted.isOn = true  // while the user signs in
        signIn.signIn()
        let error = await #expect(throws: WireframeError.self) { try await order.value }
        #expect(error?.code == .rejected)
        #expect(error?.message.contains("order 7 was deleted") == true)
        #expect(app.dump() == before)
    }

    @Test("requests made while a guard holds a request wait, then run after it in order")
    func othersWait() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        let signIn = try SignIn(app)
        let wireframe = app.wireframe
        var finished: [String] = []
        let order = Task {
            finished.append(try await wireframe.route(to: "/orders/7").url)
        }
        try await waitUntil("the guard waits") { signIn.session != nil }
        let message = Task { finished.append(try await wireframe.route(to: "/messages/2").url) }
        let back = Task {
            try await wireframe.navigator.back()
            finished.append("back")
        }
        try await waitUntil("two requests wait") { wireframe.navigator.waitingTurnCount == 2 }
        #expect(finished.isEmpty)
        signIn.signIn()
        try await order.value
        try await message.value
        try await back.value
        #expect(finished == ["/orders/7", "/messages/2", "back"])
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["message:1", "order:7"]))
    }

    @Test("a guard that throws cancels the request with its error, and its flow is taken back")
    func guardThrows() async throws {
        let app = try await TabsApp()
        try app.wireframe.addGuard(name: "flaky", patterns: ["/orders/:id<int>"]) { session in
            try await session.route(to: "/about")
            throw TestError("the account server is down")
        }
        let before = app.dump()
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/orders/7") }
        #expect(error?.code == .guardCancelled)
        #expect(error?.message == #"route to "/orders/7": guard "flaky" failed: the account server is down"#)
        #expect(error?.underlyingError is TestError)
        #expect(app.dump() == before)
    }

    @Test("cancelling the caller's task while a guard waits fails it with cancelled, and takes the flow back")
    func taskCancelledWhileSuspended() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        let signIn = try SignIn(app)
        let before = app.dump()
        let wireframe = app.wireframe
        let order = Task { try await wireframe.route(to: "/orders/7") }
        try await waitUntil("the guard waits") { signIn.session != nil }
        order.cancel()
        let error = await #expect(throws: WireframeError.self) { try await order.value }
        #expect(error?.code == .cancelled)
        #expect(app.dump() == before)
        // The turn is free again.
        try await app.wireframe.route(to: "/messages/2")
    }

    @Test("a guard that lets a request go on at once changes nothing and is asked once")
    func proceedsAtOnce() async throws {
        let app = try await TabsApp()
        try await app.wireframe.route(to: "/messages/1")
        var asked = 0
        try app.wireframe.addGuard(name: "count") { _ in
            asked += 1
            return .proceed
        }
        try await app.wireframe.route(to: "/orders/7")
        #expect(asked == 1)
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["message:1", "order:7"]))
    }

    @Test("a session cannot route once its guard has returned")
    func sessionOver() async throws {
        let app = try await TabsApp()
        var kept: RequestSession?
        try app.wireframe.addGuard(name: "keeps its session") { session in
            kept = session
            return .proceed
        }
        try await app.wireframe.route(to: "/about")
        let error = await #expect(throws: WireframeError.self) { try await kept?.route(to: "/messages/1") }
        #expect(error?.code == .cancelled)
        #expect(error?.message.contains("its turn is over") == true)
    }
}
