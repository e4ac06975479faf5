import ArgumentParser
import WireframeGenerator

extension ViewKind: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}

extension WireframeCommand {
    /// `wireframe module`: writes a VIPER module's files, and its typed route with `--route`.
    struct Module: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a VIPER module: its contracts, view, presenter, interactor, router, builder and a test.",
            discussion: """
                Writes <output>/<Name>/ and, unless --no-tests, <tests>/<Name>/<Name>PresenterTests.swift. \
                Every file is rendered before any is written: on any error nothing is written, the \
                error goes to standard error and the exit status is non-zero.
                """
        )

        @Argument(help: "The module's name, a Swift type name such as Profile.")
        var name: String

        @Option(help: "The existing folder to write the module's folder in.")
        var output: String

        @Option(help: "How the view is made: code, storyboard or nib on UIKit, or swiftui (a SwiftUI screen and view).")
        var view: ViewKind = .code

        @Option(help: "A route pattern, such as '/profile/:id<int>': also writes the typed route and its registration.")
        var route: String?

        @Option(help: "The folder of the test (default: Tests/<Target>Tests beside Sources/<Target>).")
        var tests: String?

        @Flag(help: "Write no test.")
        var noTests = false

        @Option(help: "The Swift module the files are compiled in, which the test imports (default: <Target>).")
        var moduleName: String?

        @Option(help: "The access level of the declarations: internal, package or public.")
        var access: AccessLevel = .internal

        @Option(help: "A folder of templates overriding the built-in ones, file by file.")
        var templates: String?

        @Flag(help: "Print the files that would be written, and write nothing.")
        var dryRun = false

        @Flag(help: "Overwrite files that exist.")
        var force = false

        func validate() throws {
            if noTests && tests != nil {
                throw ValidationError("--tests and --no-tests cannot be given together")
            }
        }

        func run() async throws {
            var request = ModuleRequest(name: name, output: output)
            request.view = view
            request.route = route
            request.tests = noTests ? .none : tests.map { .folder($0) } ?? .inferred
            request.moduleName = moduleName
            request.access = access
            request.templates = templates
            request.force = force
            let generator = ModuleGenerator()
            let files = dryRun ? try generator.plan(request) : try generator.generate(request)
            for file in files {
                print("\(dryRun ? "would write" : "wrote") \(file.path)")
            }
            for note in ResourceNote.lines(for: files.map(\.path)) {
                print(note)
            }
        }
    }
}
