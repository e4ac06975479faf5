extension BuiltInTemplates {
    static let presenterTests = #"""
        import Testing
        import WireframeHeadless
        import WireframeKit

        @testable import {{ moduleName }}

        /// The {{ name }} module's view for tests: a headless screen, so the presenter, interactor and
        /// router run as in the app, on the in-memory backend, whatever the app's own view is.
        final class {{ name }}TestView:
            HeadlessScreen, ModuleView, {{ name }}ViewContract
        {
            let links = ViewLinks<any {{ name }}ViewOutput>()
            var contract: any {{ name }}ViewContract { self }

            override func screenDidLoad() {
                presenter?.viewDidLoad()
            }

            func show(title: String) {
                self.title = title
            }
        }

        /// The {{ name }} module with its test view.
        enum {{ name }}TestBuilder: ModuleBuilding {
            typealias View = {{ name }}TestView
            typealias Presenter = {{ name }}Presenter
            typealias Interactor = {{ name }}Interactor
            typealias Router = {{ name }}Router
        }

        @MainActor
        @Suite("{{ name }} presenter")
        struct {{ name }}PresenterTests {
        {% if route %}
            @Test("a URL of the route shows the module with what the interactor loads for its parameters")
            func routeShowsTheModule() async throws {
                let window = HeadlessWindow(animationDuration: .zero)
                let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
                wireframe.attach(root: window)
                try {{ name }}TestBuilder.register(in: wireframe, option: .replaceRoot(inStack: true))

                try await wireframe.route(to: "{{ route.sampleURL }}")

                let view = try #require(window.topmostScreen as? {{ name }}TestView)
                #expect(view.title == "{{ route.sampleTitle }}")
            }
        {% else %}
            @Test("once the view has loaded, it shows what the interactor loads")
            func showsWhatTheInteractorLoads() async throws {
                let window = HeadlessWindow(animationDuration: .zero)
                let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
                let module = try {{ name }}TestBuilder.build()

                try await module.attach(to: window, inStack: true, wireframe: wireframe)

                #expect(module.view.title == "{{ name }}")
            }
        {% endif %}
        }

        """#
}
