import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A request cancelled while a plug-in runs, or a plug-in that reports cancellation, fails as
/// cancelled (it used to be reported as the plug-in's failure); a long redirect chain stops at
/// the hop after its task is cancelled. The hierarchy is unchanged and the queue serves the next
/// request.
@MainActor
@Suite("Wireframe: cancellation while plug-ins run")
struct CancellationTests {
    @Test("a screen provider throwing CancellationError fails the request as cancelled")
    func screenProviderThrowsCancellation() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.register("/slow", name: "slow") { _ in throw CancellationError() }
        let error = await expectWireframeError(.cancelled, naming: ["screen provider \"slow\""], in: fixture) {
            try await fixture.wireframe.route(to: "/slow")
        }
        #expect(error?.underlyingError is CancellationError)
        #expect(try await fixture.wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
    }

    @Test("an option provider throwing CancellationError fails the request as cancelled")
    func optionProviderThrowsCancellation() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.addOptionProvider(name: "chooser", patterns: ["/settings"]) { _, _ in
            throw CancellationError()
        }
        await expectWireframeError(.cancelled, naming: ["option provider \"chooser\""], in: fixture) {
            try await fixture.wireframe.route(to: "/settings")
        }
        #expect(try await fixture.wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
    }

    @Test("cancelling a request while a slow screen provider runs fails it as cancelled")
    func cancelledWhileProviderRuns() async throws {
        let fixture = try await WireframeFixture()
        let started = AsyncStream<Void>.makeStream()
        try fixture.wireframe.register("/slow", name: "slow") { _ in
            started.continuation.yield()
            try await Task.sleep(for: .seconds(600))
            return HeadlessScreen("slow")
        }
        let before = fixture.dump()
        let request = Task { try await fixture.wireframe.route(to: "/slow") }
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()
        request.cancel()
        let error = await #expect(throws: WireframeError.self) { try await request.value }
        #expect(error?.code == .cancelled)
        #expect(error?.message.contains("screen provider \"slow\"") == true)
        #expect(fixture.dump() == before)
        #expect(try await fixture.wireframe.route(to: "/compose").screen.screenIdentifier == "compose")
    }

    @Test("a long redirect chain stops at the hop after its task is cancelled")
    func redirectChainIsCancellable() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.setMaximumRedirects(10_000)
        try fixture.wireframe.register("/hop/:n<int>", name: "hop") { _ in HeadlessScreen("end") }
        final class Hops { var count = 0 }
        let hops = Hops()
        try fixture.wireframe.addObserver(name: "chain", patterns: ["/hop/:n<int>"]) { request in
            hops.count += 1
            if hops.count == 100 { withUnsafeCurrentTask { $0?.cancel() } }
            let n = (try? request.parameters.value("n", as: Int.self)) ?? 0
            return n < 3_000 ? .redirect(to: "/hop/\(n + 1)") : .proceed
        }
        let before = fixture.dump()
        let error = await #expect(throws: WireframeError.self) {
            try await Task { try await fixture.wireframe.route(to: "/hop/0") }.value
        }
        #expect(error?.code == .cancelled)
        #expect(hops.count == 100)
        #expect(fixture.dump() == before)
    }

    @Test("a redirect chain thousands long is followed to its end")
    func longRedirectChain() async throws {
        let fixture = try await WireframeFixture()
        try fixture.wireframe.setMaximumRedirects(5_000)
        try fixture.wireframe.register("/hop/:n<int>", name: "hop") { _ in HeadlessScreen("end") }
        try fixture.wireframe.addObserver(name: "chain", patterns: ["/hop/:n<int>"]) { request in
            let n = (try? request.parameters.value("n", as: Int.self)) ?? 0
            return n < 5_000 ? .redirect(to: "/hop/\(n + 1)") : .proceed
        }
        let result = try await fixture.wireframe.route(to: "/hop/0")
        #expect(result.redirects.count == 5_000)
        #expect(result.request.url == "/hop/5000")
    }
}
