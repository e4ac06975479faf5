import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

@MainActor
@Suite("Wireframe: route types in the route table and the Mermaid diagram")
struct TypedRouteRenderingTests {
    func makeWireframe() throws -> Wireframe {
        let wireframe = Wireframe()
        try wireframe.register("/inbox", access: .openToOutsideLinks, name: "inbox") { _ in nil }
        try wireframe.register(ThreadRoute.self, access: .openToOutsideLinks, option: .push, name: "thread") { _, _ in
            nil
        }
        try wireframe.register(AttachmentRoute.self)
        return wireframe
    }

    @Test("the text table has a route type column when a route is registered by type")
    func text() throws {
        #expect(
            try makeWireframe().routeTableDescription == """
                #  pattern                 route type       access    screen providers  option providers  observers
                1  myapp://attachments/**  AttachmentRoute  internal  (none)            (default: show)   -
                2  /inbox                  -                open      inbox             (default: show)   -
                3  /threads/:id<int>       ThreadRoute      open      thread            push              -
                """
        )
    }

    @Test("the Mermaid diagram labels a typed pattern `pattern: Type`")
    func mermaid() throws {
        #expect(
            try makeWireframe().mermaidDiagram == """
                graph LR
                  outside(["outside links"])
                  r1["myapp://attachments/**: AttachmentRoute"] --> r1s["(none)"] --> r1o["(default: show)"]
                  r2["/inbox"] --> r2s["inbox"] --> r2o["(default: show)"]
                  outside -.-> r2
                  r3["/threads/:id#lt;int#gt;: ThreadRoute"] --> r3s["thread"] --> r3o["push"]
                  outside -.-> r3
                """
        )
    }
}
