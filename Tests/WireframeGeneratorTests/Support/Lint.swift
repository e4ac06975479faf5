import Foundation
import WireframeTestSupport

/// Runs the toolchain's `swift format lint --strict` with the repository's `.swift-format` on
/// files, as CI's lint step does.
enum Lint {
    static let configuration = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".swift-format").path

    /// The findings, empty when the files pass.
    static func findings(in paths: [String]) throws -> String {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format", "lint", "--strict", "--configuration", configuration] + paths
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let output = try String(contentsOf: log, encoding: .utf8)
        return process.terminationStatus == 0 ? "" : output.isEmpty ? "exit \(process.terminationStatus)" : output
    }
}
