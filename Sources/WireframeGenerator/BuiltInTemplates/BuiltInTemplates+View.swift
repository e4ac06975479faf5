extension BuiltInTemplates {
    // The view is the one part of a module that needs a backend, and the app target the README
    // describes depends on WireframeKit and WireframeUIKit only. So the view (and the builder
    // that names it) exists where UIKit does; elsewhere the file compiles to nothing, the
    // module's other parts still compile, and the generated test gives the module a headless
    // view of its own (its test target depends on WireframeHeadless, as the README's does). A
    // headless half here would import WireframeHeadless, which the app target does not depend
    // on: it built only when a test target happened to have built that module first.
    //
    // A SwiftUI module's view is a screen model (`SwiftUIScreen`, plain Swift), so it and its
    // builder compile everywhere and its test runs the module itself on the SwiftUI models; only
    // the SwiftUI view that shows it (ContentView.swift.stencil) needs SwiftUI. The screen holds
    // what that view shows in an object of its own, which the view observes: a view that held
    // the screen would be kept by the screen it shows (`setView`), and neither would be freed.
    // Without Combine (Linux) that object is plain and nothing observes it.
    static let view = #"""
        {% if viewSource == "swiftui" %}
        {{ access }}import WireframeKit
        {{ access }}import WireframeSwiftUI

        #if canImport(Combine)
        {{ conformanceImportAccess }}import Combine
        #endif

        /// The {{ name }} module's screen: shows what the presenter tells it, tells the presenter
        /// what the user does. Its SwiftUI view, {{ name }}ContentView, shows `content`.
        {{ access }}final class {{ name }}View:
            SwiftUIScreen, ModuleView, {{ name }}ViewContract
        {
            {{ access }}let links = ViewLinks<any {{ name }}ViewOutput>()
            {{ access }}var contract: any {{ name }}ViewContract { self }
            /// What the SwiftUI view shows.
            {{ access }}let content = {{ name }}Content()

            {{ access }}init() {
                super.init("{{ name }}")
                #if canImport(SwiftUI)
                setContentView()
                #endif
            }

            override {{ access }}func screenDidLoad() {
                content.output = presenter
                presenter?.viewDidLoad()
            }

            {{ access }}func show(title: String) {
                self.title = title
                content.title = title
            }
        }

        /// What the {{ name }} module's SwiftUI view shows, each change rendering the view again, and
        /// where it sends what the user does.
        @MainActor
        {{ access }}final class {{ name }}Content {
            /// The presenter, which the view tells what the user does.
            {{ access }}weak var output: (any {{ name }}ViewOutput)?
            /// The title the presenter made of the interactor's data.
            {{ access }}var title = "" {
                willSet {
                    #if canImport(Combine)
                    objectWillChange.send()
                    #endif
                }
            }
        }
        #if canImport(Combine)

        extension {{ name }}Content: ObservableObject {}
        #endif
        {% else %}
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
        {% endif %}

        """#

    // Compiled where SwiftUI is, against the SwiftUI stand-in in the generator's end-to-end
    // test. It observes the screen's content, never the screen (see `view`). Internal: only the
    // screen makes it.
    static let contentView = #"""
        #if canImport(SwiftUI)
        {{ implementationImportAccess }}import SwiftUI
        {{ implementationImportAccess }}import WireframeSwiftUI

        /// The {{ name }} module's SwiftUI view: shows its screen's content and follows its changes.
        /// What the user does goes to the presenter: a button's action calls a method of the view
        /// contract's output on `content.output`.
        struct {{ name }}ContentView: View {
            @ObservedObject var content: {{ name }}Content

            var body: some View {
                Text(verbatim: content.title)
            }
        }

        extension {{ name }}View {
            /// Makes {{ name }}ContentView, showing `content`, the view this screen shows.
            func setContentView() {
                setView { [content] in {{ name }}ContentView(content: content) }
            }
        }
        #endif

        """#
}
