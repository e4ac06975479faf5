/// One template of the generator: the file it writes (named after the module: the template
/// `View.swift.stencil` writes `ProfileView.swift`), where, and its Stencil text.
package struct ModuleTemplate: Hashable, Sendable {
    /// Which folder a template's file goes to.
    package enum Destination: String, Hashable, Sendable {
        /// `<output>/<Name>/`.
        case module
        /// `<tests>/<Name>/`; not written with `--no-tests`.
        case tests
        /// `<output>/<Name>/`, and only with `--route`.
        case route
        /// `<output>/<Name>/`, and only with `--view storyboard`.
        case storyboard
        /// `<output>/<Name>/`, and only with `--view nib`.
        case nib
        /// `<output>/<Name>/`, and only with `--view swiftui`.
        case swiftUI
    }

    /// The template's file name: `View.swift.stencil`.
    package let name: String
    /// Where its file goes.
    package let destination: Destination
    /// What the file it writes holds.
    package let summary: String
    /// The Stencil text.
    package let text: String
    /// Where the text comes from, as errors name it: `built-in View.swift.stencil`, or the path
    /// of the user's file that overrides it.
    package let source: String

    /// Creates a template.
    package init(name: String, destination: Destination, summary: String, text: String, source: String? = nil) {
        self.name = name
        self.destination = destination
        self.summary = summary
        self.text = text
        self.source = source ?? "built-in \(name)"
    }

    /// The name of the file it writes for the module `moduleName`: `ProfileView.swift`.
    package func fileName(for moduleName: String) -> String {
        moduleName + name.replacingSuffix(".stencil", with: "")
    }

    /// This template with another text, read from `source`.
    func overridden(by text: String, source: String) -> ModuleTemplate {
        ModuleTemplate(name: name, destination: destination, summary: summary, text: text, source: source)
    }
}

extension String {
    /// The text without `suffix` at its end, then `replacement` in its place.
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
