import Foundation
import Testing
import WireframeTestSupport

/// `wireframe match`, run as a user runs it.
@Suite struct MatchCommandTests {
    private let wireframe = BuiltExecutable.wireframe

    @Test func matchesURLsGivenAsArguments() async throws {
        let result = try await wireframe.run([
            "match", "--pattern", "/inbox", "--pattern", "/messages/:id<int>", "mailapp://inbox",
            "mailapp://messages/7",
        ])
        #expect(result.status == 0)
        #expect(
            result.outputLines == [
                #"{"url": "mailapp://inbox", "matched": "/inbox", "parameters": {}, "rest": null, "fragment": null}"#,
                #"{"url": "mailapp://messages/7", "matched": "/messages/:id<int>", "parameters": {"id": "7"}, "rest": null, "fragment": null}"#,
            ]
        )
    }

    @Test func readsURLsFromStandardInputSkippingBlankLines() async throws {
        let result = try await wireframe.run(
            ["match", "--pattern", "/inbox"],
            input: "/inbox\n\n  /outbox \r\n/inbox"
        )
        #expect(result.status == 0)
        #expect(
            result.outputLines == [
                #"{"url": "/inbox", "matched": "/inbox", "parameters": {}, "rest": null, "fragment": null}"#,
                #"{"url": "/outbox", "matched": null, "parameters": {}, "rest": null, "fragment": null}"#,
                #"{"url": "/inbox", "matched": "/inbox", "parameters": {}, "rest": null, "fragment": null}"#,
            ]
        )
    }

    @Test func aBadPatternStopsWithItsErrorAndANonZeroStatus() async throws {
        let result = try await wireframe.run([
            "match", "--pattern", "/users/:id<integer>", "/users/1",
        ])
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains(
                #"pattern "/users/:id<integer>" at offset 7: unknown parameter type "integer""#
            )
        )
    }

    @Test func aBadPatternInARoutesFileNamesTheFileAndLine() async throws {
        let directory = try TestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.routes")
        try "# app\n/inbox\n\n/users/:id\n/users/*\n".write(
            to: file,
            atomically: true,
            encoding: .utf8
        )
        let result = try await wireframe.run(["match", "--routes", file.path, "/inbox"])
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains(
                "\(file.path):5: pattern \"/users/*\": matches exactly the same URLs as \"/users/:id\""
            )
        )
    }

    @Test func anUnreadableRoutesFileStopsWithANonZeroStatus() async throws {
        let result = try await wireframe.run([
            "match", "--routes", "/nonexistent/app.routes", "/inbox",
        ])
        #expect(result.status != 0)
        #expect(
            result.standardError.contains(#"cannot read routes file "/nonexistent/app.routes""#)
        )
    }

    @Test func withoutRoutesItSaysWhatIsMissing() async throws {
        let result = try await wireframe.run(["match", "/inbox", "mailapp://messages/7#top"])
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains(
                "no routes to match against: give a routes file with --routes <file> or patterns with --pattern <pattern>"
            ),
            "\(result.standardError)"
        )
    }

    @Test func aRoutesFileWithoutPatternsIsNamed() async throws {
        let directory = try TestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("empty.routes")
        try "# nothing yet\n\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try await wireframe.run(["match", "--routes", file.path, "/inbox"])
        #expect(result.status != 0)
        #expect(
            result.standardError.contains(
                "no routes to match against: routes file \"\(file.path)\" holds no pattern (only blank lines and comments)"
            ),
            "\(result.standardError)"
        )
    }

    @Test func aDirectoryGivenAsTheRoutesFileIsNamedAsOne() async throws {
        let directory = try TestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await wireframe.run(["match", "--routes", directory.path, "/inbox"])
        #expect(result.status != 0)
        #expect(
            result.standardError.contains(
                "cannot read routes file \"\(directory.path)\": it is a directory; give a file with one pattern per line"
            ),
            "\(result.standardError)"
        )
        #expect(!result.standardError.contains("NSCocoaErrorDomain"))
    }

    @Test func aMissingRoutesFileIsNamedAsMissing() async throws {
        let result = try await wireframe.run(["match", "--routes", "/nonexistent/app.routes", "/inbox"])
        #expect(result.status != 0)
        #expect(
            result.standardError.contains(#"cannot read routes file "/nonexistent/app.routes": there is no such file"#),
            "\(result.standardError)"
        )
    }

    @Test func aMalformedURLGivesAnErrorObjectAndTheOthersGoOn() async throws {
        let result = try await wireframe.run(
            ["match", "--pattern", "/search"],
            input: "/search?q=100%\nhttps:///search\n/search?q=ok\n"
        )
        #expect(result.status == 0)
        #expect(
            result.outputLines == [
                #"{"url": "/search?q=100%", "error": "URL \"/search?q=100%\" at offset 13: `%` must be followed by two hex digits"}"#,
                #"{"url": "https:///search", "error": "URL \"https:///search\" at offset 8: the URL has no host"}"#,
                #"{"url": "/search?q=ok", "matched": "/search", "parameters": {"q": "ok"}, "rest": null, "fragment": null}"#,
            ]
        )
    }

    @Test func explainSaysWhyEachPatternLost() async throws {
        let result = try await wireframe.run([
            "match", "--explain", "--pattern", "/users/:name", "--pattern", "/users/:id<int>",
            "--pattern", "myapp://users/:id<int>/posts",
            "myapp://users/42",
        ])
        #expect(result.status == 0)
        #expect(
            result.outputLines == [
                #"{"url": "myapp://users/42", "matched": "/users/:id<int>", "parameters": {"id": "42"}, "rest": null, "fragment": null, "explain": ["#
                    + #"{"pattern": "/users/:id<int>", "outcome": "won", "reason": null}, "#
                    + #"{"pattern": "myapp://users/:id<int>/posts", "outcome": "rejected", "reason": "the URL ends after 2 segments; the pattern needs segment 3 \"posts\""}, "#
                    + #"{"pattern": "/users/:name", "outcome": "outranked", "reason": "\"/users/:id<int>\" is more specific"}]}"#
            ]
        )
    }

    @Test func caseInsensitiveMatchesLiteralsInAnyCase() async throws {
        let urls = ["myapp://INBOX/Work", "myapp://inbox/work"]
        let sensitive = try await wireframe.run(["match", "--pattern", "/Inbox/:folder"] + urls)
        let insensitive = try await wireframe.run(
            ["match", "--case-insensitive", "--pattern", "/Inbox/:folder"] + urls
        )
        #expect(sensitive.outputLines.allSatisfy { $0.contains(#""matched": null"#) })
        #expect(
            insensitive.outputLines == [
                #"{"url": "myapp://INBOX/Work", "matched": "/Inbox/:folder", "parameters": {"folder": "Work"}, "rest": null, "fragment": null}"#,
                #"{"url": "myapp://inbox/work", "matched": "/Inbox/:folder", "parameters": {"folder": "work"}, "rest": null, "fragment": null}"#,
            ]
        )
    }

    @Test func aRepeatedQueryKeyIsAList() async throws {
        let result = try await wireframe.run([
            "match", "--pattern", "/search", "/search?tag=a&q=x+y&tag=b",
        ])
        #expect(
            result.outputLines == [
                #"{"url": "/search?tag=a&q=x+y&tag=b", "matched": "/search", "parameters": {"tag": ["a", "b"], "q": "x y"}, "rest": null, "fragment": null}"#
            ]
        )
    }

    @Test func reportsTheRestAndTheFragment() async throws {
        let result = try await wireframe.run([
            "match", "--pattern", "/settings/**", "myapp://settings/privacy/blocked#list",
            "myapp://settings",
        ])
        #expect(
            result.outputLines == [
                #"{"url": "myapp://settings/privacy/blocked#list", "matched": "/settings/**", "parameters": {}, "rest": ["privacy", "blocked"], "fragment": "list"}"#,
                #"{"url": "myapp://settings", "matched": "/settings/**", "parameters": {}, "rest": [], "fragment": null}"#,
            ]
        )
    }

    @Test func everyLineIsValidJSON() async throws {
        let result = try await wireframe.run(
            ["match", "--explain", "--routes", TestFiles.fixture("photos.routes")],
            input: try TestFiles.fixtureText("photos-links.txt")
        )
        #expect(result.status == 0)
        #expect(result.outputLines.count == 25)
        for line in result.outputLines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["url"] is String, "\(line)")
        }
    }
}
