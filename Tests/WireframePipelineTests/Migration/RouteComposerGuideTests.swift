import Testing
import WireframeHeadless
import WireframeKit

// Holds the sample of MigratingFromRouteComposer.md, the DocC guide "Migrating from route-composer"
// (WireframeKit.docc/Articles/Migrating), written once between the `sample` markers (the page shows
// what is written here: `SampleSourcesTests`), then run.
@MainActor
@Suite("DocC: Migrating from route-composer")
struct RouteComposerGuideTests {
    @Test func prerequisitesReuseAndAGuard() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        let signedIn = true
        // sample MigratingFromRouteComposer/the-same-destination
        try wireframe.register("/main", option: .replaceRoot) { _ in
            let shop = try HeadlessStack("shop", screens: [HeadlessScreen("catalog")])
            return try HeadlessTabs("tabs", tabs: [shop, HeadlessScreen("cart")])
        }
        try wireframe.register("/products/:id<int>", option: .reuse(else: .push)) { request in
            HeadlessScreen("product:\(try request.parameters.value("id", as: Int.self))")
        }
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/products/:id<int>")
        try wireframe.addGuard(name: "sign-in", patterns: ["/products/:id<int>"]) { _ in
            signedIn ? .proceed : .cancel(reason: "not signed in")
        }

        try await wireframe.route(to: "/products/42")  // builds the tabs, then pushes the product
        try await wireframe.route(to: "/products/42")  // found on the stack: not pushed twice
        // sample end
        let shop = try #require(window.screen(withIdentifier: "shop") as? HeadlessStack)
        #expect(shop.screens.map(\.screenIdentifier) == ["catalog", "product:42"])
    }

    @Test func theGuardStopsASignedOutUserBeforeAnythingIsBuilt() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
        try wireframe.register("/main", option: .replaceRoot) { _ in
            try HeadlessTabs("tabs", tabs: [HeadlessScreen("cart")])
        }
        try wireframe.register("/products/:id<int>", option: .push) { _ in HeadlessScreen("product") }
        try wireframe.setPrerequisites([.tabs(builtBy: "/main")], forRoute: "/products/:id<int>")
        try wireframe.addGuard(name: "sign-in", patterns: ["/products/:id<int>"]) { _ in
            .cancel(reason: "not signed in")
        }
        let error = await #expect(throws: WireframeError.self) { try await wireframe.route(to: "/products/42") }
        #expect(error?.code == .guardCancelled)
        #expect(window.root == nil)
    }
}
