import Foundation
import WireframeTestSupport

/// An executable of this package, run from the products directory the test bundle is built in
/// (`.build/debug/` or the `--scratch-path` in use).
struct BuiltExecutable {
    let url: URL

    static let wireframe = BuiltExecutable(named: "wireframe")
    static let demo = BuiltExecutable(named: "wireframe-demo")

    init(named name: String) {
        url = Self.productsDirectory.appendingPathComponent(name)
    }

    /// The executable at `url`, such as `/bin/sh`.
    init(url: URL) {
        self.url = url
    }

    /// Where the test binary is: on Linux the test bundle is an executable in the products
    /// directory; on macOS it is an `.xctest` bundle there, loaded by a runner elsewhere.
    static let productsDirectory: URL = {
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        let executable =
            Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
        return executable.deletingLastPathComponent()
    }()

    /// Runs the executable with `arguments`, `input` on standard input (empty when `nil`), and
    /// waits for it to exit. Output goes through files, so a large output cannot block the child.
    func run(_ arguments: [String], input: String? = nil) async throws -> ExecutableResult {
        try await run(arguments, inputBytes: Data((input ?? "").utf8))
    }

    /// Runs the executable with `arguments` and `inputBytes` on standard input, which need not
    /// be UTF-8.
    func run(_ arguments: [String], inputBytes: Data) async throws -> ExecutableResult {
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw MissingExecutable(path: url.path)
        }
        let directory = try TestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try inputBytes.write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer {
            try? inputHandle.close()
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle

        try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return ExecutableResult(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }
}
