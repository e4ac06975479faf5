extension BuiltInTemplates {
    // The builder names the view, so it exists where the view does: with UIKit (see the view's
    // template). The route registration is an extension of every builder of the presenter, so
    // it compiles everywhere and the generated test registers its own builder with it.
    // WireframeKit is imported at the declarations' access level where a signature uses its
    // types (the registration; the storyboard or nib view source), else with
    // `conformanceImportAccess`; WireframeUIKit, used in a body only, with
    // `implementationImportAccess` (see AccessLevel).
    // A storyboard or nib is found in the module's resource bundle when the module is built by
    // SwiftPM (`SWIFT_PACKAGE`), which copies the file the generator wrote beside the view, and
    // in the main bundle in an app target of an Xcode project. A SwiftUI module's view is a
    // screen model that compiles everywhere (see the view's template), and so does its builder.
    static let builder = #"""
        {% if route %}
        {{ access }}import WireframeKit
        {% elif viewSource == "swiftui" %}
        {{ conformanceImportAccess }}import WireframeKit
        {% endif %}
        {% if viewSource != "swiftui" %}

        #if canImport(UIKit)
        {% if not route %}
        {% if viewSource == "code" %}
        {{ conformanceImportAccess }}import WireframeKit
        {% else %}
        {{ access }}import WireframeKit
        {% endif %}
        {% endif %}
        {% if viewSource != "code" %}
        {{ implementationImportAccess }}import WireframeUIKit
        {% endif %}
        {% endif %}
        {% if not route or viewSource != "code" %}

        {% endif %}
        /// Builds the {{ name }} module: makes its view, presenter, interactor and router, and connects
        /// them.
        {{ access }}enum {{ name }}Builder: ModuleBuilding {
            {{ access }}typealias View = {{ name }}View
            {{ access }}typealias Presenter = {{ name }}Presenter
            {{ access }}typealias Interactor = {{ name }}Interactor
            {{ access }}typealias Router = {{ name }}Router
        {% if viewSource == "storyboard" %}

            /// The view is the initial view controller of {{ name }}View.storyboard.
            {{ access }}static var viewSource: ViewSource<{{ name }}View> {
                #if SWIFT_PACKAGE
                .storyboard(name: "{{ name }}View", bundle: .module)
                #else
                .storyboard(name: "{{ name }}View")
                #endif
            }
        {% elif viewSource == "nib" %}

            /// The view is loaded from {{ name }}View.xib.
            {{ access }}static var viewSource: ViewSource<{{ name }}View> {
                #if SWIFT_PACKAGE
                .nib(name: "{{ name }}View", bundle: .module)
                #else
                .nib(name: "{{ name }}View")
                #endif
            }
        {% endif %}
        }
        {% if viewSource != "swiftui" %}
        #endif
        {% endif %}
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
                try wireframe.registerModule(
                    {{ route.typeName }}.self,
                    access: access,
                    option: option
                ) { route, _ in
                    try build(input: route)
                }
            }
        }
        {% endif %}

        """#
}
