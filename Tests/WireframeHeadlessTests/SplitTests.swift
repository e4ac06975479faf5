// Holds samples of WireframePresentation.md and of the `///` comment of HeadlessSplit.swift (the
// documentation tests check that they stay the same).
import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// `HeadlessSplit`: two columns, the active one found by `topmostScreen`, the secondary one
/// replaced as UIKit's `showDetailViewController(_:sender:)` does.
@MainActor
@Suite("Split")
struct SplitTests {
    @Test func theCatalogSampleFollowsTheActiveChild() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        // sample WireframePresentation/overview-2
        // sample HeadlessSplit/HeadlessSplit
        let split = try HeadlessSplit(
            "users",
            primary: HeadlessStack("list", screens: [HeadlessScreen("users")]),
            secondary: HeadlessStack("detail", screens: [HeadlessScreen("user:1")])
        )
        try await window.setRoot(split, animated: false)
        // sample end
        let wide = window.topmostScreen?.screenIdentifier  // "user:1": the secondary column's top
        split.setCollapsed(true)
        let narrow = window.topmostScreen?.screenIdentifier  // "users": the primary column's top
        // sample end
        #expect(wide == "user:1")
        #expect(narrow == "users")
        #expect(
            window.dump()
                == """
                window
                └─ split "users" (collapsed)
                   ├─ stack "list"
                   │  └─ screen "users"
                   └─ stack "detail"
                      └─ screen "user:1"
                """
        )
    }

    @Test func theColumnsKnowTheirContainers() async throws {
        let list = try HeadlessStack("list", screens: [HeadlessScreen("users")])
        let split = try HeadlessSplit(primary: list)
        #expect(split.screenIdentifier == "split")
        #expect(split.childScreens.screenIdentifiers == ["list"])
        #expect(split.activeChild === list)
        #expect(list.topScreen?.enclosingStack === list)
        let tabs = try HeadlessTabs(tabs: [split])
        #expect(list.topScreen?.enclosingTabs === tabs)
    }

    @Test func showSecondaryReplacesTheDetailAndTheOldOneLeaves() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let old = HeadlessScreen("user:1")
        let split = try HeadlessSplit(primary: HeadlessScreen("users"), secondary: old)
        try await window.setRoot(split, animated: false)
        let new = HeadlessScreen("user:2")
        try await split.showSecondary(new, animated: true)
        #expect(split.secondary === new)
        #expect(split.activeChild === new)
        #expect(window.topmostScreen === new)
        // The old detail is free to be shown elsewhere.
        try await new.present(old, animated: false)
        #expect(new.presentedScreen === old)
    }

    @Test func aRefusedColumnChangesNothing() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let shown = HeadlessScreen("shown")
        try await window.setRoot(shown, animated: false)
        let primary = HeadlessScreen("users")
        let error = #expect(throws: PresentationError.self) {
            try HeadlessSplit(primary: primary, secondary: shown)
        }
        #expect(error?.code == .alreadyInHierarchy)
        #expect(window.root === shown)
        // The primary column, checked first, was not linked: it can go elsewhere.
        let split = try HeadlessSplit(primary: primary)
        #expect(split.activeChild === primary)
        let again = await #expect(throws: PresentationError.self) {
            try await split.showSecondary(shown, animated: false)
        }
        #expect(again?.code == .alreadyInHierarchy)
        #expect(split.secondary == nil)
    }
}
