import Foundation
import WireframeGenerator
import WireframeTestSupport

/// A temporary package-shaped folder (`Sources/App/`, `Tests/AppTests/`) that one test generates
/// into; removed when the test ends.
final class Workspace: Sendable {
    let root: String

    init() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "WireframeGeneratorTests-\(UUID().uuidString)"
            ).path
        for folder in ["Sources/App", "Tests/AppTests"] {
            try FileManager.default.createDirectory(atPath: path(folder), withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The absolute path of `relative` inside the workspace.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// A request for `name` written into `Sources/App`.
    func request(_ name: String) -> ModuleRequest {
        ModuleRequest(name: name, output: path("Sources/App"))
    }

    /// Every file and folder under the root with its contents (empty for a folder), to compare
    /// before and after a failure.
    func snapshot() -> [String: Data] {
        var entries: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return entries }
        while let relative = enumerator.nextObject() as? String {
            entries[relative] = FileManager.default.contents(atPath: path(relative)) ?? Data()
        }
        return entries
    }

    /// A file's path relative to the root.
    func relative(_ file: GeneratedFile) -> String {
        String(file.path.dropFirst(root.count + 1))
    }
}
