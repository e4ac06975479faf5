import WireframeKit
import WireframeSwiftUI

/// The data of a message segment.
struct MessageRef: Codable, Hashable, Sendable {
    var id: Int
}

/// A mail app on the SwiftUI models, driven by state: tabs "mail" (the inbox stack over its
/// list, settings), messages pushed on the inbox, a reply presented as a sheet over a message
/// and its attachments as a sheet over the reply; links that set whole paths.
@MainActor
final class SwiftUIMail {
    static let message = SegmentKind<MessageRef>("message")

    let window: SwiftUIWindow
    let store = BasicNavigationStore()
    let screens = SegmentScreens()
    let router: StateRouter
    var wireframe: Wireframe { router.wireframe }

    /// The app, its wireframe attached to the window unless `coldStart`.
    init(limits: SwiftUILimits, coldStart: Bool = false) throws {
        window = SwiftUIWindow(limits: limits)
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in try SwiftUITabs("mail", tabs: tabs) }
        try screens.register("inbox") { _ in try SwiftUIStack("inbox", screens: [SwiftUIScreen("list")]) }
        try screens.register("settings") { _ in SwiftUIScreen("settings") }
        try screens.register(Self.message) { ref in SwiftUIScreen("message:\(ref.id)") }
        try screens.register("reply", presentation: .modal) { _ in SwiftUIScreen("reply") }
        try screens.register("attachments", presentation: .modal) { _ in SwiftUIScreen("attachments") }
        let wireframe =
            coldStart
            ? Wireframe(containerFactory: SwiftUIContainerFactory())
            : Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try router.registerLink("/inbox/messages/:id<int>", access: .openToOutsideLinks) { match in
            try Self.thread(upTo: match.parameters.value("id", as: Int.self))
        }
        try router.registerLink("/inbox/messages/:id<int>/reply/attachments", access: .openToOutsideLinks) { match in
            try Self.thread(upTo: match.parameters.value("id", as: Int.self)) + ["reply", "attachments"]
        }
    }

    /// `mail / inbox / message(1) … message(id)`: every message of the thread up to `id`.
    static func thread(upTo id: Int) throws -> [PathSegment] {
        var path: [PathSegment] = ["mail", "inbox"]
        for number in 1...max(1, id) { path.append(try message(MessageRef(id: number))) }
        return path
    }

    /// The window's screen named `identifier`, if it is a model of type `T`.
    func screen<T: SwiftUIScreen>(_ identifier: String, as _: T.Type = SwiftUIScreen.self) -> T? {
        window.screen(withIdentifier: identifier) as? T
    }

    /// The inbox stack.
    var inbox: SwiftUIStack? { screen("inbox", as: SwiftUIStack.self) }
}
