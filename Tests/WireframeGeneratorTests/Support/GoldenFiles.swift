import Foundation
import Testing
import WireframeGenerator

/// Compares generated files with `Golden/<case>/`, file by file and exactly.
///
/// Run the tests with `RECORD_GOLDEN=1` to write the folder from the current output instead
/// (then read the diff before committing it); never edit a golden file by hand. The golden files
/// are linted with the repository's own code by CI's `swift format lint --strict` step, which so
/// checks that generated code passes it.
enum GoldenFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Expects `files` (paths relative to the workspace root) to be exactly `Golden/<name>/`.
    static func expect(
        _ files: [(path: String, contents: String)],
        match name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = directory.appendingPathComponent(name)
        if isRecording {
            try? FileManager.default.removeItem(at: folder)
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        let expected = Set(recordedPaths(in: folder))
        let actual = Set(files.map(\.path))
        #expect(actual == expected, "files differ from Golden/\(name)/", sourceLocation: sourceLocation)
        for file in files where expected.contains(file.path) {
            let golden = try String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.contents == golden, "Golden/\(name)/\(file.path) differs", sourceLocation: sourceLocation)
        }
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
