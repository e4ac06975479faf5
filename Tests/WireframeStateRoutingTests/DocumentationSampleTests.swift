// Holds samples of the `///` comments of SegmentScreenFactory.swift,
// SegmentScreens.swift, StateRouter+Links.swift, StateRouter+Restore.swift, StateRouter.swift,
// Routable.swift, PathStep.swift, NavigationState+Coding.swift, NavigationState.swift, PathChange.swift,
// PathSegment.swift, SegmentData.swift, SegmentKind.swift, StateRoutingError.swift,
// BasicNavigationStore.swift (the documentation tests check that they stay the same).
import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

// Holds samples of WireframeStateRouting.md and StateDrivenNavigation.md (the catalog's overview
// and its article); WireframeDocumentationTests checks that the pages show each sample as written
// here.

/// The code samples of WireframeStateRouting's documentation, compiled and run here.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DocumentationSampleTests {
    let window = HeadlessWindow(clock: ManualClock(), animationDuration: .zero)
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())

    init() {
        wireframe.attach(root: window)
    }

    @Test func theModulesOverview() async throws {
        // sample WireframeStateRouting/overview
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in
            try HeadlessTabs("mail", tabs: tabs)
        }
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register("settings") { _ in HeadlessScreen("settings") }
        try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }

        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try await router.apply(.setPath(["mail", "inbox", try message(MessageRef(id: 42))]))
        // sample end
        #expect(window.screen(withIdentifier: "message:42") != nil)
    }

    @Test func theRoutersOverview() async throws {
        // sample StateRouter/StateRouter
        let store = BasicNavigationStore()
        let screens = SegmentScreens()
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }
        let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)

        try await router.apply(.setPath(["inbox", try message(MessageRef(id: 42))]))
        // sample end
        #expect((window.root as? HeadlessStack)?.screens.screenIdentifiers == ["list", "message:42"])
    }

    @Test func theScreensOfTheSegments() throws {
        // sample SegmentScreens/SegmentScreens
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in
            try HeadlessTabs("mail", tabs: tabs)
        }
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register("settings") { _ in HeadlessScreen("settings") }
        try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }
        try screens.register("compose", presentation: .modal) { _ in HeadlessScreen("compose") }
        // sample end
        #expect(screens.identifiers == ["compose", "inbox", "mail", "message", "settings"])
    }

    @Test func aFactoryOfYourOwn() async throws {
        let screens = SegmentScreens()
        // sample StateDrivenNavigation/overview-4
        // sample SegmentScreenFactory/SegmentScreenFactory
        struct MessageScreens: SegmentScreenFactory {
            func makeScreen(for segment: PathSegment) throws -> any Screen {
                let ref = try segment.data(as: MessageRef.self)
                return HeadlessScreen("message:\(ref.id)")
            }
        }
        try screens.register("message", factory: MessageScreens())
        // sample end
        // sample end
        let router = StateRouter(store: BasicNavigationStore(), window: window, screens: screens)
        try await router.apply(.setPath([try message(MessageRef(id: 7))]))
        #expect(window.root?.screenIdentifier == "message:7")
    }

    @Test func theBasicStore() async throws {
        let screens = try MailApp.makeScreens()
        // sample BasicNavigationStore/BasicNavigationStore
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens)
        store.dispatch(.setPath(["mail", "inbox"]))
        // sample end
        try await router.settle()
        #expect(window.root?.screenIdentifier == "mail")
    }

    @Test func anErrorNamesTheSegment() async throws {
        let router = StateRouter(store: BasicNavigationStore(), window: window, screens: try MailApp.makeScreens())
        var log: [String] = []
        // sample StateRoutingError/StateRoutingError
        do {
            try await router.apply(.setPath(["mail", "inbox", "archive"]))
        } catch {
            log.append(error.message)  // no screen is registered for segment "archive" (position 2)
        }
        // sample end
        #expect(log == [#"no screen is registered for segment "archive" (position 2)"#])
    }

    @Test func segmentsAndTheirData() throws {
        // sample PathSegment/PathSegment
        struct MessageRef: Codable, Hashable { var id: Int }
        let message = SegmentKind<MessageRef>("message")
        let path: [PathSegment] = ["mail", "inbox", try message(MessageRef(id: 42))]
        // sample end
        #expect(path.pathDescription == #"mail / inbox / message({"id":42})"#)
    }

    @Test func segmentData() throws {
        // sample SegmentData/SegmentData
        struct MessageRef: Codable, Hashable { var id: Int }
        let data = try SegmentData(MessageRef(id: 42))
        let ref = try data.decode(MessageRef.self)  // MessageRef(id: 42)
        let json = data.json  // {"id":42}
        // sample end
        #expect(ref == MessageRef(id: 42) && json == #"{"id":42}"#)
    }

    @Test func segmentKinds() throws {
        // sample SegmentKind/SegmentKind
        struct MessageRef: Codable, Hashable { var id: Int }
        let message = SegmentKind<MessageRef>("message")

        let segment = try message(MessageRef(id: 42))  // message({"id":42})
        let ref = try message.data(of: segment)  // MessageRef(id: 42)
        // sample end
        #expect(segment.description == #"message({"id":42})"#)
        #expect(ref == MessageRef(id: 42))
    }

    @Test func theReducer() throws {
        // sample StateDrivenNavigation/overview
        // sample NavigationState/NavigationState
        var state = NavigationState()
        state.apply(.setPath(["mail", "inbox"]))
        state.apply(.push(try message(MessageRef(id: 42))))
        let description = state.path.pathDescription  // mail / inbox / message({"id":42})
        // sample end
        // sample end
        #expect(description == #"mail / inbox / message({"id":42})"#)
    }

    @Test func actionsAndRouteData() throws {
        struct Draft: Codable, Equatable { var text: String }
        let store = BasicNavigationStore()
        // sample PathChange/PathChange
        store.dispatch(.setPath(["mail", "inbox"]))  // animated
        store.dispatch(.push(try message(MessageRef(id: 42)), animated: false))
        store.dispatch(.pop())
        // sample end
        #expect(store.navigationState.path == ["mail", "inbox"])
        // sample PathChange/setPathData
        store.dispatch(try .setPathData(encoding: Draft(text: "Hi"), for: ["mail", "compose"]))
        // sample end
        let state = store.navigationState
        // sample NavigationState/pathData
        let draft = try state.pathData(Draft.self, for: ["mail", "compose"])
        // sample end
        #expect(draft == Draft(text: "Hi"))
    }

    @Test func savingAndRestoring() async throws {
        let store = BasicNavigationStore(NavigationState(path: ["mail", "settings"]))
        let router = StateRouter(store: store, window: window, screens: try MailApp.makeScreens())
        try await router.settle()
        // sample NavigationState+Coding/jsonData
        let saved = try store.navigationState.jsonData()
        // sample end
        var logged: [String] = []
        let log = { (text: String) in logged.append(text) }
        // sample StateDrivenNavigation/overview-3
        // sample StateRouter+Restore/restore
        switch try await router.restore(from: saved, fallback: ["mail", "inbox"]) {
        case .restored: break
        case .fellBack(let error): log(error.message)
        case .superseded(by: let overtaker): log("overtaken before it was shown: \(overtaker)")
        }
        // sample end
        // sample end
        #expect(logged.isEmpty)
        #expect(store.navigationState.path == ["mail", "settings"])
    }

    @Test func aDeepLink() async throws {
        let router = StateRouter(store: BasicNavigationStore(), window: window, screens: try MailApp.makeScreens())
        // sample StateRouter+Links/registerLink
        try router.registerLink("/inbox/messages/:id<int>", access: .openToOutsideLinks) { match in
            ["mail", "inbox", try message(MessageRef(id: match.parameters.value("id", as: Int.self)))]
        }
        try await router.open("mailapp://inbox/messages/42", origin: .outsideLink)
        // sample end
        // mail tabs, inbox tab with its list, message 42 pushed on it
        #expect(router.shownPath == ["mail", "inbox", try message(MessageRef(id: 42))])

        try await router.apply(.setPath(["mail", "inbox"]))
        var printed: [String] = []
        let print = { (text: String) in printed.append(text) }
        // sample StateRouter+Links/open
        if case .superseded(by: let overtaker) = try await router.open("mailapp://inbox/messages/42") {
            print("the link's path was not shown: \(overtaker)")
        }
        // sample end
        #expect(printed.isEmpty)
        #expect(router.shownPath == ["mail", "inbox", try message(MessageRef(id: 42))])
    }

    @Test func aRoutableOfYourOwn() async throws {
        // sample Routable/Routable
        final class LoggingRoutable: Routable {
            var log: [String] = []
            func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
                log.append("push \(segment)")
                return self
            }
            func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
                log.append("pop \(segment)")
            }
            func change(
                _ segment: PathSegment,
                to new: PathSegment,
                animated: Bool,
                in turn: NavigationTurn
            ) async throws -> any Routable {
                log.append("change \(segment) to \(new)")
                return self
            }
        }
        // sample end
        let routable = LoggingRoutable()
        let router = StateRouter(store: BasicNavigationStore(), root: routable)
        try await router.apply(.setPath(["a", "b"]))
        try await router.apply(.setPath(["a", "c"]))
        #expect(routable.log == ["push a", "push b", "change b to c"])
    }

    @Test func theStepsOfAChange() {
        // sample PathStep/steps
        let steps = PathStep.steps(from: ["a", "b", "c"], to: ["a", "x", "y"])
        // pop c at 2, change b to x at 1, push y at 2
        // sample end
        #expect(steps.map(\.description) == ["pop c at 2", "change b to x at 1", "push y at 2"])
    }
}
