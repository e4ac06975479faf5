extension BuiltInTemplates {
    static let presenterTests = #"""
        import Testing
        {% if viewSource == "swiftui" %}
        import WireframeKit
        import WireframeSwiftUI

        @testable import {{ moduleName }}
        {% else %}
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
        {% endif %}

        @MainActor
        @Suite("{{ name }} presenter")
        struct {{ name }}PresenterTests {
        {% if route %}
            @Test("a URL of the route shows the module with what the interactor loads for its parameters")
            func routeShowsTheModule() async throws {
        {% if viewSource == "swiftui" %}
                let window = SwiftUIWindow()
                let wireframe = Wireframe(containerFactory: SwiftUIContainerFactory())
                wireframe.attach(root: window)
                try {{ name }}Builder.register(in: wireframe, option: .replaceRoot(inStack: true))

                try await wireframe.route(to: "{{ route.sampleURL }}")

                let view = try #require(window.topmostScreen as? {{ name }}View)
                #expect(view.title == "{{ route.sampleTitle }}")
                #expect(view.content.title == "{{ route.sampleTitle }}")
        {% else %}
                let window = HeadlessWindow(animationDuration: .zero)
                let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
                wireframe.attach(root: window)
                try {{ name }}TestBuilder.register(in: wireframe, option: .replaceRoot(inStack: true))

                try await wireframe.route(to: "{{ route.sampleURL }}")

                let view = try #require(window.topmostScreen as? {{ name }}TestView)
                #expect(view.title == "{{ route.sampleTitle }}")
        {% endif %}
            }
        {% else %}
            @Test("once the view has loaded, it shows what the interactor loads")
            func showsWhatTheInteractorLoads() async throws {
        {% if viewSource == "swiftui" %}
                let window = SwiftUIWindow()
                let wireframe = Wireframe(containerFactory: SwiftUIContainerFactory())
                let module = try {{ name }}Builder.build()

                try await module.attach(to: window, inStack: true, wireframe: wireframe)

                #expect(module.view.title == "{{ name }}")
                #expect(module.view.content.title == "{{ name }}")
        {% else %}
                let window = HeadlessWindow(animationDuration: .zero)
                let wireframe = Wireframe(containerFactory: HeadlessContainerFactory())
                let module = try {{ name }}TestBuilder.build()

                try await module.attach(to: window, inStack: true, wireframe: wireframe)

                #expect(module.view.title == "{{ name }}")
        {% endif %}
            }
        {% endif %}
        }

        """#
}
