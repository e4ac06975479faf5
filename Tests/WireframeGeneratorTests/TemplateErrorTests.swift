import Foundation
import Testing
import WireframeGenerator
import WireframeTestSupport

/// A custom template that is broken, or uses a variable the generator does not give, fails the
/// generation with the template's file and line; nothing is written.
@Suite struct TemplateErrorTests {
    /// Generates `Profile` with `text` as the custom `fileName`, expecting `code`; returns the message.
    private func failure(
        _ fileName: String,
        _ text: String,
        code: GeneratorError.Code,
        route: String? = nil
    ) throws -> (message: String, templates: String) {
        let workspace = try Workspace()
        let templates = workspace.path("templates")
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try text.write(toFile: templates + "/" + fileName, atomically: true, encoding: .utf8)
        var request = workspace.request("Profile")
        request.templates = templates
        request.route = route
        let before = workspace.snapshot()
        let error = try #require(throws: GeneratorError.self) { try ModuleGenerator().generate(request) }
        #expect(error.code == code, "\(error.message)")
        #expect(workspace.snapshot() == before)
        return (error.message, templates)
    }

    @Test func aBrokenTemplateNamesItsFileAndLine() throws {
        let (message, templates) = try failure(
            "Router.swift.stencil",
            "import WireframeKit\n\n{% if route %}\nfinal class {{ name }}Router {}\n",
            code: .templateSyntax
        )
        #expect(message == "\(templates)/Router.swift.stencil:3: `endif` was not found.")
    }

    @Test func anUnknownTagNamesItsFileAndLine() throws {
        let (message, templates) = try failure(
            "Interactor.swift.stencil",
            "import WireframeKit\n{% iff route %}\n{% endif %}\n",
            code: .templateSyntax
        )
        #expect(message.hasPrefix("\(templates)/Interactor.swift.stencil:2: Unknown template tag 'iff'"))
    }

    @Test(arguments: [
        ("final class {{ nmae }}Router {}\n", "nmae"),
        ("// {{ route.typname }}\n", "route.typname"),
        ("{% for parameter in route.parameters %}\n// {{ parameter.nam }}\n{% endfor %}\n", "parameter.nam"),
        ("{% if acces %}\n{% endif %}\n", "acces"),
        ("// {{ name.count }}\n", "name.count"),
    ])
    func anUnknownVariableNamesItsFileAndLine(_ text: String, _ variable: String) throws {
        let (message, templates) = try failure(
            "Router.swift.stencil",
            "import WireframeKit\n" + text,
            code: .unknownVariable,
            route: "/profile/:id<int>"
        )
        let line = variable.hasPrefix("parameter") ? 3 : 2
        #expect(
            message == "\(templates)/Router.swift.stencil:\(line): unknown variable \"\(variable)\"; run "
                + "`wireframe templates list` for the variables a template can use"
        )
    }

    /// A template this run does not write (the route's without `--route`, the test's with no
    /// test) is checked all the same: a broken custom template fails its first run.
    @Test(arguments: [
        ("Route.swift.stencil", "// {{ route.patern }}\n", "route.patern"),
        ("PresenterTests.swift.stencil", "// {{ nmae }}\n", "nmae"),
    ])
    func aTemplateThatIsNotWrittenThisRunIsCheckedToo(_ fileName: String, _ text: String, _ variable: String) throws {
        let workspace = try Workspace()
        let templates = workspace.path("templates")
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try text.write(toFile: templates + "/" + fileName, atomically: true, encoding: .utf8)
        var request = workspace.request("Profile")
        request.templates = templates
        request.tests = .none
        let before = workspace.snapshot()
        let error = try #require(throws: GeneratorError.self) { try ModuleGenerator().generate(request) }
        #expect(error.code == .unknownVariable)
        #expect(error.message.hasPrefix("\(templates)/\(fileName):1: unknown variable \"\(variable)\""))
        #expect(workspace.snapshot() == before)
    }

    @Test func aFileThatIsNoTemplateOfTheGenerator() throws {
        let (message, templates) = try failure("Veiw.swift.stencil", "", code: .unknownTemplate)
        #expect(message.hasPrefix("\(templates)/Veiw.swift.stencil: no built-in template has this name"))
    }

    @Test func aTemplatesFolderThatDoesNotExist() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.templates = workspace.path("missing")
        let error = try #require(throws: GeneratorError.self) { try ModuleGenerator().generate(request) }
        #expect(error.code == .missingFolder)
    }
}
