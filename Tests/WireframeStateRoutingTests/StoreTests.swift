import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The router works with any store through `NavigationStore`: the shipped one, and a Redux-style
/// store of the app's own.
@MainActor
@Suite("Stores: the shipped store and a Redux-style store of the app's own", .timeLimit(.minutes(1)))
struct StoreTests {
    @Test("the shipped store tells its observers of each change, in order, once")
    func basicStore() throws {
        let store = BasicNavigationStore()
        var heard: [String] = []
        let observation = store.observeNavigationState { heard.append($0.description) }
        store.dispatch(.setPath(["a"]))
        store.dispatch(.setPath(["a"]))
        store.dispatch(.push("b"))
        #expect(heard == ["a", "a / b"])
        observation.cancel()
        #expect(!observation.isActive)
        store.dispatch(.pop())
        #expect(heard == ["a", "a / b"])
    }

    /// The store applies each action in place and tells of it when it changed the state, judged
    /// by the action alone (it compared the whole state before and after each one, which made a
    /// route built one push at a time cost the square of its length; the benchmark package's
    /// scaling table holds the speed). What counts as a change is what it was.
    @Test("every kind of action is told when it changes the state, and only then")
    func changesByKind() throws {
        let store = BasicNavigationStore()
        var heard: [String] = []
        let observation = store.observeNavigationState { state in
            heard.append("\(state.description)\(state.isAnimated ? "" : " (still)")")
        }
        let draft = try SegmentData("draft")
        let actions: [(PathChange, Bool)] = [
            (.pop(), false),
            (.replaceLast("a"), true),
            (.replaceLast("a"), false),
            (.replaceLast("a", animated: false), true),
            (.setPath(["a"], animated: false), false),
            (.setPath(["a"]), true),
            (.push("b"), true),
            (.push("b"), true),
            (.pop(), true),
            (.replaceLast("c"), true),
            (.setPath(["a", "c"]), false),
            (.setPathData(draft, for: ["a"]), true),
            (.setPathData(draft, for: ["a"]), false),
            (.setPathData(nil, for: ["a"]), true),
            (.setPathData(nil, for: ["a"]), false),
            (.pop(animated: false), true),
            (.pop(animated: false), true),
            (.pop(), false),
        ]
        for (action, changes) in actions {
            let before = store.navigationState
            let count = heard.count
            store.dispatch(action)
            #expect((heard.count == count + 1) == changes, "\(action)")
            #expect((store.navigationState != before) == changes, "\(action)")
            #expect(store.navigationState == before.applying(action), "\(action)")
        }
        #expect(heard.last == "(empty path) (still)")
        observation.cancel()
    }

    @Test("an action dispatched by an observer waits until every observer heard of the one before")
    func reentrantDispatch() {
        let store = BasicNavigationStore()
        var first: [String] = []
        var second: [String] = []
        let one = store.observeNavigationState { state in
            first.append(state.description)
            if state.path == ["a"] { store.dispatch(.push("b")) }
        }
        let two = store.observeNavigationState { second.append($0.description) }
        store.dispatch(.setPath(["a"]))
        #expect(first == ["a", "a / b"])
        #expect(second == ["a", "a / b"])
        one.cancel()
        two.cancel()
    }

    @Test("a freed observation hears nothing more")
    func freedObservation() {
        let store = BasicNavigationStore()
        var count = 0
        _ = store.observeNavigationState { _ in count += 1 }
        store.dispatch(.setPath(["a"]))
        #expect(count == 0)
    }

    @Test("a Redux-style store of the app's own drives the router; the router writes back through it")
    func reduxStore() async throws {
        let redux = ReduxStore(AppState(), reducer: appReducer)
        let window = HeadlessWindow(clock: ManualClock(), animationDuration: .zero)
        let router = StateRouter(store: AppStoreAdapter(redux), window: window, screens: try MailApp.makeScreens())
        redux.dispatch(.navigation(.setPath(["mail", "inbox", try messageSegment(42)])))
        try await router.settle()
        #expect(window.root?.screenIdentifier == "mail")
        redux.dispatch(.markAllRead)
        #expect(redux.state.unread == 0)
        let inbox = try #require(window.allScreens.first { $0.screenIdentifier == "inbox" } as? HeadlessStack)
        try await inbox.simulateBackSwipe(animated: false)
        #expect(redux.state.navigation.path == ["mail", "inbox"])
        #expect(inbox.screens.screenIdentifiers == ["list"])
        router.stop()
        #expect(redux.subscriberCount == 0, "the router cancels its subscription when it stops")
    }
}
