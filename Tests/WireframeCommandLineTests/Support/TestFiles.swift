import Foundation
import WireframeTestSupport

/// The files next to these tests: fixtures (inputs) and golden files (expected outputs).
enum TestFiles {
    /// `Tests/WireframeCommandLineTests`, found from this file's path at build time.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The path of a fixture, an input the tests read.
    static func fixture(_ name: String) -> String {
        directory.appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// A fixture's contents.
    static func fixtureText(_ name: String) throws -> String {
        try String(contentsOfFile: fixture(name), encoding: .utf8)
    }

    /// A new empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "WireframeCommandLineTests-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
