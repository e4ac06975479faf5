import Testing
import WireframePresentation
import WireframeSwiftUI

/// SwiftUI cannot show a `NavigationStack` inside another, however it is nested: the models
/// refuse it, saying so, and change nothing.
@MainActor
@Suite("SwiftUI models: no NavigationStack inside another, however nested")
struct NestedStacksTests {
    /// Tabs holding a stack.
    func tabsWithAStack() throws -> SwiftUITabs {
        try SwiftUITabs(
            "mail",
            tabs: [try SwiftUIStack("inbox", screens: [SwiftUIScreen("list")]), SwiftUIScreen("settings")]
        )
    }

    func expectRefusal(_ error: PresentationError?) {
        #expect(error?.code == .stackInsideStack)
        #expect(error?.message.contains("SwiftUI cannot show a NavigationStack inside another NavigationStack") == true)
    }

    @Test("tabs holding a stack, pushed onto a stack: refused, nothing pushed")
    func tabsPushedOnAStack() async throws {
        let outer = try SwiftUIStack("main", screens: [SwiftUIScreen("home")])
        let window = SwiftUIWindow()
        try await window.setRoot(outer, animated: false)
        let error = await #expect(throws: PresentationError.self) {
            try await outer.push(try tabsWithAStack(), animated: true)
        }
        expectRefusal(error)
        #expect(error?.message.contains(#"stack "inbox""#) == true)
        #expect(outer.screens.count == 1)
    }

    @Test("tabs holding a stack as a stack's root: refused")
    func tabsAsAStacksRoot() throws {
        let error = #expect(throws: PresentationError.self) {
            try SwiftUIStack("main", screens: [try tabsWithAStack()])
        }
        expectRefusal(error)
    }

    @Test("a stack made a tab of tabs that are a stack's root: refused")
    func stackAddedToTabsInsideAStack() async throws {
        let tabs = try SwiftUITabs("mail", tabs: [SwiftUIScreen("settings")])
        let outer = try SwiftUIStack("main", screens: [tabs])
        let window = SwiftUIWindow()
        try await window.setRoot(outer, animated: false)
        let error = await #expect(throws: PresentationError.self) {
            try await tabs.setTabs([try SwiftUIStack("inbox", screens: [SwiftUIScreen("list")])], animated: false)
        }
        expectRefusal(error)
        #expect(tabs.tabs.map(\.screenIdentifier) == ["settings"])
    }

    @Test("a stack presented over a stack, and tabs with stacks as the root: accepted")
    func presentedStackAccepted() async throws {
        let window = SwiftUIWindow()
        let tabs = try tabsWithAStack()
        try await window.setRoot(tabs, animated: false)
        let list = try #require(window.screen(withIdentifier: "list"))
        try await list.present(try SwiftUIStack("compose", screens: [SwiftUIScreen("editor")]), animated: false)
        #expect(window.screen(withIdentifier: "editor") != nil)
    }
}
