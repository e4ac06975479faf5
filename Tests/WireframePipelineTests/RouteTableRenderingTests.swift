import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: the route table as text and as a Mermaid diagram")
struct RouteTableRenderingTests {
    func makeWireframe() throws -> Wireframe {
        let wireframe = try Wireframe.withAnInbox()
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push, name: "message") { _ in
            nil
        }
        try wireframe.register("/messages/:id<int>/reply", name: "reply \"quoted\"") { _ in nil }
        try wireframe.register("/settings")
        try wireframe.addScreenProvider(name: "fallback", priority: -1) { _ in nil }
        try wireframe.addOptionProvider(name: "iPad layout", priority: 5, patterns: ["/messages/:id<int>"]) {
            _,
            current in current
        }
        try wireframe.addObserver(name: "old links", patterns: ["/settings"])
        return wireframe
    }

    @Test("the text table lists each route in precedence order with access, providers and options")
    func text() throws {
        let wireframe = try makeWireframe()
        #expect(
            wireframe.routeTableDescription == """
                #  pattern                   access    screen providers          option providers            observers
                1  /inbox                    open      inbox, fallback           replaceRoot(inStack: true)  -
                2  /messages/:id<int>        open      message, fallback         iPad layout, push           -
                3  /messages/:id<int>/reply  internal  reply "quoted", fallback  (default: show)             -
                4  /settings                 internal  fallback                  (default: show)             old links
                """
        )
    }

    @Test("the Mermaid diagram draws pattern → provider → option, open routes from outside links")
    func mermaid() throws {
        let wireframe = try makeWireframe()
        #expect(
            wireframe.mermaidDiagram == """
                graph LR
                  outside(["outside links"])
                  r1["/inbox"] --> r1s["inbox, fallback"] --> r1o["replaceRoot(inStack: true)"]
                  outside -.-> r1
                  r2["/messages/:id#lt;int#gt;"] --> r2s["message, fallback"] --> r2o["iPad layout, push"]
                  outside -.-> r2
                  r3["/messages/:id#lt;int#gt;/reply"] --> r3s["reply #quot;quoted#quot;, fallback"] --> r3o["(default: show)"]
                  r4["/settings"] --> r4s["fallback"] --> r4o["(default: show)"]
                  r4 -. observed by .-> r4b["old links"]
                """
        )
    }

    @Test("an empty wireframe draws an empty table and diagram")
    func empty() {
        let wireframe = Wireframe()
        #expect(wireframe.routeTableDescription == "#  pattern  access  screen providers  option providers  observers")
        #expect(wireframe.mermaidDiagram == "graph LR")
    }

    @Test("routes with no screen provider say so")
    func noProvider() throws {
        let wireframe = Wireframe()
        try wireframe.register("/lonely")
        #expect(
            wireframe.routeTableDescription.hasSuffix("1  /lonely  internal  (none)            (default: show)   -")
        )
        #expect(wireframe.mermaidDiagram.contains("r1[\"/lonely\"] --> r1s[\"(none)\"]"))
    }

    @Test("registering a duplicate or malformed pattern throws the route table's error")
    func registrationErrors() throws {
        let wireframe = try makeWireframe()
        #expect(throws: RouteError.self) { try wireframe.register("/settings/") }
        #expect(throws: RouteError.self) { try wireframe.register("/a/:") }
        #expect(wireframe.routeTable.count == 4)
    }
}
