import PropertyBased
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Route values routed through the whole wireframe come back to the screen provider unchanged.
@MainActor
@Suite("Wireframe: typed routes round-trip through the pipeline")
struct TypedRoutePropertyTests {
    static let text = Gen<Character?>.element(of: Array("aZ0 -._~/?#&=+%:@éü日🚀")).map { $0 ?? "a" }

    @Test("value → route(to:) → screen provider gets the same value")
    func roundTrip() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/home", option: .replaceRoot(inStack: true)) { _ in HeadlessScreen("home") }
        var received: ThreadRoute?
        try wireframe.register(ThreadRoute.self, option: .push(animated: false)) { route, _ in
            received = route
            return HeadlessScreen("thread")
        }
        try await wireframe.route(to: "/home")
        let threads = zip(Gen.int(), Self.text.string(of: 0...6).optional, Gen<MailFolder>.case).map {
            ThreadRoute(id: $0, highlight: $1, folder: $2)
        }
        await propertyCheck(count: 60, input: threads) { thread in
            received = nil
            let result = try await wireframe.route(to: thread)
            #expect(received == thread, "\(result.url)")
            try await wireframe.navigator.back(animated: false)
        }
    }
}
