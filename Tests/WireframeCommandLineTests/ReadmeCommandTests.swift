import Foundation
import Testing
import WireframeTestSupport

/// The `wireframe` command lines of README.md ("Debugging deep links"), run as written: each
/// exits 0, and where the README shows the output on the next line (`# …`), the command prints
/// exactly that. The files they name (`routes.txt`, `links.txt`) are made for the run.
@Suite struct ReadmeCommandTests {
    /// One command line of the README: its arguments after `swift run wireframe`, the file it
    /// reads standard input from, and the output the README shows for it.
    struct CommandLine {
        var arguments: [String] = []
        var input: String?
        var shownOutput: String?
    }

    /// The files the README's commands name, and their contents for the run.
    static let files = [
        "routes.txt": "/inbox\n/messages/:id<int>\n/**\n",
        "links.txt": "myapp://messages/42\nmyapp://messages/abc\n",
    ]

    @Test func everyWireframeCommandOfTheReadmeRunsAsShown() async throws {
        let readme = try String(
            contentsOf: TestFiles.directory.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"),
            encoding: .utf8
        )
        let commands = Self.commandLines(in: readme)
        #expect(commands.count == 3, "README.md's wireframe commands: \(commands.map(\.arguments))")
        let directory = try TestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, contents) in Self.files {
            try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        for command in commands {
            let arguments = command.arguments.map {
                Self.files[$0] == nil ? $0 : directory.appendingPathComponent($0).path
            }
            let input = command.input.flatMap { Self.files[$0] }
            let result = try await BuiltExecutable.wireframe.run(arguments, input: input)
            #expect(result.status == 0, "wireframe \(command.arguments): \(result.standardError)")
            if let shown = command.shownOutput {
                #expect(result.outputLines == [shown], "wireframe \(command.arguments)")
            }
        }
    }

    /// The `swift run wireframe …` lines of `readme`'s `sh` blocks, each with the output shown on
    /// the line after it, if any.
    static func commandLines(in readme: String) -> [CommandLine] {
        var commands: [CommandLine] = []
        var inShellBlock = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inShellBlock = !inShellBlock && line == "```sh"
                continue
            }
            guard inShellBlock else { continue }
            if line.hasPrefix("# "), var last = commands.popLast() {
                last.shownOutput = String(line.dropFirst(2))
                commands.append(last)
            } else if line.hasPrefix("swift run wireframe ") {
                commands.append(parse(String(line.dropFirst("swift run wireframe ".count))))
            }
        }
        return commands
    }

    /// Splits a command line as a shell does for these simple lines: words separated by spaces,
    /// single quotes kept together, `< file` as standard input, `#` to the end as a comment.
    static func parse(_ line: String) -> CommandLine {
        var command = CommandLine()
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in line {
            if quoted {
                if character == "'" { quoted = false } else { word?.append(character) }
            } else if character == "'" {
                quoted = true
                word = word ?? ""
            } else if character == " " {
                if let done = word { words.append(done) }
                word = nil
            } else if character == "#", word == nil {
                break
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        if let redirect = words.firstIndex(of: "<"), redirect + 1 < words.count {
            command.input = words[redirect + 1]
            words.removeSubrange(redirect...(redirect + 1))
        }
        command.arguments = words
        return command
    }

    @Test func theParserReadsTheReadmesKindOfLine() {
        let command = Self.parse("match --pattern '/a b' --explain < links.txt   # comment")
        #expect(command.arguments == ["match", "--pattern", "/a b", "--explain"])
        #expect(command.input == "links.txt")
    }
}
