import Testing
import WireframeGenerator
import WireframeTestSupport

// Holds samples of GeneratingModules.md, written once between the `sample` markers (the page
// shows what is written here: `SampleSourcesTests`): each is the generator's own output for
// `wireframe module Profile --route '/profile/:id<int>'`, and this test checks that it still is.

@Suite("GeneratingModules.md shows what the generator writes")
struct GeneratingModulesArticleTests {
    // sample GeneratingModules/overview
    static let route = """
        /// The route of the Profile module as a Swift value: the wireframe decodes it from each URL
        /// that matches its pattern, and hands it to the module as its input.
        struct ProfileRoute: Route {
            static let pattern = "/profile/:id<int>"
            var id: Int
        }
        """
    // sample end

    // sample GeneratingModules/overview-2
    static let registration = """
        extension ModuleBuilding where Presenter == ProfilePresenter {
            /// Makes the Profile module the screen of ProfileRoute: each URL that matches its
            /// pattern builds a new module, whose presenter takes the decoded route as its input.
            @discardableResult
            static func register(
                in wireframe: Wireframe,
                access: RouteAccess = .internalOnly,
                option: any RoutingOption = .push
            ) throws(RouteError) -> RouteSchema {
                try wireframe.registerModule(
                    ProfileRoute.self,
                    access: access,
                    option: option
                ) { route, _ in
                    try build(input: route)
                }
            }
        }
        """
    // sample end

    // sample GeneratingModules/overview-3
    static let test = """
        @Test("a URL of the route shows the module with what the interactor loads for its parameters")
        func routeShowsTheModule() async throws {
            let window = HeadlessWindow(animationDuration: .zero)
            let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
            wireframe.attach(root: window)
            try ProfileTestBuilder.register(in: wireframe, option: .replaceRoot(inStack: true))

            try await wireframe.route(to: "/profile/42")

            let view = try #require(window.topmostScreen as? ProfileTestView)
            #expect(view.title == "Profile 42")
        }
        """
    // sample end

    @Test(arguments: [
        ("ProfileRoute.swift", route), ("ProfileBuilder.swift", registration), ("ProfilePresenterTests.swift", test),
    ])
    func theArticlesSampleIsWhatTheGeneratorWrites(_ file: String, _ sample: String) throws {
        let workspace = try Workspace()
        var request = workspace.request("Profile")
        request.route = "/profile/:id<int>"
        let generated = try #require(try ModuleGenerator().plan(request).first { $0.path.hasSuffix("/" + file) })
        #expect(Self.unindented(generated.contents).contains(Self.unindented(sample)))
    }

    /// The text with each line's leading spaces removed, as the documentation check compares.
    static func unindented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop(while: { $0 == " " }) }
            .joined(separator: "\n")
    }
}
