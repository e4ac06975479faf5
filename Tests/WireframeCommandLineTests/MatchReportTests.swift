import Testing
import WireframeCommandLine
import WireframeRouting
import WireframeTestSupport

@Suite struct MatchReportTests {
    private static func table(
        _ patterns: [String],
        options: RouteTable.Options = []
    ) throws
        -> RouteTable
    {
        try RouteList(patterns: patterns).makeTable(options: options)
    }

    @Test func reportsThePatternAndParametersInOrder() throws {
        let table = try Self.table(["/users/:id<int>", "/users/:name"])
        let report = MatchReport(url: "myapp://users/42?tab=posts", table: table)
        #expect(
            report.line
                == #"{"url": "myapp://users/42?tab=posts", "matched": "/users/:id<int>", "parameters": {"id": "42", "tab": "posts"}, "rest": null, "fragment": null}"#
        )
    }

    @Test func aRepeatedQueryKeyIsAListInPlaceOfItsFirstAppearance() throws {
        let table = try Self.table(["/search"])
        let report = MatchReport(url: "/search?tag=a&q=x&tag=b&tag=c", table: table)
        #expect(report.line.contains(#""parameters": {"tag": ["a", "b", "c"], "q": "x"}"#))
    }

    @Test func aPathParameterHidesAQueryItemOfTheSameName() throws {
        let table = try Self.table(["/users/:id"])
        let report = MatchReport(url: "/users/7?id=8", table: table)
        #expect(report.line.contains(#""parameters": {"id": "7"}"#))
    }

    @Test func reportsTheRestAndTheFragmentDecoded() throws {
        let table = try Self.table(["/files/**"])
        #expect(
            MatchReport(url: "/files/a%2Fb/c#sec%20tion", table: table).line
                == #"{"url": "/files/a%2Fb/c#sec%20tion", "matched": "/files/**", "parameters": {}, "rest": ["a/b", "c"], "fragment": "sec tion"}"#
        )
        #expect(MatchReport(url: "/files", table: table).line.contains(#""rest": []"#))
    }

    @Test func anUnmatchedURLHasNoParametersAndNoRestButKeepsItsFragment() throws {
        let table = try Self.table(["/inbox"])
        let report = MatchReport(url: "/outbox?x=1#top", table: table)
        #expect(
            report.line
                == #"{"url": "/outbox?x=1#top", "matched": null, "parameters": {}, "rest": null, "fragment": "top"}"#
        )
    }

    @Test func anEmptyTableMatchesNothing() {
        let report = MatchReport(url: "/inbox", table: RouteTable())
        #expect(
            report.line
                == #"{"url": "/inbox", "matched": null, "parameters": {}, "rest": null, "fragment": null}"#
        )
    }

    @Test func aMalformedURLGivesItsError() throws {
        let report = MatchReport(
            url: "/users/a b",
            table: try Self.table(["/users/:name"]),
            explain: true
        )
        guard case .invalid(let error) = report.outcome else {
            Issue.record("expected an invalid URL, got \(report.outcome)")
            return
        }
        #expect(error.code == .invalidURL)
        #expect(report.candidates == nil)
        #expect(
            report.line
                == #"{"url": "/users/a b", "error": "URL \"/users/a b\" at offset 8: a space must be percent-encoded as %20"}"#
        )
    }

    @Test func explainsEveryPatternInPrecedenceOrder() throws {
        let table = try Self.table(["/users/:name", "/users/:id<int>", "/inbox"])
        let report = MatchReport(url: "/users/42", table: table, explain: true)
        #expect(
            report.line == """
                {"url": "/users/42", "matched": "/users/:id<int>", "parameters": {"id": "42"}, "rest": null, "fragment": null, \
                "explain": [{"pattern": "/inbox", "outcome": "rejected", "reason": "segment 1 \\"users\\" is not \\"inbox\\""}, \
                {"pattern": "/users/:id<int>", "outcome": "won", "reason": null}, \
                {"pattern": "/users/:name", "outcome": "outranked", "reason": "\\"/users/:id<int>\\" is more specific"}]}
                """
        )
    }

    @Test func explainsAnUnmatchedURL() throws {
        let table = try Self.table(["/users/:id<int>"])
        let report = MatchReport(url: "/users/ana", table: table, explain: true)
        #expect(
            report.line.hasSuffix(
                #""explain": [{"pattern": "/users/:id<int>", "outcome": "rejected", "reason": "segment 2 \"ana\" is not a valid int"}]}"#
            )
        )
    }

    @Test func explainingAnEmptyTableGivesAnEmptyList() {
        #expect(
            MatchReport(url: "/x", table: RouteTable(), explain: true).line.hasSuffix(
                #""explain": []}"#
            )
        )
    }

    @Test func caseInsensitiveTablesMatchLiteralsInAnyCaseAndKeepValues() throws {
        let sensitive = try Self.table(["/Inbox/:folder"])
        let insensitive = try Self.table(["/Inbox/:folder"], options: [.caseInsensitive])
        #expect(
            MatchReport(url: "/INBOX/Work", table: sensitive).line.contains(#""matched": null"#)
        )
        #expect(
            MatchReport(url: "/INBOX/Work", table: insensitive).line.contains(
                #""matched": "/Inbox/:folder", "parameters": {"folder": "Work"}"#
            )
        )
    }

    @Test func escapesWhatTheURLDecodesTo() throws {
        let table = try Self.table(["/notes/:title"])
        let report = MatchReport(url: "/notes/%22a%5Cb%22?line=%0A", table: table)
        #expect(report.line.contains(#""title": "\"a\\b\"""#), "\(report.line)")
        #expect(report.line.contains(#""line": "\n""#), "\(report.line)")
    }
}
