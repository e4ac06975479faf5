import Foundation
import Testing
import WireframeGenerator
import WireframeRouting
import WireframeTestSupport

/// Each bad input fails with a message naming what is at fault, and leaves every folder exactly
/// as it was: the generator writes all of its files or none.
@Suite struct BadInputTests {
    /// Runs `request`, expects it to fail with `code`, and the workspace to be untouched.
    private func expectFailure(
        _ workspace: Workspace,
        _ request: ModuleRequest,
        generator: ModuleGenerator = ModuleGenerator(),
        code: GeneratorError.Code,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> GeneratorError {
        let before = workspace.snapshot()
        let error = try #require(throws: GeneratorError.self, sourceLocation: sourceLocation) {
            try generator.generate(request)
        }
        #expect(error.code == code, "\(error.message)", sourceLocation: sourceLocation)
        #expect(workspace.snapshot() == before, "the workspace changed", sourceLocation: sourceLocation)
        return error
    }

    @Test(arguments: ["profile", "1Profile", "Pro-file", "Profil√©", "", "Self", "Protocol", "Route"])
    func aNameThatIsNoSwiftTypeName(_ name: String) throws {
        let workspace = try Workspace()
        let error = try expectFailure(workspace, workspace.request(name), code: .invalidName)
        #expect(error.message.hasPrefix("invalid module name \"\(name)\":"))
    }

