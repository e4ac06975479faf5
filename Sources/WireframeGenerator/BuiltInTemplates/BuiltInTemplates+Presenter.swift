extension BuiltInTemplates {
    static let presenter = #"""
        {{ access }}import WireframeKit

        /// The {{ name }} module's presenter: asks the interactor for the data once the view has
        /// loaded, and tells the view what to show.
        {{ access }}final class {{ name }}Presenter:
            ModulePresenter, {{ name }}ViewOutput, {{ name }}InteractorOutput
        {
            {{ access }}let links = PresenterLinks<
                any {{ name }}ViewContract,
                any {{ name }}InteractorContract,
                any {{ name }}RouterContract
            >()
            {{ access }}var viewOutput: any {{ name }}ViewOutput { self }
            {{ access }}var interactorOutput: any {{ name }}InteractorOutput { self }
        {% if route %}
            private var route: {{ route.typeName }}?
        {% endif %}

        {% if access %}
            {{ access }}init() {}
        {% endif %}

            {{ access }}func viewDidLoad() {
        {% if route %}
                guard let route else { return }
                interactor?.load(route)
        {% else %}
                interactor?.load()
        {% endif %}
            }

            {{ access }}func didLoad(title: String) {
                view?.show(title: title)
            }
        }
        {% if route %}

        extension {{ name }}Presenter: ModuleInputReceiving {
            /// Takes the route the module was built for, decoded from the URL.
            {{ access }}func receive(_ input: {{ route.typeName }}) {
                route = input
            }
        }
        {% endif %}

        """#
}
