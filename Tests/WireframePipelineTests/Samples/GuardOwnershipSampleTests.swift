import Testing
import WireframeHeadless
import WireframeKit

// Holds the sample of the `///` comment of Wireframe+Guards.swift on who keeps the app object
// alive: a guard captures it `[weak self]`, and cancels once it is gone.

/// An app object that holds its wireframe and whose guard reads its state.
@MainActor
private final class ShopApp {
    final class Auth {
        var isSignedIn = false
    }

    let wireframe: Wireframe
    let auth = Auth()
    /// The sign-in screen's session, while the guard waits for the user.
    private(set) var signingIn: RequestSession?

    init(window: HeadlessWindow) throws {
        wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/home", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("home") }
        try wireframe.register("/orders/:id<int>", option: .push) { request in
            HeadlessScreen("order:\(request.parameters["id"] ?? "")")
        }
        try wireframe.register("/sign-in", option: .present(inStack: true)) { _ in HeadlessScreen("sign-in") }
        // sample Wireframe+Guards/addGuard-2
        try wireframe.addGuard(name: "sign-in", patterns: ["/orders/:id<int>"]) { [weak self] session in
            guard let self else { return .cancel(reason: "the app is gone") }
            return auth.isSignedIn ? .proceed : await signIn(session)
        }
        // sample end
    }

    private func signIn(_ session: RequestSession) async -> RequestSession.Verdict {
        do {
            try await session.route(to: "/sign-in")
        } catch {
            return .cancel(reason: error.message)
        }
        signingIn = session
        defer { signingIn = nil }
        return await session.suspend()
    }
}

@MainActor
@Suite struct GuardOwnershipSampleTests {
    let window = HeadlessWindow(animationDuration: .zero)

    @Test func theGuardLetsASignedInUserThrough() async throws {
        let app = try ShopApp(window: window)
        app.auth.isSignedIn = true
        try await app.wireframe.route(to: "/home")
        let result = try await app.wireframe.route(to: "/orders/7")
        #expect(result.screen.screenIdentifier == "order:7")
    }

    @Test func theWireframeDoesNotKeepTheAppAliveAndTheGuardCancelsOnceItIsGone() async throws {
        var app: ShopApp? = try ShopApp(window: window)
        weak let gone = app
        let wireframe = try #require(app?.wireframe)
        try await wireframe.route(to: "/home")
        app = nil
        #expect(gone == nil)
        let error = await #expect(throws: WireframeError.self) { try await wireframe.route(to: "/orders/7") }
        #expect(error?.code == .guardCancelled)
        #expect(error?.message.hasSuffix("the app is gone") == true)
        #expect(window.topmostScreen?.screenIdentifier == "home")
    }
}
