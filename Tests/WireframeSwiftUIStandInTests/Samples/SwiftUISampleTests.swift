// Holds samples of the `///` comments of WindowView.swift, UpdatePacing.swift and
// ScreenContentView.swift (the documentation tests check that they stay the same).
import SwiftUIStandIn
import Testing
import WireframeKit
import WireframeSwiftUI

// The SwiftUI samples of README.md, WireframeSwiftUI.md and SwiftUI.md, written once between the
// `sample` markers (the page shows what is written here: `SampleSourcesTests`; their `import
// SwiftUI` is this target's SwiftUIStandIn), compiled against the SwiftUI stand-in. Their models
// run here; their views are made, never shown (nothing of SwiftUI runs on Linux).

// sample SwiftUI/overview-2
// sample WindowView/WindowView
struct MailScene: Scene {
    let window: SwiftUIWindow

    var body: some Scene {
        WindowGroup {
            WindowView(window)  // the window's root, its stacks, tabs and modals, following every change
        }
    }
}
// sample end
// sample end

@MainActor
@Suite("WireframeSwiftUI: the documentation's SwiftUI samples", .timeLimit(.minutes(1)))
struct SwiftUISampleTests {
    @Test("README.md and WireframeSwiftUI.md: the quick start, on the models")
    func quickStart() async throws {
        // sample README/swiftui
        let window = SwiftUIWindow()
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try wireframe.register("/main", option: .replaceRoot()) { _ in
            let inbox = try SwiftUIStack("inbox", screens: [SwiftUIScreen("list", title: "Inbox") { InboxView() }])
            let settings = SwiftUIScreen("settings", title: "Settings") { SettingsView() }
            return try SwiftUITabs("mail", tabs: [inbox, settings])
        }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
            let id = try request.parameters.value("id", as: Int.self)
            return SwiftUIScreen("message:\(id)") { MessageView(id: id) }
        }
        try wireframe.register("/compose", option: .present(inStack: true)) { _ in
            SwiftUIScreen("compose", modalStyle: .fullScreenCover) { ComposeView() }
        }
        try await wireframe.route(to: "/main")
        try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
        // sample end
        #expect(window.modelTree.outline.contains(#"screen "message:42""#))
        _ = MailScene(window: window)
    }

    @Test("SwiftUI.md: the state router makes SwiftUI screens")
    func stateRouting() async throws {
        let window = SwiftUIWindow()
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        let store = BasicNavigationStore()
        let message = SegmentKind<MessageRef>("message")
        // sample SwiftUI/overview
        let screens = SegmentScreens()
        try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in try SwiftUITabs("mail", tabs: tabs) }
        try screens.register("inbox") { _ in
            try SwiftUIStack("inbox", screens: [SwiftUIScreen("list") { InboxView() }])
        }
        try screens.register("settings") { _ in SwiftUIScreen("settings") { SettingsView() } }
        try screens.register(message) { ref in SwiftUIScreen("message:\(ref.id)") { MessageView(id: ref.id) } }
        try screens.register("reply", presentation: .modal) { _ in SwiftUIScreen("reply") { ReplyView() } }
        let router = StateRouter(store: store, window: window, screens: screens, wireframe: wireframe)
        try await router.apply(.setPath(["mail", "inbox", try message(MessageRef(id: 42)), "reply"]))
        // sample end
        #expect(window.modelTree.modals.map(\.content.name) == ["reply"])
    }

    @Test("UpdatePacing.swift and ScreenContentView.swift")
    func pacingAndScreenViews() async throws {
        let window = SwiftUIWindow()
        // sample UpdatePacing/UpdatePacing
        let pacing = UpdatePacing(afterModalChange: .milliseconds(500), afterOtherChange: .milliseconds(300))
        let view = WindowView(window, pacing: pacing)
        // sample end
        _ = view
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try await window.setRoot(try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")]), animated: false)
        // sample ScreenContentView/init
        try wireframe.register("/messages/:id<int>", option: .push) { request in
            let id = try request.parameters.value("id", as: Int.self)
            return SwiftUIScreen("message:\(id)", title: "Message") { MessageView(id: id) }
        }
        // sample end
        try await wireframe.route(to: "/messages/7")
        #expect(window.topmostScreen?.title == "Message")
    }
}

struct MessageRef: Codable, Hashable, Sendable {
    var id: Int
}
