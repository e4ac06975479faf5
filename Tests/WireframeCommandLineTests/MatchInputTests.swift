import Foundation
import Testing
import WireframeTestSupport

/// `wireframe match` reads what arrives as an app's links arrive: within the route table's URL
/// limits, as UTF-8 or not at all, and reports each refused URL on its own line.
@Suite struct MatchInputTests {
    private let wireframe = BuiltExecutable.wireframe

    /// A URL of 2 000 segments and one of 1 MiB (on standard input; Linux passes no argument
    /// longer than 128 KiB, so the argument is 100 000 bytes): `canRoute(to:)` refuses them, so
    /// must the tool.
    static func tooLong(argument: Bool) -> [(url: String, limit: String)] {
        [
            (String(repeating: "/a", count: 2_000), "RouteLimits.urlSegments"),
            ("/" + String(repeating: "a", count: argument ? 100_000 : 1_048_576), "RouteLimits.urlLength"),
        ]
    }

    @Test(arguments: [false, true])
    func aURLPastTheLimitsIsReportedWithTheLimitOnItsLine(_ explain: Bool) async throws {
        let arguments = ["match", "--pattern", "/**"] + (explain ? ["--explain"] : [])
        let fromArguments = try await wireframe.run(arguments + Self.tooLong(argument: true).map(\.url) + ["/inbox"])
        let fromInput = try await wireframe.run(
            arguments,
            input: (Self.tooLong(argument: false).map(\.url) + ["/inbox"]).joined(separator: "\n")
        )
        for (result, tooLong) in [
            (fromArguments, Self.tooLong(argument: true)), (fromInput, Self.tooLong(argument: false)),
        ] {
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.outputLines
            try #require(lines.count == 3)
            for (line, tooLong) in zip(lines, tooLong) {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                #expect(object["url"] as? String == tooLong.url)
                #expect(object["matched"] == nil)
                let error = try #require(object["error"] as? String)
                #expect(error.contains(tooLong.limit), "\(error)")
                #expect(error.count < 400, "the message quotes the URL whole")
            }
            #expect(lines[2].hasPrefix(#"{"url": "/inbox", "matched": "/**""#))
        }
    }

    @Test func aLineThatIsNotUTF8IsReportedNotMatched() async throws {
        let input = Data("/inbox\n/a".utf8) + Data([0xFF]) + Data("b\n/inbox".utf8)
        let result = try await wireframe.run(["match", "--pattern", "/**"], inputBytes: input)
        #expect(result.status == 0)
        #expect(
            result.outputLines == [
                #"{"url": "/inbox", "matched": "/**", "parameters": {}, "rest": ["inbox"], "fragment": null}"#,
                #"{"url": "/a\#u{FFFD}b", "error": "line 2 is not UTF-8 text: byte 0xFF at offset 2 starts no UTF-8 character; not read as a URL"}"#,
                #"{"url": "/inbox", "matched": "/**", "parameters": {}, "rest": ["inbox"], "fragment": null}"#,
            ]
        )
    }

    @Test func anArgumentThatIsNotUTF8IsReportedNotMatched() async throws {
        let shell = BuiltExecutable(url: URL(fileURLWithPath: "/bin/sh"))
        let result = try await shell.run([
            "-c", #"exec "$0" match --pattern '/**' "$(printf '/a\377b')" /inbox"#, wireframe.url.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.outputLines == [
                #"{"url": "/a\#u{FFFD}b", "error": "the argument is not UTF-8 text: byte 0xFF at offset 2 starts no UTF-8 character; not read as a URL"}"#,
                #"{"url": "/inbox", "matched": "/**", "parameters": {}, "rest": ["inbox"], "fragment": null}"#,
            ]
        )
    }

    @Test func aPatternThatIsNotUTF8StopsTheCommand() async throws {
        let shell = BuiltExecutable(url: URL(fileURLWithPath: "/bin/sh"))
        let result = try await shell.run([
            "-c", #"exec "$0" match --pattern "$(printf '/a\377b')" /inbox"#, wireframe.url.path,
        ])
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("is not UTF-8 text: byte 0xFF at offset 2"), "\(result.standardError)")
    }

    @Test func aByteOrderMarkAtTheStartOfTheInputIsNotPartOfTheURL() async throws {
        let result = try await wireframe.run(["match", "--pattern", "/inbox"], input: "\u{FEFF}/inbox\r\n/inbox")
        #expect(
            result.outputLines
                == Array(
                    repeating:
                        #"{"url": "/inbox", "matched": "/inbox", "parameters": {}, "rest": null, "fragment": null}"#,
                    count: 2
                )
        )
    }

    /// Bidirectional controls and invisible characters are printed escaped, so that a report
    /// reads in the order it is written and shows every character of the URL.
    @Test func invisibleCharactersOfAURLArePrintedEscaped() async throws {
        let result = try await wireframe.run([
            "match", "--pattern", "/**", "/a\u{202E}b\u{2066}c\u{200B}d\u{FEFF}e\u{2028}f",
        ])
        #expect(result.status == 0)
        let line = try #require(result.outputLines.first)
        #expect(line.hasPrefix(#"{"url": "/a\u202eb\u2066c\u200bd\ufeffe\u2028f""#), "\(line)")
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .format })
    }
}
