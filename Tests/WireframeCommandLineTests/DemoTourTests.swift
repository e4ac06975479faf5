import Foundation
import Testing
import WireframeTestSupport

/// `wireframe-demo`'s short tour, and `--interactive` driven through standard input as a script
/// drives it, compared exactly with `Golden/`.
@Suite struct DemoTourTests {
    @Test func theDefaultTourIsTheShortOneAndNamesTheOthers() async throws {
        let result = try await BuiltExecutable.demo.run([])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        try Golden.expect(result.standardOutput, matches: "wireframe-demo-short.txt")
        let verbose = try await BuiltExecutable.demo.run(["--verbose"]).standardOutput
        #expect(result.standardOutput.split(separator: "\n").count * 3 < verbose.split(separator: "\n").count)
    }

    /// Links, commands and bad input (unknown commands, a scheme not allowed, a message not in
    /// the mailbox, an internal route from outside, a tab out of range), each answered and the
    /// session going on; `quit` ends it, and the line after it is never read.
    @Test func interactiveSessionReadsCommandsFromStandardInput() async throws {
        let input = try TestFiles.fixtureText("interactive-demo-input.txt")
        let result = try await BuiltExecutable.demo.run(["--interactive"], input: input)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        try Golden.expect(result.standardOutput, matches: "wireframe-demo-interactive.txt")
    }

    /// The README's one-liner: the screens and the state after each line, and exit status 0.
    @Test func interactiveSessionOfTheReadme() async throws {
        let result = try await BuiltExecutable.demo.run(
            ["--interactive"],
            input: "myapp://messages/42\nback\nstate\nquit\n"
        )
        #expect(result.status == 0)
        let states = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("   state ") }
        #expect(
            states == [
                #"   state       mail / inbox"#, #"   state       mail / inbox / message({"id":42})"#,
                #"   state       mail / inbox"#, #"   state       mail / inbox"#,
            ]
        )
        #expect(result.standardOutput.contains(#"shown       screen "message:42" on top"#))
        #expect(result.standardOutput.contains(#"removed     "message:42""#))
        // README.md shows the session's beginning, up to a line `   …`: those lines, as printed.
        let readme = try String(
            contentsOf: TestFiles.directory.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"),
            encoding: .utf8
        )
        let command = #"$ printf 'myapp://messages/42\nback\nstate\nquit\n' | swift run wireframe-demo --interactive"#
        let start = try #require(readme.range(of: command), "README.md shows no interactive session")
        let shown = readme[start.upperBound...].split(separator: "\n").prefix { $0 != "   …" }
        let printed = result.standardOutput.split(separator: "\n")
        let first = try #require(printed.firstIndex(of: "> myapp://messages/42"))
        #expect(Array(printed[first..<(first + shown.count)]) == Array(shown))
    }

    @Test func interactiveSessionEndsAtTheEndOfTheInput() async throws {
        let result = try await BuiltExecutable.demo.run(["--interactive"], input: "state")
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("> (end of input)\n"))
    }

    @Test func interactiveTakesNoTourOption() async throws {
        let result = try await BuiltExecutable.demo.run(["--interactive", "--verbose"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--interactive reads commands; it takes neither --swiftui nor --verbose"))
    }
}
