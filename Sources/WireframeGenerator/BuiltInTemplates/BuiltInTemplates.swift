// A class's conformances, and the presenter's link types, go on lines of their own in every
// template, so that a module's name of up to SwiftIdentifier.maxTypeNameLength characters keeps
// every line within the 120 columns of `swift format lint` (swift-format cannot break a class's
// conformance list itself).
//
// The built-in templates are Swift string literals, compiled into the `wireframe` binary: no
// resource bundle to find at run time, so the tool works wherever it is copied. Each template's
// text is in a file of its own beside this one.

/// The templates `wireframe module` renders unless a `--templates` folder overrides them.
package enum BuiltInTemplates {
    /// What the built-in templates add to a module's name to name its types: `Router` makes
    /// `ProfileRouter`. PackageTypeNamesTests keeps it equal to the templates' `{{ name }}…`
    /// names.
    static let typeNameSuffixes = [
        "Builder", "Content", "ContentView", "Interactor", "InteractorContract", "InteractorOutput", "Presenter",
        "PresenterTests", "Router", "RouterContract", "TestBuilder", "TestView", "View", "ViewContract", "ViewOutput",
    ]

    /// Every built-in template, in the order the files are written and listed.
    package static let all: [ModuleTemplate] = [
        ModuleTemplate(
            name: "Contracts.swift.stencil",
            destination: .module,
            summary: "the five contracts: view, view output, interactor, interactor output, router",
            text: contracts
        ),
        ModuleTemplate(
            name: "View.swift.stencil",
            destination: .module,
            summary:
                "the view: a UIViewController, where UIKit is (the generated test has a headless one); with --view swiftui, a SwiftUIScreen",
            text: view
        ),
        ModuleTemplate(
            name: "Presenter.swift.stencil",
            destination: .module,
            summary: "the presenter, which takes the route as its input with --route",
            text: presenter
        ),
        ModuleTemplate(
            name: "Interactor.swift.stencil",
            destination: .module,
            summary: "the interactor",
            text: interactor
        ),
        ModuleTemplate(
            name: "Router.swift.stencil",
            destination: .module,
            summary: "the router",
            text: router
        ),
        ModuleTemplate(
            name: "Builder.swift.stencil",
            destination: .module,
            summary:
                "the builder, where UIKit is, and with --route the registration that makes the module the route's screen",
            text: builder
        ),
        ModuleTemplate(
            name: "View.storyboard.stencil",
            destination: .storyboard,
            summary: "with --view storyboard, the storyboard whose initial view controller is the view",
            text: storyboard
        ),
        ModuleTemplate(
            name: "View.xib.stencil",
            destination: .nib,
            summary: "with --view nib, the nib whose File's Owner is the view, its view outlet connected",
            text: nib
        ),
        ModuleTemplate(
            name: "ContentView.swift.stencil",
            destination: .swiftUI,
            summary: "with --view swiftui, the SwiftUI view that shows the view's content, where SwiftUI is",
            text: contentView
        ),
        ModuleTemplate(
            name: "Route.swift.stencil",
            destination: .route,
            summary: "the typed route (only with --route)",
            text: route
        ),
        ModuleTemplate(
            name: "PresenterTests.swift.stencil",
            destination: .tests,
            summary:
                "a Swift Testing suite that runs the presenter on the headless backend, or on the SwiftUI models with --view swiftui",
            text: presenterTests
        ),
    ]
}
