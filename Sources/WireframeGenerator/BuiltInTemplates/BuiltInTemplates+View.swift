extension BuiltInTemplates {
    static let view = #"""
        #if canImport(UIKit)
        {{ access }}import UIKit
        {{ access }}import WireframeKit
        {{ conformanceImportAccess }}import WireframeUIKit

        /// The {{ name }} module's screen: shows what the presenter tells it, tells the presenter
        /// what the user does.
        {{ access }}final class {{ name }}View: UIViewController, ModuleView, {{ name }}ViewContract {
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
        #else
        {{ access }}import WireframeHeadless
        {{ access }}import WireframeKit

        /// The {{ name }} module's screen where there is no UIKit: a headless screen, so the module
        /// compiles and runs anywhere Swift does.
        {{ access }}final class {{ name }}View: HeadlessScreen, ModuleView, {{ name }}ViewContract {
            {{ access }}let links = ViewLinks<any {{ name }}ViewOutput>()
            {{ access }}var contract: any {{ name }}ViewContract { self }

            override {{ access }}func screenDidLoad() {
                presenter?.viewDidLoad()
            }

            {{ access }}func show(title: String) {
                self.title = title
            }
        }
        #endif

        """#
}
