extension BuiltInTemplates {
    static let contracts = #"""
        // The {{ name }} module's five contracts: each part of the module knows the others only
        // through these.

        /// What the presenter asks of the view.
        @MainActor
        {{ access }}protocol {{ name }}ViewContract: AnyObject {
            /// Shows the title the presenter made of the interactor's data.
            func show(title: String)
        }

        /// What the view tells the presenter.
        @MainActor
        {{ access }}protocol {{ name }}ViewOutput: AnyObject {
            /// The view has loaded: the presenter asks the interactor for the data to show.
            func viewDidLoad()
        }

        /// What the presenter asks of the interactor.
        @MainActor
        {{ access }}protocol {{ name }}InteractorContract: AnyObject {
        {% if route %}
            /// Loads the data of `route`; the answer comes through the interactor output.
            func load(_ route: {{ route.typeName }})
        {% else %}
            /// Loads the module's data; the answer comes through the interactor output.
            func load()
        {% endif %}
        }

        /// What the interactor tells the presenter.
        @MainActor
        {{ access }}protocol {{ name }}InteractorOutput: AnyObject {
            /// The interactor has loaded the module's data.
            func didLoad(title: String)
        }

        /// Where the presenter asks the router to go.
        @MainActor
        {{ access }}protocol {{ name }}RouterContract: AnyObject {
            // The places the module goes: each an `async throws(ModuleError)` method that the
            // router implements with push, present, pop, dismiss or a route of the wireframe.
        }

        """#
}
