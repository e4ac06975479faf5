extension BuiltInTemplates {
    static let router = #"""
        {{ access }}import WireframeKit

        /// The {{ name }} module's router: where the module goes next, through the app's wireframe.
        {{ access }}final class {{ name }}Router:
            ModuleRouter, {{ name }}RouterContract
        {
            {{ access }}let links = RouterLinks()
            {{ access }}var contract: any {{ name }}RouterContract { self }

        {% if access %}
            {{ access }}init() {}
        {% endif %}
        }

        """#
}
