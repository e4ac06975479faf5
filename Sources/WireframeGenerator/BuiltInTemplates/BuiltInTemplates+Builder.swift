extension BuiltInTemplates {
    // WireframeKit is imported with the declarations' access level where a declaration's
    // signature uses its types (the route registration; with UIKit, the storyboard or nib view
    // source), and otherwise with `conformanceImportAccess` (see TemplateVariable).
    static let builder = #"""
        {% if route %}
        {{ access }}import WireframeKit
        {% elif viewSource == "code" %}
        {{ conformanceImportAccess }}import WireframeKit
        {% endif %}
        {% if viewSource != "code" %}

        #if canImport(UIKit)
        {% if not route %}
        {{ access }}import WireframeKit
        {% endif %}
        import WireframeUIKit
        {% if not route %}
        #else
        {{ conformanceImportAccess }}import WireframeKit
        {% endif %}
        #endif
        {% endif %}

        /// Builds the {{ name }} module: makes its view, presenter, interactor and router, and connects
        /// them.
        {{ access }}enum {{ name }}Builder: ModuleBuilding {
            {{ access }}typealias View = {{ name }}View
            {{ access }}typealias Presenter = {{ name }}Presenter
            {{ access }}typealias Interactor = {{ name }}Interactor
            {{ access }}typealias Router = {{ name }}Router
        {% if viewSource != "code" %}

            #if canImport(UIKit)
        {% if viewSource == "storyboard" %}
            /// The view is the initial view controller of {{ name }}.storyboard.
            {{ access }}static var viewSource: ViewSource<{{ name }}View> { .storyboard(name: "{{ name }}") }
        {% else %}
            /// The view is loaded from {{ name }}.xib.
            {{ access }}static var viewSource: ViewSource<{{ name }}View> { .nib(name: "{{ name }}") }
        {% endif %}
            #endif
        {% endif %}
        }
        {% if route %}

        extension ModuleBuilding where Presenter == {{ name }}Presenter {
            /// Makes the {{ name }} module the screen of {{ route.typeName }}: each URL that matches its
            /// pattern builds a new module, whose presenter takes the decoded route as its input.
            @discardableResult
            {{ access }}static func register(
                in wireframe: Wireframe,
                access: RouteAccess = .internalOnly,
                option: any RoutingOption = .push
            ) throws(RouteError) -> RouteSchema {
                try wireframe.registerModule({{ route.typeName }}.self, access: access, option: option) { route, _ in
                    try build(input: route)
                }
            }
        }
        {% endif %}

        """#
}
