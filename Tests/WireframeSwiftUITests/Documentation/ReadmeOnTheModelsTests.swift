// Holds README.md's SwiftUI routes on the models, and what they print (the documentation tests
// check that they stay the same): they run here, on Linux, without SwiftUI.
import Testing
import WireframeKit
import WireframeSwiftUI

@MainActor
@Suite("README.md: the SwiftUI routes on the models", .timeLimit(.minutes(1)))
struct ReadmeOnTheModelsTests {
    @Test("The same routes without view closures run on the models and show what SwiftUI would")
    func routesOnTheModels() async throws {
        // sample README/swiftui-3
        let window = SwiftUIWindow()
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        try wireframe.register("/main", option: .replaceRoot()) { _ in
            let inbox = try SwiftUIStack("inbox", screens: [SwiftUIScreen("list", title: "Inbox")])
            return try SwiftUITabs("mail", tabs: [inbox, SwiftUIScreen("settings", title: "Settings")])
        }
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push) { request in
            SwiftUIScreen("message:\(try request.parameters.value("id", as: Int.self))")
        }
        try await wireframe.route(to: "/main")
        try await wireframe.route(to: "myapp://messages/42", origin: .outsideLink)
        print(window.modelTree.outline)
        // sample end
        // sample README/swiftui-4
        let printed = """
            tabs "mail" (selected: 0)
            ├─ [0] stack "inbox"
            │  ├─ screen "list"
            │  └─ screen "message:42"
            └─ [1] screen "settings"
            """
        // sample end
        #expect(window.modelTree.outline == printed)
    }
}
