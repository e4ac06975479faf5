import Testing
import WireframeFlow
import WireframeHeadless
import WireframeNavigation
import WireframePipeline
import WireframePresentation
import WireframeRouting
import WireframeTestSupport
import WireframeTesting

// A compose flow end to end, as the demo app would run it: the screens only write what the user
// entered into the draft and ask for their next step; ComposeFlow alone decides which screen
// comes next from what the draft holds, and skips a step whose value is already there.

enum Recipients: FlowContextKey {
    static let defaultValue: [String] = []
}

enum Subject: FlowContextKey {
    static let defaultValue = ""
}

enum Confirmed: FlowContextKey {
    static let defaultValue = false
}

/// The decisions of the compose flow: ask for what the draft lacks, then review, then send.
@MainActor
final class ComposeFlow: ScreenFlow {
    private weak var wireframe: Wireframe?
    private(set) var sent: [String] = []

    init(wireframe: Wireframe) { self.wireframe = wireframe }

    /// Registers the flow's routes: `/compose` starts a new draft with this flow, each step
    /// goes on with the draft of the screen it starts from.
    func register() throws(RouteError) {
        guard let wireframe else { return }
        try wireframe.register("/compose", option: .present(inStack: true), flowContext: .new) { [self] request in
            let draft = request.flowContext
            draft?.flow = self
            if let to = request.parameters["to"] { draft?[Recipients.self] = [to] }
            return HeadlessScreen("compose", title: "New Message")
        }
        for step in ["recipients", "subject", "review"] {
            try wireframe.register("/compose/\(step)", option: .push, flowContext: .shared) { _ in
                HeadlessScreen("compose:\(step)")
            }
        }
    }

    func screenDidRequestNextStep(_ screen: any Screen, in draft: FlowContext) async throws {
        guard let wireframe else { return }
        if draft[Confirmed.self] {
            sent.append("\(draft[Subject.self]) → \(draft[Recipients.self].joined(separator: ", "))")
            try await wireframe.navigator.dismissModal(animated: false)
        } else if draft[Recipients.self].isEmpty {
            try await wireframe.route(to: "/compose/recipients", flowContext: .context(draft))
        } else if draft[Subject.self].isEmpty {
            try await wireframe.route(to: "/compose/subject", flowContext: .context(draft))
        } else {
            try await wireframe.route(to: "/compose/review", flowContext: .context(draft))
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ComposeFlowTests {
    /// The user on `screen` enters what `enter` writes, then taps Next.
    func next(on window: HeadlessWindow, _ enter: (FlowContext) -> Void = { _ in }) async throws {
        let screen = try #require(window.topmostScreen)
        let draft = try #require(screen.flowContext)
        enter(draft)
        try await screen.requestNextStep()
    }

    func composeStack(_ window: HeadlessWindow) -> [String] {
        (window.topmostScreen?.enclosingStack?.screens ?? []).screenIdentifiers
    }

    @Test func theFlowAsksForEachMissingValueThenSends() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let wireframe = Wireframe(root: app.window, containerFactory: HeadlessContainerFactory())
        let flow = ComposeFlow(wireframe: wireframe)
        try flow.register()

        try await wireframe.route(to: "/compose")
        try await next(on: app.window)
        #expect(composeStack(app.window) == ["compose", "compose:recipients"])
        try await next(on: app.window) { $0[Recipients.self] = ["ana@example.com"] }
        try await next(on: app.window) { $0[Subject.self] = "Lunch" }
        #expect(composeStack(app.window) == ["compose", "compose:recipients", "compose:subject", "compose:review"])
        try await next(on: app.window) { $0[Confirmed.self] = true }

        #expect(flow.sent == ["Lunch → ana@example.com"])
        #expect(app.window.topmostScreen?.screenIdentifier == "inbox")
    }

    @Test func aValueTheLinkBroughtSkipsItsStep() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let wireframe = Wireframe(root: app.window, containerFactory: HeadlessContainerFactory())
        let flow = ComposeFlow(wireframe: wireframe)
        try flow.register()

        try await wireframe.route(to: "/compose?to=ana%40example.com")
        try await next(on: app.window)
        #expect(composeStack(app.window) == ["compose", "compose:subject"])
    }

    @Test func eachDraftIsItsOwnAndGoesWithItsScreens() async throws {
        let app = try await HeadlessFixture(.stack("main", ["inbox"]))
        let wireframe = Wireframe(root: app.window, containerFactory: HeadlessContainerFactory())
        let flow = ComposeFlow(wireframe: wireframe)
        try flow.register()

        weak var firstDraft: FlowContext?
        try await wireframe.route(to: "/compose?to=ana%40example.com")
        firstDraft = app.window.topmostScreen?.flowContext
        #expect(firstDraft != nil)
        try await wireframe.navigator.dismissModal(animated: false)
        #expect(firstDraft == nil)

        try await wireframe.route(to: "/compose")
        #expect(app.window.topmostScreen?.flowContext?[Recipients.self] == [])
    }
}
