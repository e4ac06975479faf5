// Holds a sample of ThePipeline.md (the documentation tests check that it stays the same).
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTesting

/// route-composer's colour screen: one screen for every colour, found again by its pattern and
/// told the new colour. The screen is `ColorScreen`, VISPER's routing-aware controller in
/// VisperSeamTests.swift.
@MainActor
@Suite("A reused screen hears the request that reused it (route-composer's colour screen)")
struct ReusedScreenTests {
    let fixture: WireframeFixture

    init() async throws {
        fixture = try await WireframeFixture()
    }

    @Test("the article's sample: one colour screen, told each colour")
    func theArticleSample() async throws {
        let wireframe = fixture.wireframe
        // sample ThePipeline/reusing-what-is-shown-4
        try wireframe.register("/colors/:color", option: .reuse(matching: .samePattern, else: .push)) { _ in
            ColorScreen()
        }
        try await wireframe.route(to: "/colors/red")
        try await wireframe.route(to: "/colors/blue")  // the same screen, told "blue"
        // sample end
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "ColorScreen"])
        #expect((fixture.stack.topScreen as? ColorScreen)?.color == "blue")
    }

    @Test("the colour screen shown for red is brought back for blue, and hears blue")
    func hearsTheNewColour() async throws {
        try fixture.wireframe.register("/colors/:color", option: .reuse(matching: .samePattern, else: .push)) { _ in
            ColorScreen()
        }
        let red = try await fixture.wireframe.route(to: "/colors/red")
        try await fixture.wireframe.route(to: "/messages/1")
        let blue = try await fixture.wireframe.route(to: "/colors/blue")
        #expect(blue.screen === red.screen)
        #expect(blue.screenWasAlreadyShown)
        #expect((blue.screen as? ColorScreen)?.color == "blue")
        #expect(fixture.stack.screens.screenIdentifiers == ["inbox", "ColorScreen"])
    }

    @Test("selectOrAddTab tells the tab it selects as well")
    func selectedTabHearsIt() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let colors = ColorScreen()
        try await window.setRoot(try HeadlessTabs("tabs", tabs: [HeadlessScreen("home"), colors]), animated: false)
        let wireframe = Wireframe(root: window)
        try wireframe.register(
            "/colors/:color",
            option: .selectOrAddTab(matching: .where { screen, _ in screen is ColorScreen })
        ) { _ in ColorScreen() }
        let result = try await wireframe.route(to: "/colors/green")
        #expect(result.screen === colors)
        #expect(colors.color == "green")
    }
}
