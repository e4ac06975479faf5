import Foundation
import Testing
import WireframeGenerator
import WireframeTestSupport

/// `wireframe templates list` and `export`: the built-in templates as a start for custom ones.
@Suite struct TemplateCatalogTests {
    @Test func exportedTemplatesRenderWhatTheBuiltInOnesDo() throws {
        let workspace = try Workspace()
        let exported = try TemplateCatalog.export(to: workspace.path("templates"), force: false)
        #expect(exported.count == BuiltInTemplates.all.count)
        var request = workspace.request("Profile")
        request.route = "/profile/:id<int>"
        let builtIn = try ModuleGenerator().plan(request)
        request.templates = workspace.path("templates")
        #expect(try ModuleGenerator().plan(request) == builtIn)
    }

    @Test func exportDoesNotOverwriteWithoutForce() throws {
        let workspace = try Workspace()
        try TemplateCatalog.export(to: workspace.path("templates"), force: false)
        let error = try #require(throws: GeneratorError.self) {
            try TemplateCatalog.export(to: workspace.path("templates"), force: false)
        }
        #expect(error.code == .fileExists)
        try TemplateCatalog.export(to: workspace.path("templates"), force: true)
    }

    @Test func theListingNamesEveryTemplateAndEveryVariable() throws {
        let listing = TemplateCatalog.listing
        for template in BuiltInTemplates.all {
            #expect(listing.contains(template.name))
        }
        for (path, _) in TemplateVariable.all.flatMap(\.documentedPaths) {
            #expect(listing.contains("  \(path) "))
        }
        try GoldenFiles.expect([("templates-list.txt", listing)], match: "templates-list")
    }
}
