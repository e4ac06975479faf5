import Testing
import WireframeTestSupport

/// `wireframe routes`, run as a user runs it.
@Suite struct RoutesCommandTests {
    @Test func printsPatternsInPrecedenceOrder() async throws {
        let result = try await BuiltExecutable.wireframe.run([
            "routes", "--pattern", "/users/:name", "--pattern",
            "https://example.com/users/:id<int>", "--pattern", "/users/me",
        ])
        #expect(result.status == 0)
        #expect(
            result.outputLines == [
                "#  pattern                             scope                parameters",
                "1  /users/me                           any",
                "2  https://example.com/users/:id<int>  https://example.com  id: int",
                "3  /users/:name                        any                  name: any",
            ]
        )
    }

    @Test func withoutPatternsPrintsTheHeaderOnly() async throws {
        let result = try await BuiltExecutable.wireframe.run(["routes"])
        #expect(result.status == 0)
        #expect(result.outputLines == ["#  pattern  scope  parameters"])
    }

    @Test func caseInsensitiveTablesRefuseLiteralsThatDifferOnlyInCase() async throws {
        let arguments = ["routes", "--pattern", "/Inbox", "--pattern", "/inbox"]
        let sensitive = try await BuiltExecutable.wireframe.run(arguments)
        let insensitive = try await BuiltExecutable.wireframe.run(
            arguments + ["--case-insensitive"]
        )
        #expect(sensitive.status == 0)
        #expect(insensitive.status != 0)
        #expect(
            insensitive.standardError.contains(
                #"pattern "/inbox": matches exactly the same URLs as "/Inbox""#
            )
        )
    }

    @Test func aBadPatternStopsWithANonZeroStatus() async throws {
        let result = try await BuiltExecutable.wireframe.run([
            "routes", "--pattern", "/files/**/:name",
        ])
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(#"pattern "/files/**/:name""#))
    }
}
