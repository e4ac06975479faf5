extension BuiltInTemplates {
    // The title is the module's name and the route's required parameters. With none (`/static`,
    // `/files/**`, `/account/:tab?`) it is the name alone: a one-element list written over lines
    // would fail `swift format lint --strict` ([TrailingComma]).
    static let interactor = #"""
        {{ access }}import WireframeKit

        /// The {{ name }} module's interactor: the module's data and work, asked for by the presenter.
        {{ access }}final class {{ name }}Interactor:
            ModuleInteractor, {{ name }}InteractorContract
        {
            {{ access }}let links = InteractorLinks<any {{ name }}InteractorOutput>()
            {{ access }}var contract: any {{ name }}InteractorContract { self }

        {% if access %}
            {{ access }}init() {}
        {% endif %}

        {% if route %}
            {{ access }}func load(_ route: {{ route.typeName }}) {
        {% if route.requiredParameters %}
                let title = [
                    "{{ name }}",
        {% for parameter in route.requiredParameters %}
                    "\(route.{{ parameter.name }})",
        {% endfor %}
                ]
                presenter?.didLoad(title: title.joined(separator: " "))
        {% else %}
                presenter?.didLoad(title: "{{ name }}")
        {% endif %}
            }
        {% else %}
            {{ access }}func load() {
                presenter?.didLoad(title: "{{ name }}")
            }
        {% endif %}
        }

        """#
}
