extension BuiltInTemplates {
    static let interactor = #"""
        {{ access }}import WireframeKit

        /// The {{ name }} module's interactor: the module's data and work, asked for by the presenter.
        {{ access }}final class {{ name }}Interactor: ModuleInteractor, {{ name }}InteractorContract {
            {{ access }}let links = InteractorLinks<any {{ name }}InteractorOutput>()
            {{ access }}var contract: any {{ name }}InteractorContract { self }

        {% if access %}
            {{ access }}init() {}
        {% endif %}

        {% if route %}
            {{ access }}func load(_ route: {{ route.typeName }}) {
                let title = [
                    "{{ name }}",
        {% for parameter in route.parameters %}
        {% if not parameter.isOptional %}
                    "\(route.{{ parameter.name }})",
        {% endif %}
        {% endfor %}
                ]
                presenter?.didLoad(title: title.joined(separator: " "))
            }
        {% else %}
            {{ access }}func load() {
                presenter?.didLoad(title: "{{ name }}")
            }
        {% endif %}
        }

        """#
}
