import Testing
import WireframeRouting
import WireframeTestSupport

/// The routing samples of README.md, WireframeRouting.md and RoutePatterns.md, each copied once
/// (between the `sample` markers; the pages show what is written here: `SampleSourcesTests`) and
/// followed by checks that what its comments say is what the code gives.
@Suite("Documentation samples: routing")
struct RoutingSampleTests {
    @Test func readmeRoutePatternsInOneMinute() throws {
        // sample README/route-patterns-in-one-minute
        var routes = RouteTable()
        try routes.register("/inbox")
        try routes.register("/messages/:id<int>")  // typed parameter
        try routes.register("/users/:name/:tab?")  // optional trailing segment
        try routes.register("myapp://compose/*")  // one scheme only; * = any one segment
        try routes.register("https://mail.example.com/**")  // universal links on one host; ** = the rest

        let match = try routes.match("myapp://messages/42?from=push#reply")
        let pattern = match?.pattern.text  // "/messages/:id<int>"
        let id = try match?.parameters.value("id", as: Int.self)  // 42
        let from = match?.parameters["from"]  // "push"
        let fragment = match?.fragment  // "reply"

        let link = try routes.url(for: "/messages/:id<int>", parameters: ["id": 7])  // "/messages/7"
        let why = try routes.explain("myapp://messages/abc")  // each pattern: won, outranked, or why it lost
        // sample end

        #expect(pattern == "/messages/:id<int>")
        #expect(id == 42)
        #expect(from == "push")
        #expect(fragment == "reply")
        #expect(link == "/messages/7")
        #expect(why.match == nil)
        #expect(why.candidates.count == 5)
        #expect(why.description.contains(#""/messages/:id<int>": rejected: segment 2 "abc" is not a valid int"#))
    }

    @Test func catalogOverview() throws {
        // sample WireframeRouting/overview
        var routes = RouteTable()
        try routes.register("/messages/:id<int>")
        let match = try routes.match("myapp://messages/42")
        let id = try match?.parameters.value("id", as: Int.self)  // 42
        // sample end

        #expect(id == 42)
    }

    @Test func routePatternsOverview() throws {
        // sample RoutePatterns/overview
        var routes = RouteTable()
        try routes.register("/inbox")
        try routes.register("/messages/:id<int>")
        try routes.register("/users/:name/:tab?")
        try routes.register("myapp://compose")
        try routes.register("https://mail.example.com/**")

        let match = try routes.match("myapp://messages/42?from=push#reply")
        let pattern = match?.pattern.text  // "/messages/:id<int>"
        let id = try match?.parameters.value("id", as: Int.self)  // 42
        let from = match?.parameters["from"]  // "push"
        let fragment = match?.fragment  // "reply"
        // sample end

        #expect(pattern == "/messages/:id<int>")
        #expect(id == 42)
        #expect(from == "push")
        #expect(fragment == "reply")
    }

    @Test func routePatternsReverseRouting() throws {
        var routes = RouteTable()
        try routes.register("/messages/:id<int>")
        // sample RoutePatterns/overview-2
        let url = try routes.url(for: "/messages/:id<int>", parameters: ["id": 42, "from": "push"])
        // "/messages/42?from=push"
        // sample end

        #expect(url == "/messages/42?from=push")
    }
}
