import Testing
import WireframeCommandLine
import WireframeTestSupport

// Holds the samples of the `///` comments of WireframeCommand.swift and RouteList.swift that are
// text, not Swift: a session with the tool and a routes file, each written here once between the
// `sample` markers (the doc comments show what is written here: `SampleSourcesTests`) and then
// run or read, so that what they show is what the tool does.

@Suite("Documentation samples: the command line's texts")
struct CommandLinePrintedSampleTests {
    @Test func theToolsSessionPrintsWhatItShows() async throws {
        // sample WireframeCommand/WireframeCommand
        let session = """
            $ wireframe match --pattern '/users/:id<int>' 'myapp://users/42'
            {"url": "myapp://users/42", "matched": "/users/:id<int>", "parameters": {"id": "42"}, "rest": null, "fragment": null}
            """
        // sample end
        let lines = session.split(separator: "\n").map(String.init)
        let prompt = "$ wireframe "
        #expect(lines.first?.hasPrefix(prompt) == true)
        let command = ReadmeCommandTests.parse(String(lines[0].dropFirst(prompt.count)))
        let result = try await BuiltExecutable.wireframe.run(command.arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.outputLines == Array(lines.dropFirst()))
    }

    @Test func aRoutesFileSkipsItsComments() {
        // sample RouteList/RouteList
        let file = """
            # Mail app
            /inbox
            /messages/:id<int>
            """
        // sample end
        let list = RouteList(contentsOf: file, file: "mail.routes")
        #expect(list.patterns == ["/inbox", "/messages/:id<int>"])
        #expect(list.entries.map { $0.location?.line } == [2, 3])
    }
}
