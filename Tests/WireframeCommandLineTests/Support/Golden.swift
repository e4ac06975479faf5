import Foundation
import Testing
import WireframeTestSupport

// The command line's golden files, in `Golden/`, by name.
extension Golden {
    static let directory = TestFiles.directory.appendingPathComponent("Golden")

    /// Compares output with `Golden/<name>`, exactly (see `Golden`).
    static func expect(
        _ actual: String,
        matches name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expect(actual, matches: directory.appendingPathComponent(name), sourceLocation: sourceLocation)
    }
}
