package import Foundation
package import Testing

/// Compares output with golden files, exactly.
///
/// Run the tests with `RECORD_GOLDEN=1` to write the files from the current output instead (then
/// read the diff before committing it); never edit a golden file by hand.
package enum Golden {
    /// Whether the run records golden files instead of comparing with them.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Expects `actual` to be the file at `url`, or writes it when recording.
    package static func expect(
        _ actual: String,
        matches url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "No golden file \(url.lastPathComponent); run the tests with RECORD_GOLDEN=1 to record it.",
                sourceLocation: sourceLocation
            )
            return
        }
        if actual != expected {
            Issue.record(
                "Output differs from \(url.lastPathComponent): \(firstDifference(actual, expected))",
                sourceLocation: sourceLocation
            )
        }
    }

    /// Expects `files` (paths relative to `folder`) to be exactly the files of `folder`, or writes
    /// the folder anew when recording.
    package static func expect(
        _ files: [(path: String, contents: String)],
        matchFolder folder: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if isRecording {
            try? FileManager.default.removeItem(at: folder)
            for file in files {
                try expect(file.contents, matches: folder.appendingPathComponent(file.path))
            }
            return
        }
        let expected = Set(recordedPaths(in: folder))
        let actual = Set(files.map(\.path))
        #expect(actual == expected, "files differ from \(folder.lastPathComponent)/", sourceLocation: sourceLocation)
        for file in files where expected.contains(file.path) {
            try expect(file.contents, matches: folder.appendingPathComponent(file.path), sourceLocation: sourceLocation)
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

    private static func recordedPaths(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(relative)
            }
        }
        return paths
    }
}
