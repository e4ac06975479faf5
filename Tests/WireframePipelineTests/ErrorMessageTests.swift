import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// An error with a description for people, as Foundation's `LocalizedError` gives one.
struct Described: LocalizedError {
    var errorDescription: String? { "the mailbox is locked" }
}

/// What a `WireframeError`'s message tells: enough to fix the request without another tool.
@MainActor
@Suite("Wireframe: errors that explain")
struct ErrorMessageTests {
    @Test("noRoute names the nearest patterns and why each lost")
    func noRouteNamesTheNearestPatterns() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/messages/:id<int>/reply")
        let error = await expectWireframeError(.noRoute, in: fixture) {
            try await fixture.wireframe.route(to: "/messages/abc")
        }
        #expect(
            error?.message
                == "route to \"/messages/abc\": no registered route matches it. Nearest: "
                + "\"/messages/:id<int>\" (segment 2 \"abc\" is not a valid int), "
                + "\"/messages/:id<int>/reply\" (segment 2 \"abc\" is not a valid int); 4 other patterns"
        )
    }

    @Test("noRoute ranks a misspelt first segment nearest")
    func noRouteFindsTheMisspeltPattern() async throws {
        let fixture = try await WireframeFixture()
        let error = await expectWireframeError(.noRoute, in: fixture) {
            try await fixture.wireframe.route(to: "/mesages/7")
        }
        #expect(
            error?.message.hasPrefix(
                "route to \"/mesages/7\": no registered route matches it. Nearest: "
                    + "\"/messages/:id<int>\" (segment 1 \"mesages\" is not \"messages\")"
            ) == true,
            "\(error?.message ?? "")"
        )
    }

    @Test("noRoute says when no pattern comes near")
    func noRouteWithNothingNear() async throws {
        let fixture = try await WireframeFixture()
        let error = await expectWireframeError(.noRoute, in: fixture) {
            try await fixture.wireframe.route(to: "/archive/2024")
        }
        #expect(
            error?.message
                == "route to \"/archive/2024\": no registered route matches it; none of the 5 patterns comes near"
        )
    }

    @Test("noRoute with no route registered says so")
    func noRouteWithoutRoutes() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window)
        let error = await #expect(throws: WireframeError.self) { try await wireframe.route(to: "/inbox") }
        #expect(error?.message == "route to \"/inbox\": no registered route matches it; no route is registered")
    }

    @Test("a redirect to a URL no route matches names the original URL, the chain and the observer")
    func redirectToNowhere() async throws {
        let fixture = try await WireframeFixture()
        try fixture.redirect("/compose", to: "/settings", observer: "settings first")
        try fixture.redirect("/settings", to: "/gone", observer: "moved")
        let error = await expectWireframeError(.noRoute, in: fixture) {
            try await fixture.wireframe.route(to: "/compose")
        }
        let message = error?.message ?? ""
        #expect(
            message.hasPrefix(
                "route to \"/compose\" (redirected \"/compose\" → \"/settings\" by \"settings first\" → "
                    + "\"/gone\" by \"moved\"): no registered route matches \"/gone\""
            ),
            "\(message)"
        )
        #expect(error?.url == "/gone")
    }

    @Test("a redirect to a URL that cannot be parsed names the original URL and the observer")
    func redirectToAnInvalidURL() async throws {
        let fixture = try await WireframeFixture()
        try fixture.redirect("/compose", to: "/log in", observer: "guard")
        let error = await expectWireframeError(.invalidURL, in: fixture) {
            try await fixture.wireframe.route(to: "/compose")
        }
        #expect(
            error?.message
                == "route to \"/compose\" (redirected \"/compose\" → \"/log in\" by \"guard\"): "
                + "URL \"/log in\" at offset 4: a space must be percent-encoded as %20"
        )
    }

    @Test("a redirect loop names the observer of each step")
    func redirectLoopNamesObservers() async throws {
        let fixture = try await WireframeFixture()
        try fixture.redirect("/compose", to: "/settings", observer: "a")
        try fixture.redirect("/settings", to: "/compose", observer: "b")
        let error = await expectWireframeError(.redirectLoop, in: fixture) {
            try await fixture.wireframe.route(to: "/compose")
        }
        #expect(
            error?.message
                == "route to \"/compose\": redirects loop: \"/compose\" → \"/settings\" by \"a\" → \"/compose\" by \"b\""
        )
    }

    @Test("a URL that cannot be parsed is named once, short, around the fault")
    func invalidURLIsNamedOnce() async throws {
        let fixture = try await WireframeFixture()
        let url = "/messages/" + String(repeating: "1", count: 10_000) + " "
        let error = await expectWireframeError(.invalidURL, in: fixture) {
            try await fixture.wireframe.route(to: url)
        }
        let message = error?.message ?? ""
        #expect(message.count < 300, "\(message.count) characters")
        #expect(message.components(separatedBy: "/messages/111").count == 2, "\(message)")
        #expect(message.hasSuffix("at offset 10010: a space must be percent-encoded as %20"), "\(message)")
        #expect(error?.url == url)
    }

    @Test("a long URL that matches no route is shortened in the message")
    func longURLIsShortened() async throws {
        let fixture = try await WireframeFixture()
        let url = "/" + String(repeating: "a", count: 10_000)
        let error = await expectWireframeError(.noRoute, in: fixture) {
            try await fixture.wireframe.route(to: url)
        }
        // The URL is named once and in each of the three reasons, each time shortened.
        #expect((error?.message.count ?? .max) < 1_000, "\(error?.message.count ?? 0) characters")
    }

    @Test("control characters of a URL are escaped in the message")
    func controlCharactersAreEscaped() async throws {
        let fixture = try await WireframeFixture()
        let error = await expectWireframeError(.invalidURL, in: fixture) {
            try await fixture.wireframe.route(to: "/messages/%1B%5B2J")
        }
        let message = error?.message ?? ""
        #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(message)")
        #expect(message.contains("`%1B` decodes to a control character (U+001B)"), "\(message)")
    }

    @Test("a plug-in's LocalizedError is shown by its description")
    func localizedErrorDescription() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/locked") { _ in throw Described() }
        try fixture.wireframe.addObserver(
            name: "gate",
            patterns: ["/settings"],
            willRoute: { _ in .reject(Described()) }
        )
        await expectWireframeError(.screenProviderFailed, naming: ["failed: the mailbox is locked"], in: fixture) {
            try await fixture.wireframe.route(to: "/locked")
        }
        await expectWireframeError(
            .rejected,
            naming: ["rejected by observer \"gate\": the mailbox is locked"],
            in: fixture
        ) {
            try await fixture.wireframe.route(to: "/settings")
        }
        #expect(RoutingDecision.reject(Described()).description == "reject (the mailbox is locked)")
    }

    @Test("a request cancelled while it waits carries its URL")
    func cancelledCarriesTheURL() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let task = Task { try await fixture.wireframe.route(to: "/messages/3", option: .push) }
        try await waitUntil("the request waits") { fixture.wireframe.navigator.waitingTurnCount == 1 }
        task.cancel()
        let error = await #expect(throws: WireframeError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(error?.url == "/messages/3")
        #expect(error?.message == "route to \"/messages/3\" cancelled while it waited for its turn")
    }

    @Test("screen identifiers made from a URL are escaped in messages and summaries")
    func screenIdentifiersAreEscaped() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/notes/:title") { request in
            HeadlessScreen("note:\(request.parameters["title"] ?? "")")
        }
        // A URL can no longer carry an escaped control character (it is refused while parsing);
        // parameters the app adds still can.
        let result = try await fixture.wireframe.route(
            to: "/notes/x",
            parameters: ["title": "a\u{1B}]0;pwned\u{7}"],
            option: .push
        )
        let error = await expectNavigationError(.screenNotFound, in: fixture) {
            try await fixture.wireframe.navigator.popTo(screenIdentifier: "gone\u{1B}[2J")
        }
        for text in [result.summary, error?.message ?? ""] {
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(text)")
        }
        #expect(result.summary.contains(#"screen "note:a\u{1B}]0;pwned\u{7}""#), "\(result.summary)")
        #expect(error?.message.contains(#"no screen "gone\u{1B}[2J""#) == true, "\(error?.message ?? "")")
    }
}
