import Testing
import WireframeCommandLine
import WireframeRouting
import WireframeTestSupport

// Holds samples of the `///` comments of OrderedJSON.swift and MatchReport.swift: each written here
// once, between the `sample` markers (the doc comments show what is written here:
// `SampleSourcesTests`) and followed by checks that what its comments say is what it gives.

@Suite("Documentation samples: the command line's doc comments")
struct CommandLineDocCommentSampleTests {
    @Test func aValueKeepsItsKeysInOrder() {
        // sample OrderedJSON/OrderedJSON
        let value = OrderedJSON.object(["url": .string("/inbox"), "matched": .null])
        let text = value.serialized  // {"url": "/inbox", "matched": null}
        // sample end

        #expect(text == #"{"url": "/inbox", "matched": null}"#)
    }

    @Test func aReportOfOneURL() throws {
        let routes = try RouteList(patterns: ["/users/:id<int>", "/users/:name"]).makeTable(options: [])

        // sample MatchReport/MatchReport
        let report = MatchReport(url: "myapp://users/42?tab=posts", table: routes)
        print(report.line)
        // {"url": "myapp://users/42?tab=posts", "matched": "/users/:id<int>",
        //  "parameters": {"id": "42", "tab": "posts"}, "rest": null, "fragment": null}
        // sample end

        #expect(
            report.line
                == #"{"url": "myapp://users/42?tab=posts", "matched": "/users/:id<int>", "#
                + #""parameters": {"id": "42", "tab": "posts"}, "rest": null, "fragment": null}"#
        )
    }
}
