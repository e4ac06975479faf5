import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// An app with a login screen and a tab bar, as the example apps of URLNavigator, XCoordinator
/// and route-composer are: a window, and a wireframe with routes
///
/// | pattern | screen | option | prerequisite |
/// | --- | --- | --- | --- |
/// | `/login` | `login` | replaceRoot | |
/// | `/main` | tabs "tabs": stack "inbox" [inbox], stack "settings" [settings] | replaceRoot | |
/// | `/messages/:id<int>` | `message:<id>` | selectTab(0, then: push) | tabs built by `/main` |
/// | `/about` | `about` | selectTab(1, then: push) | tabs built by `/main` |
/// | `/orders/:id<int>` | `order:<id>` | push | |
@MainActor
final class TabsApp {
    let window = HeadlessWindow(animationDuration: .zero)
    let wireframe = Wireframe(containerFactory: HeadlessContainerFactory(naming: .named("modal")))
    /// How many times `/main` built the tabs.
    var tabsBuilt = 0
    /// What `/main`'s screen provider throws, when set.
    var tabsFailure: TestError?

    /// - Parameter root: the window's root screen at the start (`nil`: the window shows
    ///   nothing), shown by routing to `/login` so that the wireframe knows it.
    init(showingLogin: Bool = true, attached: Bool = true) async throws {
        try wireframe.register("/login", option: .replaceRoot(animated: false)) { _ in HeadlessScreen("login") }
        try wireframe.register("/main", option: .replaceRoot(animated: false)) { [unowned self] _ in
            if let tabsFailure { throw tabsFailure }
            tabsBuilt += 1
            return try HeadlessTabs(
                "tabs",
                tabs: [
                    try HeadlessStack("inbox", screens: [HeadlessScreen("inbox")]),
                    try HeadlessStack("settings", screens: [HeadlessScreen("settings")]),
                ]
            )
        }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .selectTab(0, then: .push)) {
            HeadlessScreen("message:\($0.parameters["id"] ?? "?")")
        }
        try wireframe.register("/about", option: .selectTab(1, then: .push)) { _ in HeadlessScreen("about") }
        try wireframe.register("/orders/:id<int>", option: .push) {
            HeadlessScreen("order:\($0.parameters["id"] ?? "?")")
        }
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/messages/:id<int>")
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/about")
        if attached {
            wireframe.attach(root: window)
            if showingLogin { try await wireframe.route(to: "/login") }
        }
    }

    func dump() -> String { window.dump() }
}

/// A door a plug-in waits at until the test opens it: what lets a test make other requests
/// while one is in the middle of its turn.
@MainActor
final class Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// How many are waiting.
    var waitingCount: Int { waiters.count }

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

/// The dump of a window showing the tab bar of ``TabsApp``, tab `selected` selected, with
/// `inbox` and `settings` the screens above each tab's root.
func tabsDump(selected: Int, inbox: [String] = [], settings: [String] = []) -> String {
    var lines = ["window", "└─ tabs \"tabs\" (selected: \(selected))"]
    let inboxScreens = ["inbox"] + inbox
    let settingsScreens = ["settings"] + settings
    lines.append("   ├─ [0] stack \"inbox\"")
    for (index, screen) in inboxScreens.enumerated() {
        lines.append("   │  \(index == inboxScreens.count - 1 ? "└─" : "├─") screen \"\(screen)\"")
    }
    lines.append("   └─ [1] stack \"settings\"")
    for (index, screen) in settingsScreens.enumerated() {
        lines.append("      \(index == settingsScreens.count - 1 ? "└─" : "├─") screen \"\(screen)\"")
    }
    return lines.joined(separator: "\n")
}
