import Foundation
import Testing

/// Compares output with a file in `Golden/`, exactly.
///
/// Run the tests with `RECORD_GOLDEN=1` to write the files from the current output instead (then
/// read the diff before committing it); never edit a golden file by hand.
enum Golden {
    static let directory = TestFiles.directory.appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    static func expect(
        _ actual: String,
        matches name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(
                at: directory,
                withIntermediateDirectories: true
            )
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "No golden file Golden/\(name); run the tests with RECORD_GOLDEN=1 to record it.",
                sourceLocation: sourceLocation
            )
            return
        }
        if actual != expected {
            Issue.record(
                "Output differs from Golden/\(name): \(firstDifference(actual, expected))",
                sourceLocation: sourceLocation
            )
        }
    }

    /// The first line that differs, for a readable failure.
    private static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of output>"
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            if got != want {
                return "line \(index + 1)\n  expected: \(want)\n  actual:   \(got)"
            }
        }
        return "the same lines, different line endings"
    }
}
