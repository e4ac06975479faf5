import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

// Holds the second sample of SelectTabOption.swift's `///` comment (ProductScreen is ReuseTests').

/// Reuse inside another option, as a migration from route-composer writes it: a product screen
/// that lives in the inbox tab, found again wherever the user is (route-composer's finder looks
/// through every tab and makes what it finds visible: the tab selected, the stack popped back
/// to it). Each composition of `then:` / `else:` with a reusing option finds the screen where the
/// outer option would show it, instead of showing a second one.
@MainActor
@Suite("Reusing a screen through a composed option")
struct ComposedReuseTests {
    let app: TabsApp
    /// The screens the product route's provider made.
    let made = Made()

    @MainActor final class Made { var identifiers: [String] = [] }

    init() async throws {
        app = try await TabsApp()
        try await app.wireframe.route(to: "/main")
    }

    /// Registers `/products/:id` with `option`, under the tabs of `/main` when `underTabs`.
    func registerProducts(option: any RoutingOption, underTabs: Bool = true) throws {
        let made = made
        try app.wireframe.register("/products/:id<int>", option: option) { request in
            let identifier = "product:\(try request.parameters.value("id", as: Int.self))"
            made.identifiers.append(identifier)
            return HeadlessScreen(identifier)
        }
        if underTabs {
            try app.wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/products/:id<int>")
        }
    }

    // MARK: selectTab(_:then: .reuse(else:))

    @Test("SelectTabOption.swift's sample finds the product again from another tab")
    func theDocCommentSample() async throws {
        let wireframe = app.wireframe
        // sample SelectTabOption/SelectTabOption-2
        // One product screen per id, in the first tab, found again from any tab.
        try wireframe.register("/products/:id<int>", option: .selectTab(0, then: .reuse(else: .push))) { request in
            ProductScreen(id: try request.parameters.value("id", as: Int.self))
        }
        // sample end
        let first = try await wireframe.route(to: "/products/7")
        try await wireframe.route(to: "/about")
        let again = try await wireframe.route(to: "/products/7")
        #expect(again.screen === first.screen)
        #expect(again.placement.summary == "selected tab 0 of \"tabs\"")
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["product:7"], settings: ["about"]))
    }

    @Test("selectTab(0, then: .reuse(else: .push)) opened twice shows the product once")
    func selectTabThenReuseTwice() async throws {
        try registerProducts(option: .selectTab(0, then: .reuse(else: .push)))
        let first = try await app.wireframe.route(to: "/products/7")
        let again = try await app.wireframe.route(to: "/products/7")
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["product:7"]))
        #expect(again.screen === first.screen)
        #expect(again.screenProvider == Wireframe.alreadyShown)
        #expect(again.screenWasAlreadyShown)
        #expect(made.identifiers == ["product:7"])
    }

    @Test(
        "selectTab(0, then: .reuse(else: .push)) pops back past a screen pushed on top, from tab 0 or another tab",
        arguments: [false, true]
    )
    func selectTabThenReusePopsBack(fromAnotherTab: Bool) async throws {
        try registerProducts(option: .selectTab(0, then: .reuse(else: .push)))
        let first = try await app.wireframe.route(to: "/products/7")
        try await app.wireframe.route(to: "/orders/1")
        let settings = fromAnotherTab ? ["about"] : []
        if fromAnotherTab { try await app.wireframe.route(to: "/about") }
        let selected = fromAnotherTab ? 1 : 0
        #expect(app.dump() == tabsDump(selected: selected, inbox: ["product:7", "order:1"], settings: settings))
        let again = try await app.wireframe.route(to: "/products/7")
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["product:7"], settings: settings))
        #expect(again.screen === first.screen)
        #expect(made.identifiers == ["product:7"])
        // Another product is new, pushed in tab 0 as before.
        try await app.wireframe.route(to: "/products/8")
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["product:7", "product:8"], settings: settings))
    }

    @Test("selectTab(0, then: .reuse(else: .push)) does not reuse a product of another tab")
    func selectTabThenReuseLooksInItsTabOnly() async throws {
        try registerProducts(option: .selectTab(0, then: .reuse(else: .push)))
        try await app.wireframe.route(to: "/products/7", option: .selectTab(1, then: .push))
        try await app.wireframe.route(to: "/products/7")
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["product:7"], settings: ["product:7"]))
        #expect(made.identifiers == ["product:7", "product:7"])
    }

    @Test("selectTab(0, then: .reuse(else: .present(inStack: true))) pops back inside the modal it presented")
    func selectTabThenReuseInAPresentedStack() async throws {
        // No tabs prerequisite: it would dismiss the modal that covers the tabs first.
        try registerProducts(option: .selectTab(0, then: .reuse(else: .present(inStack: true))), underTabs: false)
        let first = try await app.wireframe.route(to: "/products/7")
        try await app.wireframe.route(to: "/orders/1")  // pushed onto the modal's stack
        let again = try await app.wireframe.route(to: "/products/7")
        #expect(again.screen === first.screen)
        #expect(made.identifiers == ["product:7"])
        #expect(
            app.dump() == """
                window
                └─ tabs "tabs" (selected: 0)
                   ├─ [0] stack "inbox"
                   │  └─ screen "inbox"
                   │     └─ presents stack "modal"
                   │        └─ screen "product:7"
                   └─ [1] stack "settings"
                      └─ screen "settings"
                """
        )
    }

    // MARK: reuse(else:) with a reusing option

    @Test("reuse(else: .selectOrAddTab) selects the product's tab instead of adding a second one")
    func reuseElseSelectOrAddTab() async throws {
        try registerProducts(option: .reuse(else: .selectOrAddTab(inStack: true)))
        let first = try await app.wireframe.route(to: "/products/7")
        try await app.wireframe.route(to: "/messages/1")
        let again = try await app.wireframe.route(to: "/products/7")
        #expect(again.screen === first.screen)
        #expect(again.placement.summary == "selected tab 2 of \"tabs\"")
        #expect(made.identifiers == ["product:7"])
        #expect(
            app.dump() == """
                window
                └─ tabs "tabs" (selected: 2)
                   ├─ [0] stack "inbox"
                   │  ├─ screen "inbox"
                   │  └─ screen "message:1"
                   ├─ [1] stack "settings"
                   │  └─ screen "settings"
                   └─ [2] stack "modal"
                      └─ screen "product:7"
                """
        )
    }

    @Test("reuse(else: .selectTab(0, then: .reuse(else: .push))) finds the product in tab 0 from another tab")
    func reuseElseSelectTabThenReuse() async throws {
        try registerProducts(option: .reuse(else: .selectTab(0, then: .reuse(else: .push))))
        let first = try await app.wireframe.route(to: "/products/7")
        try await app.wireframe.route(to: "/about")
        let again = try await app.wireframe.route(to: "/products/7")
        #expect(again.screen === first.screen)
        #expect(made.identifiers == ["product:7"])
        #expect(app.dump() == tabsDump(selected: 0, inbox: ["product:7"], settings: ["about"]))
    }
}
