import Testing
import WireframeCommandLine
import WireframeRouting
import WireframeTestSupport

// Holds samples of the `///` comments of JSONValue.swift and MatchReport.swift: each copied
// verbatim between the `Sample` comments (`SampleCopiesTests` checks that they stay so) and
// followed by checks that what its comments say is what it gives.

@Suite("Documentation samples: the command line's doc comments")
struct CommandLineDocCommentSampleTests {
    @Test func aValueKeepsItsKeysInOrder() {
        // Sample: JSONValue.swift.
        let value = JSONValue.object(["url": .string("/inbox"), "matched": .null])
        let text = value.serialized  // {"url": "/inbox", "matched": null}
        // End of sample.

        #expect(text == #"{"url": "/inbox", "matched": null}"#)
    }

    @Test func aReportOfOneURL() throws {
        let routes = try RouteList(patterns: ["/users/:id<int>", "/users/:name"]).makeTable(options: [])

        // Sample: MatchReport.swift (its comment wraps the one line the report writes).
        let report = MatchReport(url: "myapp://users/42?tab=posts", table: routes)
        print(report.line)
        // {"url": "myapp://users/42?tab=posts", "matched": "/users/:id<int>",
        //  "parameters": {"id": "42", "tab": "posts"}, "rest": null, "fragment": null}
        // End of sample.

        #expect(
            report.line
                == #"{"url": "myapp://users/42?tab=posts", "matched": "/users/:id<int>", "#
                + #""parameters": {"id": "42", "tab": "posts"}, "rest": null, "fragment": null}"#
        )
    }
}
