import Foundation
import Testing
import WireframeGenerator
import WireframeTestSupport

/// A symbolic link at a path the generator writes, or at a folder it writes into, is refused
/// before anything is written (a cloned repository can plant one): nothing is created or
/// overwritten where the link points, and nothing is written at all.
@Suite struct SymbolicLinkTests {
    /// A folder beside the package, where planted links point.
    private func outside(_ workspace: Workspace) throws -> String {
        let folder = workspace.path("outside")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private func expectRefused(
        _ workspace: Workspace,
        _ request: ModuleRequest,
        naming link: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = workspace.snapshot()
        let error = try #require(throws: GeneratorError.self, sourceLocation: sourceLocation) {
            try ModuleGenerator().generate(request)
        }
        #expect(error.code == .symbolicLink, "\(error.message)", sourceLocation: sourceLocation)
        #expect(
            error.message.hasPrefix("\(link) is a symbolic link (to "),
            "\(error.message)",
            sourceLocation: sourceLocation
        )
        #expect(workspace.snapshot() == before, "the workspace changed", sourceLocation: sourceLocation)
    }

    @Test func aDanglingLinkAtAGeneratedFileCreatesNothingWhereItPoints() throws {
        let workspace = try Workspace()
        let target = try outside(workspace) + "/planted.swift"
        let view = workspace.path("Sources/App/Profile/ProfileView.swift")
        try FileManager.default.createDirectory(
            atPath: workspace.path("Sources/App/Profile"),
            withIntermediateDirectories: true
        )
        try FileManager.default.createSymbolicLink(atPath: view, withDestinationPath: target)
        try expectRefused(workspace, workspace.request("Profile"), naming: view)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func forceDoesNotOverwriteAFileALinkPointsTo() throws {
        let workspace = try Workspace()
        let target = try outside(workspace) + "/secrets.swift"
        try "// mine\n".write(toFile: target, atomically: true, encoding: .utf8)
        let router = workspace.path("Sources/App/Profile/ProfileRouter.swift")
        try FileManager.default.createDirectory(
            atPath: workspace.path("Sources/App/Profile"),
            withIntermediateDirectories: true
        )
        try FileManager.default.createSymbolicLink(atPath: router, withDestinationPath: target)
        var request = workspace.request("Profile")
        request.force = true
        try expectRefused(workspace, request, naming: router)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "// mine\n")
    }

    /// A template linked to a secret file copied the secret into generated Swift (exit 0).
    @Test func aTemplateThatIsALinkIsNotRead() throws {
        let workspace = try Workspace()
        let secret = try outside(workspace) + "/secret.txt"
        try "password = hunter2\n".write(toFile: secret, atomically: true, encoding: .utf8)
        let templates = workspace.path("templates")
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        let template = templates + "/Router.swift.stencil"
        try FileManager.default.createSymbolicLink(atPath: template, withDestinationPath: secret)
        var request = workspace.request("Profile")
        request.templates = templates
        try expectRefused(workspace, request, naming: template)
    }

    /// `--force` truncated and rewrote a file that had another name elsewhere: the other name's
    /// content changed too.
    @Test func forceDoesNotOverwriteAHardLink() throws {
        let workspace = try Workspace()
        let elsewhere = try outside(workspace) + "/mine.swift"
        try "// mine\n".write(toFile: elsewhere, atomically: true, encoding: .utf8)
        let router = workspace.path("Sources/App/Profile/ProfileRouter.swift")
        try FileManager.default.createDirectory(
            atPath: workspace.path("Sources/App/Profile"),
            withIntermediateDirectories: true
        )
        try FileManager.default.linkItem(atPath: elsewhere, toPath: router)
        var request = workspace.request("Profile")
        request.force = true
        let before = workspace.snapshot()
        let error = try #require(throws: GeneratorError.self) { try ModuleGenerator().generate(request) }
        #expect(error.code == .hardLink, "\(error.message)")
        #expect(
            error.message
                == "\(router) has 2 names (hard links); overwriting it would change the file under its other names "
                + "too: remove it, or generate elsewhere (no file was written)"
        )
        #expect(workspace.snapshot() == before, "the workspace changed")
        #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "// mine\n")
    }

    @Test func aModuleFolderThatIsALinkIsRefused() throws {
        let workspace = try Workspace()
        let target = try outside(workspace)
        let folder = workspace.path("Sources/App/Profile")
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: target)
        try expectRefused(workspace, workspace.request("Profile"), naming: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
    }

    @Test func anInferredTestsFolderThatIsALinkIsRefused() throws {
        let workspace = try Workspace()
        let target = try outside(workspace)
        let tests = workspace.path("Tests/AppTests")
        try FileManager.default.removeItem(atPath: tests)
        try FileManager.default.createSymbolicLink(atPath: tests, withDestinationPath: target)
        try expectRefused(workspace, workspace.request("Profile"), naming: tests)
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
    }

    @Test func theOutputFolderTheUserNamedMayBeALink() throws {
        let workspace = try Workspace()
        let target = try outside(workspace)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Modules"), withDestinationPath: target)
        var request = ModuleRequest(name: "Profile", output: workspace.path("Modules"))
        request.tests = .none
        try ModuleGenerator().generate(request)
        #expect(FileManager.default.fileExists(atPath: target + "/Profile/ProfileView.swift"))
    }

    @Test func templatesAreNotExportedThroughALink() throws {
        let workspace = try Workspace()
        let target = try outside(workspace) + "/planted.stencil"
        try FileManager.default.createDirectory(atPath: workspace.path("templates"), withIntermediateDirectories: true)
        let link = workspace.path("templates/View.swift.stencil")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let error = try #require(throws: GeneratorError.self) {
            try TemplateCatalog.export(to: workspace.path("templates"), force: true)
        }
        #expect(error.code == .symbolicLink)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// A link planted after the check and before the write: the write refuses it instead of
    /// following it, and what was written before is undone.
    @Test func aLinkPlantedAfterTheCheckFailsTheWriteAndLeavesNothing() throws {
        let workspace = try Workspace()
        let target = try outside(workspace) + "/planted.swift"
        var generator = ModuleGenerator()
        let writeData = generator.fileWriter.writeData
        generator.fileWriter.writeData = { data, path in
            if path.hasSuffix("ProfileRouter.swift") {
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            }
            try writeData(data, path)
        }
        let error = try #require(throws: GeneratorError.self) { try generator.generate(workspace.request("Profile")) }
        #expect(error.code == .writeFailed)
        #expect(error.message.contains("it is a symbolic link"), "\(error.message)")
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Sources/App/Profile/ProfileView.swift")))
    }
}
