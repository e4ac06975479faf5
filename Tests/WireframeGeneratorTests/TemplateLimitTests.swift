import Foundation
import Testing
import WireframeGenerator
import WireframeTestSupport

/// A custom template past a limit — too large, nested too deep, rendering too much, using a tag
/// or filter the generator does not support — stops the generation with its file and line, in
/// bounded time, and nothing is written. (12 000 nested `if` crashed the generator with a stack
/// overflow; 3 000 nested `for` never ended.)
@Suite struct TemplateLimitTests {
    /// Generates `Profile` with `text` as the custom `Router.swift.stencil`; returns the error.
    private func failure(_ text: String, route: String? = "/profile/:id<int>") throws -> (GeneratorError, String) {
        let workspace = try Workspace()
        let templates = workspace.path("templates")
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try text.write(toFile: templates + "/Router.swift.stencil", atomically: true, encoding: .utf8)
        var request = workspace.request("Profile")
        request.templates = templates
        request.route = route
        let before = workspace.snapshot()
        let error = try #require(throws: GeneratorError.self) { try ModuleGenerator().generate(request) }
        #expect(workspace.snapshot() == before)
        return (error, templates + "/Router.swift.stencil")
    }

    @Test func deeplyNestedIfsStopAtTheLineThatPassesTheLimit() throws {
        let text = String(repeating: "{%if name%}\n", count: 12_000) + String(repeating: "{%endif%}", count: 12_000)
        let (error, file) = try failure(text)
        #expect(error.code == .templateLimit)
        #expect(error.message.hasPrefix("\(file):33: template too large: block tags nested more than 32 deep"))
    }

    @Test func deeplyNestedLoopsStopBeforeRendering() throws {
        let text =
            String(repeating: "{% for p in route.parameters %}\n", count: 3_000)
            + String(repeating: "{% endfor %}\n", count: 3_000)
        let (error, file) = try failure(text, route: "/profile/:a/:b")
        #expect(error.code == .templateLimit)
        #expect(error.message.hasPrefix("\(file):33: template too large"))
    }

    /// Within the nesting limit, loops over the parameters of a long route multiply: the bound
    /// is on what they could write.
    @Test func loopsThatWouldRenderTooMuchStopAtTheOutermostLoop() throws {
        let route = (1...200).map { "/:p\($0)" }.joined()
        let text =
            "// {{ name }}\n" + String(repeating: "{% for p in route.parameters %}\n", count: 4)
            + "{{ p.name }}\n" + String(repeating: "{% endfor %}\n", count: 4)
        let (error, file) = try failure(text, route: route)
        #expect(error.code == .templateLimit)
        #expect(error.message.hasPrefix("\(file):2: template too large: it could render more than 4194304 bytes"))
    }

    @Test func aTemplateOfMoreThan256KiBIsNotRead() throws {
        let (error, file) = try failure(String(repeating: "// a comment line\n", count: 20_000))
        #expect(error.code == .templateLimit)
        #expect(error.message.hasPrefix("\(file): template too large: it has 360000 bytes"))
    }

    @Test func tooManyTagsStop() throws {
        let (error, file) = try failure(String(repeating: "{{ name }}", count: 2_001))
        #expect(error.code == .templateLimit)
        #expect(error.message.hasPrefix("\(file):1: template too large: more than 2000 tags"))
    }

    @Test func aLongConditionStops() throws {
        let (error, file) = try failure("\n{% if " + String(repeating: "not ", count: 100) + "name %}\n{% endif %}\n")
        #expect(error.code == .templateLimit)
        #expect(error.message.hasPrefix("\(file):2: template too large: a tag of more than 64 words"))
    }

    @Test(arguments: [
        ("{% include \"Other.stencil\" %}\n", "tag \"include\" is not supported"),
        ("{% extends \"Base.stencil\" %}\n", "tag \"extends\" is not supported"),
        ("{% filter uppercase %}x{% endfilter %}\n", "tag \"filter\" is not supported"),
        ("{{ name|indent:100000000 }}\n", "filter \"indent\" is not supported"),
        ("{% for c in name %}{% endfor %}\n", "a for loop may go over a list only"),
        ("{% for i in 1...100000000 %}{% endfor %}\n", "a for loop may go over a list only"),
    ])
    func unsupportedTagsFiltersAndLoopsAreRefused(_ text: String, _ message: String) throws {
        let (error, file) = try failure(text)
        #expect(error.code == .templateSyntax)
        #expect(error.message.hasPrefix("\(file):1: \(message)"), "\(error.message)")
    }

    /// The built-in templates use what they allow: a route with the most parameters a pattern
    /// may have renders.
    @Test func theBuiltInTemplatesRenderTheLongestRoute() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.route = (1...256).map { "/:p\($0)<int>" }.joined()
        let files = try ModuleGenerator().plan(request)
        #expect(files.contains { $0.contents.contains("var p256: Int") })
    }
}
