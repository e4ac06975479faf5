import Foundation
import Testing

/// `wireframe module --view storyboard` (or `nib`) says how to declare the file it writes as a
/// resource of the target, as README.md's "Generating a module" and GeneratingModules.md do.
@Suite struct ModuleResourceNoteTests {
    @Test(arguments: [("storyboard", "SettingsView.storyboard"), ("nib", "SettingsView.xib")])
    func anInterfaceBuilderFileComesWithTheResourceLine(view: String, file: String) async throws {
        let root = try TestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Sources/App/Modules")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try await BuiltExecutable.wireframe.run([
            "module", "Settings", "--output", output.path, "--view", view, "--no-tests", "--dry-run",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.outputLines.contains("would write \(output.path)/Settings/\(file)"))
        #expect(
            result.outputLines.last
                == #"note: \#(file) is a resource: add resources: [.process("Modules/Settings/\#(file)")] "#
                + #"to the target "App" in Package.swift, or SwiftPM leaves it out (an Xcode app target needs nothing)"#
        )
    }

    @Test func aViewInCodeNeedsNoNote() async throws {
        let root = try TestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await BuiltExecutable.wireframe.run([
            "module", "Settings", "--output", root.path, "--no-tests", "--dry-run",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("note:"))
    }
}
