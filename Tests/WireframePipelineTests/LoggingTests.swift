import Logging
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: logging through swift-log")
struct LoggingTests {
    @Test("each step of a route is logged at debug level, with the request's number and URL")
    func steps() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addObserver(name: "guard", willRoute: { _ in .proceed })
        try await fixture.wireframe.route(to: "/messages/5", option: .push)
        let entries = fixture.log.all.filter { $0.metadata["wireframe.url"] == "/messages/5" }
        #expect(entries.allSatisfy { $0.level == .debug })
        #expect(
            entries.map(\.message) == [
                "route to \"/messages/5\" asked (option push, origin app)",
                "\"/messages/5\" matched pattern /messages/:id<int>",
                "observer guard: proceed",
                "screen provider message made screen \"message:5\"",
                "transition PushTransition shows \"message:5\" with option push",
                "transition PushTransition: pushed onto \"main\"",
                "route done: \"/messages/5\" → screen \"message:5\" pushed onto \"main\" (option push, by PushTransition)",
            ]
        )
        #expect(Set(entries.compactMap { $0.metadata["wireframe.request"] }).count == 1)
    }

    @Test("option providers, declining providers, redirects and waiting are logged")
    func moreSteps() async throws {
        let fixture = try await WireframeFixture(attached: false)
        let wireframe = fixture.wireframe
        try wireframe.addOptionProvider(name: "layout") { _, current in current ?? .present }
        try wireframe.addScreenProvider(name: "shy", priority: 1, patterns: ["/login"]) { _ in nil }
        try wireframe.addObserver(name: "guard", patterns: ["/compose"], willRoute: { _ in .redirect(to: "/login") })
        let task = Task { try await wireframe.route(to: "/compose") }
        try await waitUntil("the request waits") { wireframe.navigator.waitingTurnCount == 1 }
        wireframe.attach(root: fixture.window)
        _ = try await task.value
        let messages = fixture.log.messages(at: .debug)
        #expect(
            messages.contains(
                "route to \"/compose\" waits for a root: attach(root:) has not been called yet (0 turn(s) ahead)"
            )
        )
        #expect(messages.contains("attached a root; 1 waiting turn(s) run now"))
        #expect(messages.contains("observer guard: redirect to \"/login\""))
        #expect(messages.contains("option provider layout: present"))
        #expect(messages.contains("screen provider shy declined"))
        #expect(messages.contains("screen provider login made screen \"login\""))
    }

    @Test("a turn that changed the screens logs its steps' records at debug level; a turn taken back logs none")
    func turnSteps() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/messages/7", option: .push)
        _ = try await fixture.wireframe.navigator.back()
        _ = try? await fixture.wireframe.inTurn(named: "push then fail") { turn in
            try await turn.apply(.push(HeadlessScreen("draft"), onto: fixture.stack))
            throw CancellationError()
        }
        try await fixture.wireframe.inTurn(named: "by hand") { _ in
            try await fixture.stack.push(HeadlessScreen("note"), animated: false)
        }
        let changes = fixture.log.all.filter { $0.message.contains(" changed the screens: ") }
        #expect(changes.allSatisfy { $0.level == .debug })
        #expect(
            changes.map(\.message) == [
                #"route to "/messages/7" changed the screens: push "message:7" onto "main""#,
                #"back changed the screens: pop "main" to "inbox""#,
                #"by hand changed the screens: changes outside its steps"#,
            ]
        )
    }

    @Test("messages keep the source location of the wireframe's line that logs them")
    func sourceLocation() async throws {
        let fixture = try await WireframeFixture()
        try await fixture.wireframe.route(to: "/messages/6", option: .push)
        _ = try? await fixture.wireframe.route(to: "/nowhere")
        let files = Set(fixture.log.all.map(\.file))
        #expect(files.contains("WireframePipeline/Wireframe+Routing.swift"))
        #expect(files.contains("WireframePipeline/Admission.swift"))
        #expect(files.contains("WireframePipeline/Placement.swift"))
        #expect(!files.contains("WireframeKit/RequestLogger.swift"))
    }

    @Test("a failure is logged at debug level with its code: the caller learns it from the error thrown")
    func failures() async throws {
        let fixture = try await WireframeFixture()
        let noRoute = await #expect(throws: WireframeError.self) { try await fixture.wireframe.route(to: "/nowhere") }
        let nothingToGoBack = await #expect(throws: NavigationError.self) {
            try await fixture.wireframe.navigator.back()
        }
        let failures = fixture.log.all.filter { $0.metadata["wireframe.error"] != nil }
        #expect(failures.map(\.level) == [.debug, .debug])
        #expect(failures.map(\.message) == [noRoute?.message, nothingToGoBack?.message])
        #expect(failures.map { $0.metadata["wireframe.error"] } == ["noRoute", "nothingToGoBack"])
        #expect(failures[0].metadata["wireframe.url"] == "/nowhere")
        #expect(fixture.log.all.allSatisfy { $0.level <= .debug })
    }

    @Test("an underlying error is logged as metadata")
    func underlying() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/broken") { _ in throw TestError("disk full") }
        _ = try? await fixture.wireframe.route(to: "/broken")
        let error = try #require(fixture.log.all.first { $0.metadata["wireframe.error"] != nil })
        #expect(error.metadata["wireframe.underlyingError"] == "disk full")
    }

    @Test("screen(for:) logs its failures too")
    func screenForFailure() async throws {
        let fixture = try await WireframeFixture()
        _ = try? await fixture.wireframe.screen(for: "/nowhere")
        let failure = try #require(fixture.log.all.first { $0.metadata["wireframe.error"] != nil })
        #expect(failure.level == .debug)
        #expect(failure.message.hasPrefix("screen for \"/nowhere\" failed: route to \"/nowhere\": no registered route"))
    }

    @Test("a URL with control characters is logged escaped, in messages and metadata")
    func controlCharactersAreEscaped() async throws {
        let fixture = try await WireframeFixture()
        _ = try? await fixture.wireframe.route(to: "/inbox\n2026-01-01 critical: forged line\u{1B}[2J")
        let entries = fixture.log.all.filter { $0.metadata["wireframe.url"] != nil }
        #expect(!entries.isEmpty)
        for entry in entries {
            for text in [entry.message] + entry.metadata.values {
                #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(text)")
            }
        }
        #expect(entries.first?.metadata["wireframe.url"] == #"/inbox\n2026-01-01 critical: forged line\u{1B}[2J"#)
    }

    @Test("the default logger is labelled WireframeKit.Wireframe")
    func defaultLabel() {
        #expect(Wireframe().logger.label == "WireframeKit.Wireframe")
    }
}
