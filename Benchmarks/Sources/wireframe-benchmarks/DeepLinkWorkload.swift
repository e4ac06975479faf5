import WireframeHeadless
import WireframeKit
import WireframeSwiftUI

/// A deep link ten screens deep, opened on one backend and undone, for the SwiftUI benchmark
/// (and, in the root package, the benchmark of the views on the simulated SwiftUI runtime,
/// which compiles this file through a symbolic link).
///
/// - The state router shows `main`, a stack over its screen `home`; its link `myapp://deep`
///   (open to outside links) sets the path `main / s1 / … / s10`: ten screens pushed in one
///   request of the wireframe. Going back is `apply(.setPath(["main"]))`: ten pops.
/// - The same segments are registered on each backend: the headless backend's screens
///   (`HeadlessStack`, `HeadlessScreen`, in a `HeadlessWindow` whose animations take no time),
///   or the SwiftUI models (`SwiftUIStack`, `SwiftUIScreen`, in a `SwiftUIWindow` on iOS 16's
///   rules), with or without views (``DeepLinkViews``) that take each update the window's
///   planner makes, as SwiftUI's would.
@MainActor
struct DeepLinkWorkload {
    /// A backend one cycle runs on.
    struct Backend {
        /// The row's name in the tables.
        let name: String
        /// Whether the screens are the SwiftUI models' (else the headless backend's).
        let isSwiftUI: Bool
        /// The views shown on the SwiftUI models; `nil` without views (each change published at
        /// once, as in tests).
        let views: (@MainActor (SwiftUIWindow) -> any DeepLinkViews)?

        static let headless = Backend(name: "headless", isSwiftUI: false, views: nil)
        static let swiftUI = Backend(name: "SwiftUI models", isSwiftUI: true, views: nil)
        static let swiftUIWithViews = Backend(name: "SwiftUI models + views", isSwiftUI: true) {
            SimulatedViews(showing: $0)
        }

        /// Whether this is the SwiftUI models alone, the row issue 19's goal is for.
        var isModelsAlone: Bool { isSwiftUI && views == nil }
    }

    static let depth = 10
    static let link = "myapp://deep"
    static let deepPath: [PathSegment] = ["main"] + (1...depth).map { PathSegment("s\($0)") }

    let backend: Backend
    let store = BasicNavigationStore()
    let wireframe: Wireframe
    let router: StateRouter
    /// Held here: the wireframe holds its root weakly.
    let window: any RootContainer
    /// The backend's views, which forget each cycle's updates (they keep every update otherwise,
    /// which the heap would count).
    let views: (any DeepLinkViews)?
    /// How many updates the window published; `nil` without views.
    let updates: UpdateCounter?

    /// The backend's window showing `main`, its link registered.
    init(_ backend: Backend) async throws {
        self.backend = backend
        let screens = SegmentScreens()
        if backend.isSwiftUI {
            let window = SwiftUIWindow(limits: .iOS16)
            self.window = window
            views = backend.views?(window)
            updates = views == nil ? nil : UpdateCounter(window)
            try screens.register("main") { _ in try SwiftUIStack("main", screens: [SwiftUIScreen("home")]) }
            for level in 1...Self.depth {
                try screens.register("s\(level)") { _ in SwiftUIScreen("s\(level)") }
            }
        } else {
            window = HeadlessWindow(animationDuration: .zero)
            views = nil
            updates = nil
            try screens.register("main") { _ in try HeadlessStack("main", screens: [HeadlessScreen("home")]) }
            for level in 1...Self.depth {
                try screens.register("s\(level)") { _ in HeadlessScreen("s\(level)") }
            }
        }
        wireframe = Wireframe(root: window)
        router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try router.registerLink("/deep", access: .openToOutsideLinks) { _ in Self.deepPath }
        try await router.apply(.setPath(["main"], animated: false))
        try await settle()
    }

    /// Opens the link, then goes back to `main`'s root.
    func cycle() async throws {
        try await wireframe.route(to: Self.link, origin: .outsideLink)
        try await settle()
        try await router.apply(.setPath(["main"], animated: false))
        try await settle()
        views?.forgetUpdates()
    }

    /// Waits until the views show the models (at once without views).
    func settle() async throws {
        guard let window = window as? SwiftUIWindow else { return }
        if let views {
            try await views.settle(window)
        } else {
            await window.waitUntilShown()
        }
    }

    /// The identifiers of the screens on `main`.
    var mainScreens: [String] {
        (window.root as? any StackContainer)?.screens.map(\.screenIdentifier) ?? []
    }

    /// Whether one cycle pushes the ten screens in one update and pops them in one, the state
    /// following each; a description of what is wrong, or `nil`.
    func checkCycle() async throws -> String? {
        let updatesBefore = updates?.count ?? 0
        try await wireframe.route(to: Self.link, origin: .outsideLink)
        try await settle()
        let deep = ["home"] + (1...Self.depth).map { "s\($0)" }
        guard mainScreens == deep, store.navigationState.path == Self.deepPath else {
            return "after the link, main holds \(mainScreens) and the state is \(store.navigationState)"
        }
        if let shown = views?.shownStack, shown != deep {
            return "after the link, the views show \(shown) on main"
        }
        try await router.apply(.setPath(["main"], animated: false))
        try await settle()
        guard mainScreens == ["home"], store.navigationState.path == ["main"] else {
            return "after going back, main holds \(mainScreens) and the state is \(store.navigationState)"
        }
        if let shown = views?.shownStack, shown != ["home"] {
            return "after going back, the views show \(shown) on main"
        }
        if let updates, updates.count != updatesBefore + 2 {
            return "the views got \(updates.count - updatesBefore) updates for the link and the way back, not 2"
        }
        return nil
    }
}

/// What shows a SwiftUI window in the deep link's cycle: views that take each update the
/// window's planner makes and say when it is on screen.
@MainActor
protocol DeepLinkViews: AnyObject {
    /// Returns once the views show what `window`'s models hold; throws when they do not catch up.
    func settle(_ window: SwiftUIWindow) async throws
    /// Forgets what the views keep of the updates so far, which a long run would otherwise
    /// accumulate.
    func forgetUpdates()
    /// The screens the views show on the window's stack, root first; `nil` for views that take
    /// the updates without showing anything.
    var shownStack: [String]? { get }
}

extension SimulatedViews: DeepLinkViews {
    func settle(_ window: SwiftUIWindow) async {
        await window.waitUntilShown()
    }

    var shownStack: [String]? { nil }
}

/// Counts the updates a window publishes to its views.
@MainActor
final class UpdateCounter {
    private(set) var count = 0
    private var observation: NavigationObservation?

    init(_ window: SwiftUIWindow) {
        observation = window.observeViewUpdates { [weak self] _ in self?.count += 1 }
    }
}
