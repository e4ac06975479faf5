import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// The data of a `message` segment.
struct MessageRef: Codable, Hashable, Sendable {
    var id: Int
}

/// The segment of a message, with its id.
let message = SegmentKind<MessageRef>("message")

/// The segment of message `id`.
func messageSegment(_ id: Int) throws -> PathSegment {
    try message(MessageRef(id: id))
}

/// A mail app on the headless backend, navigated by state:
///
/// | segment | screen | shown |
/// | --- | --- | --- |
/// | `mail` | tabs "mail": `inbox`, `settings` | as the root |
/// | `inbox` | stack "inbox" holding "list" | a tab |
/// | `settings` | screen "settings" | a tab |
/// | `message` | screen "message:<id>" | pushed |
/// | `attachment` | screen "attachment" | pushed |
/// | `compose` | stack "compose" holding "draft" | modal |
/// | `recipients` | screen "recipients" | pushed (in the compose stack) |
/// | `about` | screen "about" | modal |
/// | `login` | screen "login" | as the root |
/// | `onboarding` | stack "onboarding" holding "welcome" | as the root |
@MainActor
struct MailApp {
    let clock: ManualClock
    let window: HeadlessWindow
    let screens: SegmentScreens
    let store: BasicNavigationStore
    let router: StateRouter
    let timeoutClock = ManualClock()

    /// - Parameters:
    ///   - animationDuration: how long an animated transition takes on ``clock``; zero makes
    ///     every transition instant.
    ///   - wireframe: a wireframe driving the same window, whose queue the router shares.
    ///   - initial: the store's first state.
    init(
        animationDuration: Duration = .zero,
        wireframe: Wireframe? = nil,
        initial: NavigationState = NavigationState()
    ) throws {
        clock = ManualClock()
        window = HeadlessWindow(clock: clock, animationDuration: animationDuration)
        screens = try Self.makeScreens()
        store = BasicNavigationStore(initial)
        router = StateRouter(
            store: store,
            window: window,
            screens: screens,
            wireframe: wireframe,
            timeout: .seconds(10),
            clock: timeoutClock
        )
    }

    static func makeScreens() throws -> SegmentScreens {
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in try HeadlessTabs("mail", tabs: tabs) }
        try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
        try screens.register("settings") { _ in HeadlessScreen("settings") }
        try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }
        try screens.register("attachment") { _ in HeadlessScreen("attachment") }
        try screens.register("compose", presentation: .modal) { _ in
            try HeadlessStack("compose", screens: [HeadlessScreen("draft")])
        }
        try screens.register("recipients") { _ in HeadlessScreen("recipients") }
        try screens.register("about", presentation: .modal) { _ in HeadlessScreen("about") }
        try screens.register("login") { _ in HeadlessScreen("login") }
        try screens.register("onboarding") { _ in try HeadlessStack("onboarding", screens: [HeadlessScreen("welcome")])
        }
        return screens
    }

    /// The store's route, on one line.
    var route: String { store.navigationState.path.pathDescription }

    /// The window's hierarchy as text.
    func dump() -> String { window.dump() }

    /// Runs `change` in a task of its own and, while its first animation runs, taps the settings
    /// tab as the user would; returns what `change` returned once the router is idle. The app's
    /// animations must take time (`animationDuration` 300 ms) for the tap to come mid-change.
    func tapSettingsWhileAnimating<Result: Sendable>(
        during change: @escaping @MainActor () async throws -> Result
    ) async throws -> Result {
        let tabs = try find("mail", as: HeadlessTabs.self)
        let running = Task { try await change() }
        try await waitUntil("the change animates") { clock.sleeperCount > 0 }
        try await tabs.simulateTabTap(1, animated: false)
        try await runAnimations(on: clock, step: .milliseconds(300)) { !router.isBusy }
        return try await running.value
    }

    /// The stack, tabs or screen named `identifier` in the window.
    func find<Found>(_ identifier: String, as type: Found.Type) throws -> Found {
        guard let found = window.allScreens.first(where: { $0.screenIdentifier == identifier }) as? Found else {
            throw WaitTimedOut(what: "no \(Found.self) \"\(identifier)\" in\n\(window.dump())")
        }
        return found
    }
}
