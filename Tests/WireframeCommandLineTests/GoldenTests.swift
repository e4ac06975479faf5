import Testing
import WireframeCommandLine
import WireframeRouting
import WireframeTestSupport

/// The outputs people read and scripts parse, compared exactly with `Golden/` (see ``Golden``).
@Suite struct GoldenTests {
    private let routesFile = TestFiles.fixture("photos.routes")

    @Test func routesTableOfARealisticFile() throws {
        let list = RouteList(
            contentsOf: try TestFiles.fixtureText("photos.routes"),
            file: "photos.routes"
        )
        try Golden.expect(try list.makeTable().description + "\n", matches: "routes-photos.txt")
    }

    @Test func routesCommandPrintsTheSameTable() async throws {
        let result = try await BuiltExecutable.wireframe.run(["routes", "--routes", routesFile])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        try Golden.expect(result.standardOutput, matches: "routes-photos.txt")
    }

    @Test func matchOfRealisticLinksFromStandardInput() async throws {
        let links = try TestFiles.fixtureText("photos-links.txt")
        let result = try await BuiltExecutable.wireframe.run(
            ["match", "--routes", routesFile],
            input: links
        )
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        try Golden.expect(result.standardOutput, matches: "match-photos.jsonl")
    }

    @Test func matchExplainOfNearMisses() async throws {
        let urls = [
            "photos://users/42", "photos://map/north/south", "https://other.example.com/p/x",
        ]
        let result = try await BuiltExecutable.wireframe.run(
            ["match", "--routes", routesFile, "--explain"] + urls
        )
        #expect(result.status == 0)
        try Golden.expect(result.standardOutput, matches: "match-explain-photos.jsonl")
    }

    @Test func demoRoutesTheMailAppsLinksThroughTheWireframe() async throws {
        let result = try await BuiltExecutable.demo.run([])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        try Golden.expect(result.standardOutput, matches: "wireframe-demo.txt")
    }
}
