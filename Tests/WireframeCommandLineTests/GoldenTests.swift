import Foundation
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
        let result = try await BuiltExecutable.demo.run(["--verbose"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        try Golden.expect(result.standardOutput, matches: "wireframe-demo.txt")
    }

    @Test func demoPrintsTheSwiftUIPartAloneWithSwiftUIFlag() async throws {
        let whole = try await BuiltExecutable.demo.run(["--verbose"]).standardOutput
        let result = try await BuiltExecutable.demo.run(["--swiftui"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        // The same lines as the whole tour's SwiftUI part, from its title to the blank line
        // before the Mermaid diagram.
        let start = try #require(whole.range(of: "SwiftUI: the state-driven mail app"))
        let end = try #require(whole.range(of: "\nThe same routes as a Mermaid diagram"))
        #expect(result.standardOutput == String(whole[start.lowerBound..<end.lowerBound]))
        #expect(!result.standardOutput.contains("Wireframe.routeTableDescription"))
    }

    @Test func demoRefusesAnOptionItDoesNotKnow() async throws {
        let result = try await BuiltExecutable.demo.run(["--swift-ui"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("Unknown option '--swift-ui'"))
        #expect(result.standardError.contains("Usage: wireframe-demo [--swiftui]"))
    }
}
