extension BuiltInTemplates {
    static let route = #"""
        {% if route.needsFoundation %}
        {{ access }}import Foundation
        {% endif %}
        {{ conformanceImportAccess }}import WireframeKit

        /// The route of the {{ name }} module as a Swift value: the wireframe decodes it from each URL
        /// that matches its pattern, and hands it to the module as its input.
        {{ access }}struct {{ route.typeName }}: Route {
            {{ access }}static let pattern = "{{ route.pattern }}"
        {% for parameter in route.parameters %}
            {{ access }}var {{ parameter.name }}: {{ parameter.fieldType }}
        {% endfor %}
        {% if route.hasRest %}
            {{ access }}var rest: [String]
        {% endif %}
        {% if access %}

            /// Creates the route to the module for these values.
            {{ access }}init({{ route.initParameters }}) {
        {% for parameter in route.parameters %}
                self.{{ parameter.name }} = {{ parameter.name }}
        {% endfor %}
        {% if route.hasRest %}
                self.rest = rest
        {% endif %}
            }
        {% endif %}
        }

        """#
}
