import Testing
import WireframeRouting

// Holds the sample of RouteTable+Description.swift's `///` comment, which is what a table
// prints: written here once between the `sample` markers (the doc comment shows what is written
// here: `SampleSourcesTests`) and compared with what the table it describes prints.

@Suite("Documentation samples: what a route table prints")
struct RoutingPrintedSampleTests {
    @Test func theTableAsText() throws {
        var routes = RouteTable()
        try routes.register("/inbox")
        try routes.register("/messages/:id<int>")
        try routes.register("https://mail.example.com/**")

        // sample RouteTable+Description/description
        let printed = """
            #  pattern                      scope                     parameters
            1  /inbox                       any
            2  /messages/:id<int>           any                       id: int
            3  https://mail.example.com/**  https://mail.example.com  ** (rest)
            """
        // sample end
        #expect(routes.description == printed)
    }
}
