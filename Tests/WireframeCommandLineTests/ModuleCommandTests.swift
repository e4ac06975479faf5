import Foundation
import Testing
import WireframeTestSupport

/// `wireframe module` and `wireframe templates`, run as a user runs them: what they print, their
/// exit status, and what they leave on disk.
@Suite struct ModuleCommandTests {
    private let wireframe = BuiltExecutable.wireframe

    /// A package-shaped folder with `Sources/App/Modules` and `Tests/AppTests`.
    private func makePackage() throws -> URL {
        let root = try TestFiles.temporaryDirectory()
        for folder in ["Sources/App/Modules", "Tests/AppTests"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder),
                withIntermediateDirectories: true
            )
        }
        return root
    }

    /// Every path under `root`, relative to it, sorted.
    private func paths(under root: URL) -> [String] {
        (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func writesTheModuleItsRouteAndItsTest() async throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Sources/App/Modules").path
        let result = try await wireframe.run([
            "module", "Profile", "--output", output, "--route", "/profile/:id<int>",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let written = ["Contracts", "View", "Presenter", "Interactor", "Router", "Builder", "Route"].map {
            "wrote \(output)/Profile/Profile\($0).swift"
        }
        let test = "wrote \(root.path)/Tests/AppTests/Profile/ProfilePresenterTests.swift"
        #expect(result.outputLines == written + [test])
        #expect(paths(under: root).filter { $0.hasSuffix(".swift") }.count == 8)
    }

    @Test func aSwiftUIModuleIsItsScreenModelAndItsSwiftUIView() async throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Sources/App/Modules").path
        let result = try await wireframe.run(["module", "Profile", "--output", output, "--view", "swiftui"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let written = ["Contracts", "View", "Presenter", "Interactor", "Router", "Builder", "ContentView"].map {
            "wrote \(output)/Profile/Profile\($0).swift"
        }
        let test = "wrote \(root.path)/Tests/AppTests/Profile/ProfilePresenterTests.swift"
        #expect(result.outputLines == written + [test])
        let view = try String(contentsOfFile: "\(output)/Profile/ProfileView.swift", encoding: .utf8)
        #expect(view.contains("final class ProfileView:\n    SwiftUIScreen, ModuleView, ProfileViewContract"))
    }

    @Test func theHelpListsEveryViewKind() async throws {
        let result = try await wireframe.run(["module", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("(values: code, storyboard, nib, swiftui;"), "\(result.standardOutput)")
    }

    @Test func aDryRunPrintsTheFilesAndWritesNone() async throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = paths(under: root)
        let result = try await wireframe.run([
            "module", "Profile", "--output", root.appendingPathComponent("Sources/App/Modules").path, "--dry-run",
        ])
        #expect(result.status == 0)
        #expect(result.outputLines.count == 7)
        #expect(result.outputLines.allSatisfy { $0.hasPrefix("would write ") })
        #expect(paths(under: root) == before)
    }

    @Test(arguments: [
        (["module", "profile"], "invalid module name \"profile\""),
        (["module", "Profile", "--route", "/profile/:id<integer>"], "at offset 9: unknown parameter type \"integer\""),
        (["module", "Profile", "--route", "/profile/*/:"], "invalid route: pattern \"/profile/*/:\" at offset"),
        (["module", "Profile", "--view", "xib"], "The value 'xib' is invalid for '--view <view>'"),
    ])
    func badInputExitsNonZeroWithItsMessageAndWritesNothing(_ arguments: [String], _ message: String) async throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = paths(under: root)
        let result = try await wireframe.run(
            arguments + ["--output", root.appendingPathComponent("Sources/App/Modules").path]
        )
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(paths(under: root) == before)
    }

    @Test func aNameWithControlCharactersIsPrintedEscaped() async throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await wireframe.run([
            "module", "Pro\u{1B}[2Jfile", "--output", root.appendingPathComponent("Sources/App/Modules").path,
        ])
        #expect(result.status != 0)
        #expect(result.standardError.contains(#"invalid module name "Pro\u{1B}[2Jfile""#), "\(result.standardError)")
        #expect(!result.standardError.unicodeScalars.contains("\u{1B}"))
    }

    @Test func aMissingOutputFolderIsNamed() async throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("Sources/App/Screens").path
        let result = try await wireframe.run(["module", "Profile", "--output", missing])
        #expect(result.status != 0)
        #expect(result.standardError.contains("output folder \(missing) does not exist; create it first"))
    }

    @Test func anUnknownVariableInACustomTemplateNamesItsFileAndLine() async throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = root.appendingPathComponent("templates")
        let export = try await wireframe.run(["templates", "export", templates.path])
        #expect(export.status == 0)
        #expect(export.outputLines.count == 11)
        let router = templates.appendingPathComponent("Router.swift.stencil")
        let text = try String(contentsOf: router, encoding: .utf8)
        try text.replacingOccurrences(of: "{{ name }}Router:", with: "{{ modul }}Router:")
            .write(to: router, atomically: true, encoding: .utf8)
        let before = paths(under: root)
        let result = try await wireframe.run([
            "module", "Profile", "--output", root.appendingPathComponent("Sources/App/Modules").path,
            "--templates", templates.path,
        ])
        #expect(result.status != 0)
        let message = "\(router.path):4: unknown variable \"modul\""
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(paths(under: root) == before)
    }

    @Test func templatesListNamesEachTemplateAndItsVariables() async throws {
        let result = try await wireframe.run(["templates", "list"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("  View.swift.stencil "))
        #expect(result.standardOutput.contains("  route.parameters[].name "))
    }
}
