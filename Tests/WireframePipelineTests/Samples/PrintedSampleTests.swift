import Testing
import WireframeKit

// Holds the samples of Wireframe+RouteTable.swift's `///` comments, which are what a wireframe
// prints: each written here once between the `sample` markers (the doc comments show what is
// written here: `SampleSourcesTests`) and compared with what the wireframe of routes those
// comments describe prints.

extension Wireframe {
    /// A wireframe with one route, where the comments' tables start (and RouteTableRenderingTests'
    /// does): the inbox, open to outside links, shown as the root of a stack by a provider named
    /// "inbox".
    static func withAnInbox() throws -> Wireframe {
        let wireframe = Wireframe()
        try wireframe.register(
            "/inbox",
            access: .openToOutsideLinks,
            option: .replaceRoot(inStack: true),
            name: "inbox"
        ) { _ in nil }
        return wireframe
    }
}

@MainActor
@Suite("Documentation samples: what the route table prints and draws")
struct PipelinePrintedSampleTests {
    @Test func theRoutesAsText() throws {
        let wireframe = try Wireframe.withAnInbox()
        try wireframe.register("/messages/:id<int>", access: .openToOutsideLinks, option: .push, name: "message") { _ in
            nil
        }
        try wireframe.register("/m/:id<int>", access: .openToOutsideLinks)
        try wireframe.addObserver(name: "old links", priority: 1, patterns: ["/m/:id<int>"])
        try wireframe.addObserver(name: "analytics")

        // sample Wireframe+RouteTable/routeTableDescription
        let printed = """
            #  pattern             access  screen providers  option providers            observers
            1  /inbox              open    inbox             replaceRoot(inStack: true)  analytics
            2  /m/:id<int>         open    (none)            (default: show)             old links, analytics
            3  /messages/:id<int>  open    message           push                        analytics
            """
        // sample end
        #expect(wireframe.routeTableDescription == printed)
    }

    @Test func theRoutesDrawn() throws {
        let wireframe = try Wireframe.withAnInbox()

        // sample Wireframe+RouteTable/mermaidDiagram
        let drawn = """
            graph LR
              outside(["outside links"])
              r1["/inbox"] --> r1s["inbox"] --> r1o["replaceRoot(inStack: true)"]
              outside -.-> r1
            """
        // sample end
        #expect(wireframe.mermaidDiagram == drawn)
    }
}
