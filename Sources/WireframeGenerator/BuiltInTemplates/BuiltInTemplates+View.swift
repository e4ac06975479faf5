extension BuiltInTemplates {
    // The view is the one part of a module that needs a backend, and the app target the README
    // describes depends on WireframeKit and WireframeUIKit only. So the view (and the builder
    // that names it) exists where UIKit does; elsewhere the file compiles to nothing, the
    // module's other parts still compile, and the generated test gives the module a headless
    // view of its own (its test target depends on WireframeHeadless, as the README's does). A
    // headless half here would import WireframeHeadless, which the app target does not depend
    // on: it built only when a test target happened to have built that module first.
    static let view = #"""
        #if canImport(UIKit)
        {{ access }}import UIKit
        {{ access }}import WireframeKit
        {{ conformanceImportAccess }}import WireframeUIKit

        /// The {{ name }} module's screen: shows what the presenter tells it, tells the presenter
        /// what the user does.
        {{ access }}final class {{ name }}View:
            UIViewController, ModuleView, {{ name }}ViewContract
        {
            {{ access }}let links = ViewLinks<any {{ name }}ViewOutput>()
            {{ access }}var contract: any {{ name }}ViewContract { self }

            override {{ access }}func viewDidLoad() {
                super.viewDidLoad()
                presenter?.viewDidLoad()
            }

            {{ access }}func show(title: String) {
                self.title = title
            }
        }
        {% if viewSource == "nib" %}

        extension {{ name }}View: NibLoadable {}
        {% endif %}
        #endif

        """#
}
