import Foundation
import Testing
import WireframeGenerator
import WireframeTestSupport

/// Compares generated files with `Golden/<case>/`, file by file and exactly.
///
/// Run the tests with `RECORD_GOLDEN=1` to write the folder from the current output instead
/// (then read the diff before committing it); never edit a golden file by hand. The golden files
/// are linted with the repository's own code by CI's `swift format lint --strict` step, which so
/// checks that generated code passes it.
enum GoldenFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")

    /// Expects `files` (paths relative to the workspace root) to be exactly `Golden/<name>/`.
    static func expect(
        _ files: [(path: String, contents: String)],
        match name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try Golden.expect(files, matchFolder: directory.appendingPathComponent(name), sourceLocation: sourceLocation)
    }
}
