import WireframeHeadless
import WireframeKit
import WireframeSwiftUI

/// A deep link ten screens deep, opened on one backend and undone, for the SwiftUI benchmark.
///
/// - The state router shows `main`, a stack over its screen `home`; its link `myapp://deep`
///   (open to outside links) sets the path `main / s1 / … / s10`: ten screens pushed in one
///   request of the wireframe. Going back is `apply(.setPath(["main"]))`: ten pops.
/// - The same segments are registered on each backend: the headless backend's screens
///   (`HeadlessStack`, `HeadlessScreen`, in a `HeadlessWindow` whose animations take no time),
///   or the SwiftUI models (`SwiftUIStack`, `SwiftUIScreen`, in a `SwiftUIWindow` on iOS 16's
///   rules), with or without ``SimulatedViews``, which take each update the window's planner
///   makes, as SwiftUI's views would.
@MainActor
struct DeepLinkWorkload {
    /// The backends one cycle runs on.
    enum Backend: CaseIterable {
        case headless
        case swiftUI
        case swiftUIWithViews

        var name: String {
            switch self {
            case .headless: "headless"
            case .swiftUI: "SwiftUI models"
            case .swiftUIWithViews: "SwiftUI models + views"
            }
        }
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
    /// The views of ``Backend/swiftUIWithViews``, which forget each cycle's updates (they keep
    /// every update otherwise, which the heap would count).
    let views: SimulatedViews?
    /// How many updates the window published; `nil` without views.
    let updates: UpdateCounter?

    /// The backend's window showing `main`, its link registered.
    init(_ backend: Backend) async throws {
        self.backend = backend
        let screens = SegmentScreens()
        switch backend {
        case .headless:
            window = HeadlessWindow(animationDuration: .zero)
            views = nil
            updates = nil
            try screens.register("main") { _ in try HeadlessStack("main", screens: [HeadlessScreen("home")]) }
            for level in 1...Self.depth {
                try screens.register("s\(level)") { _ in HeadlessScreen("s\(level)") }
            }
        case .swiftUI, .swiftUIWithViews:
            let window = SwiftUIWindow(limits: .iOS16)
            self.window = window
            views = backend == .swiftUIWithViews ? SimulatedViews(showing: window) : nil
            updates = views == nil ? nil : UpdateCounter(window)
            try screens.register("main") { _ in try SwiftUIStack("main", screens: [SwiftUIScreen("home")]) }
            for level in 1...Self.depth {
                try screens.register("s\(level)") { _ in SwiftUIScreen("s\(level)") }
            }
        }
        wireframe = Wireframe(root: window)
        router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try router.registerLink("/deep", access: .openToOutsideLinks) { _ in Self.deepPath }
        try await router.apply(.setPath(["main"], animated: false))
        await settle()
    }

    /// Opens the link, then goes back to `main`'s root.
    func cycle() async throws {
        try await wireframe.route(to: Self.link, origin: .outsideLink)
        await settle()
        try await router.apply(.setPath(["main"], animated: false))
        await settle()
        views?.forgetUpdates()
    }

    /// Waits until the views show the models (at once without views).
    func settle() async {
        if let window = window as? SwiftUIWindow { await window.waitUntilShown() }
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
        await settle()
        let deep = ["home"] + (1...Self.depth).map { "s\($0)" }
        guard mainScreens == deep, store.navigationState.path == Self.deepPath else {
            return "after the link, main holds \(mainScreens) and the state is \(store.navigationState)"
        }
        try await router.apply(.setPath(["main"], animated: false))
        await settle()
        guard mainScreens == ["home"], store.navigationState.path == ["main"] else {
            return "after going back, main holds \(mainScreens) and the state is \(store.navigationState)"
        }
        if let updates, updates.count != updatesBefore + 2 {
            return "the views got \(updates.count - updatesBefore) updates for the link and the way back, not 2"
        }
        return nil
    }
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
