// Holds a sample of ThePipeline.md (the documentation tests check that it stays the same).
import Testing
import WireframeHeadless
import WireframeKit

/// route-composer's example app on the wireframe: a tab bar built by `/home` (a circle stack and
/// a square stack), an alert presented over the circle screen, then a product pushed onto the
/// circle stack. route-composer dismisses what is presented above the container its finder
/// found, then pushes; here the product route declares that stack as its prerequisite.
@MainActor
private final class ShapesApp {
    let window = HeadlessWindow(animationDuration: .zero)
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(naming: .named("modal")))

    init() async throws {
        try wireframe.register("/home", option: .replaceRoot) { _ in
            try HeadlessTabs(
                "tabs",
                tabs: [
                    try HeadlessStack("circle", screens: [HeadlessScreen("circle")]),
                    try HeadlessStack("square", screens: [HeadlessScreen("square")]),
                ]
            )
        }
        try wireframe.register("/circle", option: .selectTab(0)) { request in request.shown.visibleTabs?.tabs.first }
        try wireframe.register("/alert", option: .present) { _ in HeadlessScreen("alert") }
        try wireframe.register("/sheet", option: .present(inStack: true)) { _ in HeadlessScreen("sheet") }
        try wireframe.register("/products/:id<int>", option: .push) { request in
            HeadlessScreen("product:\(request.parameters["id"] ?? "?")")
        }
        try wireframe.setPrerequisites([.tabs(builtBy: "/home")], forRoute: "/circle")
        wireframe.attach(root: window)
        try await wireframe.route(to: "/home")
    }

    func tabs(circle: [String] = [], alert: Bool = false) -> String {
        var lines = ["window", "└─ tabs \"tabs\" (selected: 0)", "   ├─ [0] stack \"circle\""]
        let screens = ["circle"] + circle
        for (index, screen) in screens.enumerated() {
            let last = index == screens.count - 1
            lines.append("   │  \(last ? "└─" : "├─") screen \"\(screen)\"")
            if last && alert { lines.append("   │     └─ presents screen \"alert\"") }
        }
        lines += ["   └─ [1] stack \"square\"", "      └─ screen \"square\""]
        return lines.joined(separator: "\n")
    }
}

@MainActor
@Suite("A push whose stack is under a modal (route-composer)")
struct PushUnderModalTests {
    @Test("the alert above the stack the prerequisite found is dismissed, then the product pushed, in one request")
    func dismissesThenPushes() async throws {
        let app = try await ShapesApp()
        try await app.wireframe.route(to: "/alert")
        #expect(app.window.dump() == app.tabs(alert: true))
        var heard: [String: [NavigationStep.Record]] = [:]
        let observation = app.wireframe.navigator.observeChanges { change in
            heard[change.name, default: []] += change.records
        }
        let wireframe = app.wireframe
        // sample ThePipeline/prerequisites-what-a-route-needs-on-screen-first-3
        // An alert covers the circle stack: it is dismissed, then the product pushed onto that stack.
        try wireframe.setPrerequisites([.stack(builtBy: "/circle")], forRoute: "/products/:id<int>")
        try await wireframe.route(to: "/products/7")
        // sample end
        observation.cancel()
        #expect(app.window.dump() == app.tabs(circle: ["product:7"]))
        #expect(
            heard == [
                #"route to "/products/7""#: [.dismiss(presentedBy: "circle"), .push("product:7", onto: "circle")]
            ]
        )
    }

    @Test("a tabs prerequisite found under a sheet: the sheet is dismissed, then the tab selected and the push made")
    func tabsUnderASheet() async throws {
        let app = try await ShapesApp()
        try await app.wireframe.route(to: "/sheet")
        try app.wireframe.register("/squares/:id<int>", option: .selectTab(1, then: .push)) { request in
            HeadlessScreen("square:\(request.parameters["id"] ?? "?")")
        }
        try app.wireframe.setPrerequisites([.tabs(builtBy: "/home")], forRoute: "/squares/:id<int>")
        try await app.wireframe.route(to: "/squares/4")
        #expect(
            app.window.dump()
                == """
                window
                └─ tabs "tabs" (selected: 1)
                   ├─ [0] stack "circle"
                   │  └─ screen "circle"
                   └─ [1] stack "square"
                      ├─ screen "square"
                      └─ screen "square:4"
                """
        )
    }

    @Test("nothing is dismissed when the prerequisite is found inside the modal itself")
    func prerequisiteInsideTheModal() async throws {
        let app = try await ShapesApp()
        try await app.wireframe.route(to: "/sheet")
        try app.wireframe.setPrerequisites([.stack(builtBy: "/circle")], forRoute: "/products/:id<int>")
        let result = try await app.wireframe.route(to: "/products/7")
        #expect(result.placement.summary == "pushed onto \"modal\"")
        #expect(app.window.dump().contains("presents stack \"modal\""))
    }

    @Test("when the push then fails, the alert is presented again: whole or not at all")
    func failedPushPutsTheAlertBack() async throws {
        let app = try await ShapesApp()
        try await app.wireframe.route(to: "/alert")
        try app.wireframe.setPrerequisites([.stack(builtBy: "/circle")], forRoute: "/products/:id<int>")
        try app.wireframe.addTransition(name: "refuses", for: PushOption.self, patterns: ["/products/:id<int>"]) {
            _,
            _,
            _ in
            throw TestError("the product is out of stock")
        }
        let before = app.window.dump()
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/products/7") }
        #expect(error?.code == .transitionFailed)
        #expect(app.window.dump() == before)
    }

    @Test("without a prerequisite, a push under a modal still fails as before, naming the modal")
    func withoutAPrerequisiteNothingIsDismissed() async throws {
        let app = try await ShapesApp()
        try await app.wireframe.route(to: "/alert")
        let before = app.window.dump()
        let error = await #expect(throws: WireframeError.self) { try await app.wireframe.route(to: "/products/7") }
        #expect(error?.code == .noContainer)
        #expect(error?.message.contains(#"the visible screen "alert" is not on a stack"#) == true)
        #expect(app.window.dump() == before)
    }
}
