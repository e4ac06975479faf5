import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: plug-ins limited to patterns, among the others")
struct PluginIndexTests {
    @Test("limited and unlimited plug-ins are consulted together: by priority, then in the order added")
    func mergedOrder() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        var asked: [String] = []
        func observe(_ name: String, priority: Int, patterns: [String]? = nil) throws {
            try wireframe.addObserver(
                name: name,
                priority: priority,
                patterns: patterns,
                willRoute: { _ in
                    asked.append(name)
                    return .proceed
                }
            )
        }
        try observe("all 5", priority: 5)
        try observe("messages 5", priority: 5, patterns: ["/messages/:id<int>"])
        try observe("compose 9", priority: 9, patterns: ["/compose"])
        try observe("all 0", priority: 0)
        try observe("messages and compose 7", priority: 7, patterns: ["/messages/:id<int>", "/compose"])
        try observe("all 5 again", priority: 5)
        // Another spelling of the same pattern.
        try observe("messages 0", priority: 0, patterns: ["/messages/:id<int>/"])
        try observe("all -3", priority: -3)

        try await wireframe.route(to: "/messages/1", option: .push)
        #expect(
            asked == ["messages and compose 7", "all 5", "messages 5", "all 5 again", "all 0", "messages 0", "all -3"]
        )
        asked = []
        try await wireframe.route(to: "/compose", option: .present)
        #expect(asked == ["compose 9", "messages and compose 7", "all 5", "all 5 again", "all 0", "all -3"])
        asked = []
        try await wireframe.route(to: "/settings", option: .present)
        #expect(asked == ["all 5", "all 5 again", "all 0", "all -3"])
    }

    @Test("a limit added before its route is registered is refused: the route comes first")
    func limitBeforeRoute() async throws {
        let fixture = try await WireframeFixture()
        let wireframe = fixture.wireframe
        let error = #expect(throws: RouteError.self) {
            try wireframe.addScreenProvider(name: "early", priority: 1, patterns: ["/later/:id"]) { _ in
                HeadlessScreen("early")
            }
        }
        #expect(error?.message.contains("register the route first") == true, "\(error?.message ?? "")")
        try wireframe.register("/later/:id") { _ in HeadlessScreen("own") }
        try wireframe.addScreenProvider(name: "late", priority: 1, patterns: ["/later/:id"]) { _ in
            HeadlessScreen("late")
        }
        let result = try await wireframe.route(to: "/later/3", option: .push)
        #expect(result.screenProvider == "late")
    }
}