    @Test func aKeywordSaysSo() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.name = "Any"
        let error = try expectFailure(workspace, request, code: .invalidName)
        #expect(error.message == "invalid module name \"Any\": it is a Swift keyword or a name WireframeKit uses")
    }

    /// `wireframe module State` wrote a `StateRouter` class, which hid WireframeKit's type of
    /// that name everywhere in the app's module.
    @Test(arguments: [
        ("State", "StateRouter"), ("Window", "WindowView"),
    ])
    func aNameWhoseTypesWouldHideThePackagesTypes(_ name: String, hidden: String) throws {
        let workspace = try Workspace()
        let error = try expectFailure(workspace, workspace.request(name), code: .invalidName)
        #expect(
            error.message
                == "invalid module name \"\(name)\": the module's type \(hidden) would hide WireframeKit's "
                + "\(hidden) in the app's module",
            "\(error.message)"
        )
    }

    /// A name is echoed escaped, as `wireframe match` echoes a URL: a control character in it
    /// cannot drive the terminal the message is printed on.
    @Test func aNameWithControlCharactersIsEchoedEscaped() throws {
        let workspace = try Workspace()
        let error = try expectFailure(workspace, workspace.request("Pro\u{1B}[2Jfile\u{202E}"), code: .invalidName)
        #expect(error.message.hasPrefix(#"invalid module name "Pro\u{1B}[2Jfile\u{202E}": "#), "\(error.message)")
        var request = workspace.request("Profile")
        request.moduleName = "App\u{7}"
        let moduleError = try expectFailure(workspace, request, code: .invalidName)
        #expect(moduleError.message.hasPrefix(#"invalid module name "App\u{7}" for --module-name"#))
    }

    @Test func aNameTooLongForTheGeneratedLinesToFit() throws {
        let workspace = try Workspace()
        let name = "Abcdefghijklmnopqrstuvwxyzabcdefg"
        let error = try expectFailure(workspace, workspace.request(name), code: .invalidName)
        #expect(
            error.message
                == "invalid module name \"\(name)\": it has 33 characters; a module's name has at most 32, so that "
                + "every generated line fits 120 columns"
        )
    }

    @Test func anOutputFolderThatDoesNotExist() throws {
        let workspace = try Workspace()
        let request = ModuleRequest(name: "Profile", output: workspace.path("Sources/Missing"))
        let error = try expectFailure(workspace, request, code: .missingFolder)
        #expect(error.message == "output folder \(workspace.path("Sources/Missing")) does not exist; create it first")
    }

    @Test func anOutputThatIsAFile() throws {
        let workspace = try Workspace()
        try "x".write(toFile: workspace.path("Sources/App/File.swift"), atomically: true, encoding: .utf8)
        let request = ModuleRequest(name: "Profile", output: workspace.path("Sources/App/File.swift"))
        let error = try expectFailure(workspace, request, code: .missingFolder)
        #expect(error.message.hasSuffix("File.swift is not a folder"))
    }

    @Test func aFileThatExistsWithoutForce() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(
            atPath: workspace.path("Sources/App/Profile"),
            withIntermediateDirectories: true
        )
        try "// mine\n".write(
            toFile: workspace.path("Sources/App/Profile/ProfileRouter.swift"),
            atomically: true,
            encoding: .utf8
        )
        let error = try expectFailure(workspace, workspace.request("Profile"), code: .fileExists)
        #expect(
            error.message == "\(workspace.path("Sources/App/Profile/ProfileRouter.swift")) exists already; pass "
                + "--force to overwrite it (no file was written)"
        )
    }

    @Test func anInvalidRouteGivesTheMatchersErrorAndOffset() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.route = "/profile/:id<integer>"
        let error = try expectFailure(workspace, request, code: .invalidRoute)
        #expect(
            error.message
                == "invalid route: pattern \"/profile/:id<integer>\" at offset 9: unknown parameter type "
                + "\"integer\" for \"id\" (known: int, double, bool, uuid)"
        )
        let routeError = try #require(error.underlyingError as? RouteError)
        #expect(routeError.code == .unknownParameterType)
        #expect(routeError.position == 9)
    }

    @Test func aMalformedRoute() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.route = "/profile/:"
        let error = try expectFailure(workspace, request, code: .invalidRoute)
        #expect((error.underlyingError as? RouteError)?.code == .malformedPattern)
    }

    @Test func aParameterThatCannotBeAField() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.route = "/profile/:user-id"
        let error = try expectFailure(workspace, request, code: .invalidRoute)
        #expect(error.message.contains("at offset 9: parameter \"user-id\" cannot be a field of a Swift route type"))
    }

    @Test func aTestWhosePlaceCannotBeInferred() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(atPath: workspace.path("Modules"), withIntermediateDirectories: true)
        let request = ModuleRequest(name: "Profile", output: workspace.path("Modules"))
        let error = try expectFailure(workspace, request, code: .testsLocation)
        #expect(error.message.hasSuffix("pass --tests <folder>, or --no-tests"))
    }

    @Test func aTestsFolderThatDoesNotExist() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.tests = .folder(workspace.path("Tests/Missing"))
        _ = try expectFailure(workspace, request, code: .missingFolder)
    }

    @Test func aWriteThatFailsMidwayLeavesNothingWritten() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.route = "/profile/:id<int>"
        var generator = ModuleGenerator()
        generator.fileWriter.writeData = { data, path in
            if path.hasSuffix("ProfileRoute.swift") { throw CocoaError(.fileWriteNoPermission) }
            try data.write(to: URL(fileURLWithPath: path))
        }
        let error = try expectFailure(workspace, request, generator: generator, code: .writeFailed)
        #expect(error.message.hasPrefix("cannot write \(workspace.path("Sources/App/Profile/ProfileRoute.swift")):"))
    }

    @Test func aFailedOverwriteRestoresTheFilesItReplaced() throws {
        let workspace = try Workspace()
        try ModuleGenerator().generate(workspace.request("Profile"))
        let presenter = workspace.path("Sources/App/Profile/ProfilePresenter.swift")
        try "// edited\n".write(toFile: presenter, atomically: true, encoding: .utf8)
        var request = workspace.request("Profile")
        request.force = true
        var generator = ModuleGenerator()
        generator.fileWriter.writeData = { data, path in
            if path.hasSuffix("ProfilePresenterTests.swift") { throw CocoaError(.fileWriteOutOfSpace) }
            try data.write(to: URL(fileURLWithPath: path))
        }
        _ = try expectFailure(workspace, request, generator: generator, code: .writeFailed)
        #expect(try String(contentsOfFile: presenter, encoding: .utf8) == "// edited\n")
    }

    @Test func aModuleFolderThatIsAFileFailsTheWriteAndLeavesNothing() throws {
        let workspace = try Workspace()
        try "x".write(toFile: workspace.path("Tests/AppTests/Profile"), atomically: true, encoding: .utf8)
        let error = try expectFailure(workspace, workspace.request("Profile"), code: .writeFailed)
        #expect(error.message.contains("ProfilePresenterTests.swift"))
    }
}
