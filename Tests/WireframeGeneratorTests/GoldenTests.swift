import Foundation
import Testing
import WireframeGenerator
import WireframeTestSupport

/// Every file the generator writes, for each combination of options, against `Golden/`.
@Suite struct GoldenTests {
    /// One combination of options, and the golden folder of its files.
    struct Case: CustomTestStringConvertible, Sendable {
        let golden: String
        let configure: @Sendable (inout ModuleRequest, Workspace) -> Void

        var testDescription: String { golden }
    }

    static let cases: [Case] = [
        Case(golden: "code") { _, _ in },
        Case(golden: "code-route") { request, _ in request.route = "/profile/:id<int>/:tab?" },
        Case(golden: "storyboard-route-public") { request, _ in
            request.view = .storyboard
            request.access = .public
            request.route = "myapp://profile/:userID<uuid>/:verified<bool>/:score<double>/**"
        },
        Case(golden: "nib-package-tests-folder") { request, workspace in
            request.view = .nib
            request.access = .package
            request.moduleName = "ProfileFeature"
            request.tests = .folder(workspace.path("Tests/AppTests"))
        },
        Case(golden: "storyboard") { request, _ in request.view = .storyboard },
        Case(golden: "nib-route-public") { request, _ in
            request.view = .nib
            request.access = .public
            request.route = "/profile/:id<int>"
        },
        Case(golden: "code-public") { request, _ in request.access = .public },
        Case(golden: "code-route-package") { request, _ in
            request.access = .package
            request.route = "https://example.com/profile/:name"
        },
        Case(golden: "no-tests") { request, _ in request.tests = .none },
        Case(golden: "swiftui") { request, _ in request.view = .swiftui },
        Case(golden: "swiftui-route-public") { request, _ in
            request.view = .swiftui
            request.access = .public
            request.route = "/profile/:id<int>/:tab?"
        },
        Case(golden: "swiftui-package") { request, _ in
            request.view = .swiftui
            request.access = .package
        },
        Case(golden: "custom-view-template") { request, _ in
            request.templates = fixture("templates")
            request.route = "/profile/:id<int>"
        },
    ]

    @Test(arguments: cases)
    func generatedFilesMatchTheGoldenOnes(_ testCase: Case) throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        testCase.configure(&request, workspace)
        let files = try ModuleGenerator().generate(request)
        for file in files {
            #expect(try String(contentsOfFile: file.path, encoding: .utf8) == file.contents)
        }
        try GoldenFiles.expect(files.map { (workspace.relative($0), $0.contents) }, match: testCase.golden)
    }

    @Test func aDryRunRendersTheSameFilesAndWritesNone() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.route = "/profile/:id<int>"
        let before = workspace.snapshot()
        let planned = try ModuleGenerator().plan(request)
        #expect(workspace.snapshot() == before)
        #expect(planned == (try ModuleGenerator().generate(request)))
    }

    @Test func forceOverwritesWhatExists() throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        try ModuleGenerator().generate(request)
        let view = workspace.path("Sources/App/Profile/ProfileView.swift")
        try "// edited\n".write(toFile: view, atomically: true, encoding: .utf8)
        request.force = true
        try ModuleGenerator().generate(request)
        #expect(try String(contentsOfFile: view, encoding: .utf8).hasPrefix("#if canImport(UIKit)"))
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
            .appendingPathComponent(name).path
    }
}
