import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds the samples of the `///` comments of WireframeNavigation, each run as it stands:
// NavigationStep.swift, NavigationStep+Record.swift, NavigationTurn.swift, Navigator.swift, Navigator+InTurn.swift,
// NavigationChange.swift, URLRouting.swift and NavigationError.swift.

/// A window with stack "main" holding "inbox", and a wireframe routing `/messages/:id<int>` to
/// "message:<id>" and `/compose` to "compose".
@MainActor
private struct MailWindow {
    let window = HeadlessWindow(animationDuration: .zero)
    let inbox: HeadlessStack
    let wireframe: Wireframe

    init() async throws {
        inbox = try HeadlessStack("main", screens: [HeadlessScreen("inbox")])
        try await window.setRoot(inbox, animated: false)
        wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/messages/:id<int>") { request in
            HeadlessScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        try wireframe.register("/compose") { _ in HeadlessScreen("compose") }
    }
}

@MainActor
@Suite("WireframeNavigation: the samples of its doc comments")
struct DocCommentSampleTests {
    @Test func navigationStep() async throws {
        let mail = try await MailWindow()
        let wireframe = mail.wireframe
        let draft = HeadlessScreen("draft")

        // sample NavigationStep/NavigationStep
        try await wireframe.inTurn(named: "show the draft") { turn in
            guard let stack = turn.shown.visibleStack else { return }
            try await turn.apply(.push(draft, onto: stack))
            try await turn.apply(.present(HeadlessScreen("tip"), over: draft))  // if this fails, the push is taken back
        }
        // sample end

        #expect(mail.inbox.screens.map(\.screenIdentifier) == ["inbox", "draft"])
        #expect(draft.presentedScreen?.screenIdentifier == "tip")
    }

    @Test func stepRecord() async throws {
        let mail = try await MailWindow()
        let navigator = mail.wireframe.navigator
        try await mail.wireframe.route(to: "/messages/42", option: .push)

        // sample NavigationStep+Record/Record
        let change = try await navigator.back()
        #expect(change.records == [.pop("main", to: "inbox")])
        // sample end
    }

    @Test func nothingToGoBack() async throws {
        let mail = try await MailWindow()
        let navigator = mail.wireframe.navigator
        var hinted = false
        func showTheRootHint() { hinted = true }

        // sample NavigationError/NavigationError
        do {
            try await navigator.back()
        } catch let error where error.code == .nothingToGoBack {
            showTheRootHint()  // back: "inbox" is the root of its stack and is not presented
        } catch {
            print(error)  // a container refused the pop, or the turn was cancelled
        }
        // sample end

        #expect(hinted)
    }

    @Test func closingAFlowInATurn() async throws {
        let mail = try await MailWindow()
        let wireframe = mail.wireframe
        let navigator = wireframe.navigator
        try await wireframe.route(to: "/compose", option: .present(animated: false))

        // sample NavigationTurn/NavigationTurn
        try await wireframe.inTurn(named: "close the compose flow") { turn in
            guard let presenter = turn.shown.topmostScreen?.presentingScreen else { return }
            try await turn.apply(.dismiss(presentedBy: presenter))
        }
        // sample end

        #expect(mail.window.topmostScreen?.screenIdentifier == "inbox")
        try await wireframe.route(to: "/compose", option: .present(animated: false))

        // sample Navigator+InTurn/inTurn
        try await navigator.inTurn(named: "close the compose flow") { turn in
            guard let presenter = turn.shown.topmostScreen?.presentingScreen else { return }
            try await turn.apply(.dismiss(presentedBy: presenter))
        }
        // sample end

        #expect(mail.window.topmostScreen?.screenIdentifier == "inbox")
    }

    @Test func oneNavigatorForTheWindow() throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let store = BasicNavigationStore()
        let screens = SegmentScreens()

        // sample Navigator/Navigator
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        let shared = router.navigator === wireframe.navigator  // true: one queue, and each hears of the other's changes
        // sample end

        #expect(shared)
    }

    @Test func aWireframeIsTheRoutingOfTheFrontEnds() async throws {
        let window = HeadlessWindow(animationDuration: .zero)

        // sample URLRouting/URLRouting
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        let routing: any URLRouting = wireframe
        let shared = routing.navigator === wireframe.navigator  // true: one queue for every front-end
        // sample end

        #expect(shared)
        #expect(routing.containerFactory is HeadlessContainerFactory)
    }

    @Test func hearingChanges() async throws {
        let mail = try await MailWindow()
        let (wireframe, inbox) = (mail.wireframe, mail.inbox)

        // sample NavigationChange/NavigationChange
        var heard: [String] = []
        let observation = wireframe.navigator.observeChanges { change in
            heard += change.records.map { "\(change.source): \($0)" }
        }
        try await wireframe.route(to: "/messages/42", option: .push)
        try await inbox.simulateBackSwipe()
        // heard: wireframe: push "message:42" onto "main", user: pop "main" to "inbox"
        observation.cancel()
        // sample end

        #expect(heard == [#"wireframe: push "message:42" onto "main""#, #"user: pop "main" to "inbox""#])
    }
}
