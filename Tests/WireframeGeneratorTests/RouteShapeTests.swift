import Foundation
import Testing
import WireframeGenerator
import WireframeTestSupport

/// Every shape a route can take — no parameter at all, only a `**`, only optional segments,
/// typed parameters, a scope, text that Swift would read as code — gives files that pass the
/// project's `swift format lint --strict` and write the pattern so that it reads back as given.
@Suite struct RouteShapeTests {
    /// Each route shape, with the module named after it.
    static let shapes: [(name: String, pattern: String)] = [
        ("Static", "/static"),
        ("Files", "/files/**"),
        ("Account", "/account/:tab?"),
        ("Settings", "/settings/:section?/:item?"),
        ("Profile", "/profile/:id<int>/:tab?"),
        ("Order", "https://example.com/orders/:id<int>/:note?"),
        ("Device", "myapp://devices/:userID<uuid>/:verified<bool>/:score<double>/**"),
        ("Item", "/items/:id<int>/**"),
        ("Home", "myapp://home"),
        ("Concat", #"/x"+String(cString:getenv("HOME")!)+"/:id<int>"#),
        ("Interpolation", #"/x\(fatalError())/:id<int>"#),
        ("Quote", #"/a"b/:id<int>"#),
    ]

    @Test func everyRouteShapePassesTheLint() throws {
        let workspace = try Workspace()
        for shape in Self.shapes {
            var request = workspace.request(shape.name)
            request.route = shape.pattern
            try ModuleGenerator().generate(request)
        }
        let findings = try Lint.findings(in: [workspace.path("Sources"), workspace.path("Tests"), "--recursive"])
        #expect(findings.isEmpty, "\(findings)")
    }

    /// The longest name a module may have (32 characters) gives lines that fit, with every view
    /// kind and access level (a 15-character name with `--access public` once did not).
    @Test func theLongestNamePassesTheLint() throws {
        let workspace = try Workspace()
        let name = "Abcdefghijklmnopqrstuvwxyzabcd"
        for (index, view) in ViewKind.allCases.enumerated() {
            for (level, access) in AccessLevel.allCases.enumerated() {
                var request = workspace.request(name + "\(index)\(level)")
                request.output = workspace.path("Sources/App\(level)")
                try FileManager.default.createDirectory(atPath: request.output, withIntermediateDirectories: true)
                request.tests = .folder(workspace.path("Tests/AppTests"))
                request.moduleName = "App"
                request.view = view
                request.access = access
                request.route = "myapp://devices/:userID<uuid>/:verified<bool>/:score<double>/**"
                try ModuleGenerator().generate(request)
            }
        }
        let findings = try Lint.findings(in: [workspace.path("Sources"), workspace.path("Tests"), "--recursive"])
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test(arguments: [
        (#"/a"b/:id<int>"#, #"static let pattern = "/a\"b/:id<int>""#),
        (#"/x\(fatalError())/:id<int>"#, #"static let pattern = "/x\\(fatalError())/:id<int>""#),
        (
            #"/x"+String(cString:getenv("HOME")!)+"/:id<int>"#,
            #"static let pattern = "/x\"+String(cString:getenv(\"HOME\")!)+\"/:id<int>""#
        ),
    ])
    func aPatternIsWrittenAsAStringLiteralOfItself(_ pattern: String, _ line: String) throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.route = pattern
        let files = try ModuleGenerator().generate(request)
        let route = try #require(files.first { $0.path.hasSuffix("ProfileRoute.swift") })
        #expect(route.contents.contains("    " + line + "\n"), "\(route.contents)")
        let test = try #require(files.first { $0.path.hasSuffix("ProfilePresenterTests.swift") })
        #expect(!test.contents.contains(#"\("#), "the sample URL interpolates: \(test.contents)")
    }
}
