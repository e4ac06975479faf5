/// What `wireframe module` was asked for: the module's name, where its files go, and how they
/// are made.
package struct ModuleRequest: Hashable, Sendable {
    /// Where the presenter's test goes.
    package enum Tests: Hashable, Sendable {
        /// `Tests/<Target>Tests/`, beside the `Sources/<Target>/` folder the output is in.
        case inferred
        /// This folder.
        case folder(String)
        /// No test.
        case none
    }

    /// The module's name, a Swift type name: `Profile`.
    package var name: String
    /// The existing folder the module's `<Name>/` folder is written in.
    package var output: String
    /// How the view is made on UIKit.
    package var view: ViewKind = .code
    /// The pattern of the route the module is the screen of, if any: `/profile/:id<int>`.
    package var route: String?
    /// Where the presenter's test goes.
    package var tests: Tests = .inferred
    /// The Swift module the files are compiled in, which the test imports; inferred from a
    /// `Sources/<Target>/` output folder when `nil`.
    package var moduleName: String?
    /// The access level of the declarations.
    package var access: AccessLevel = .internal
    /// A folder of templates that override the built-in ones, file by file.
    package var templates: String?
    /// Whether existing files are overwritten.
    package var force = false

    /// Creates a request with the defaults: view in code, no route, tests inferred, internal.
    package init(name: String, output: String) {
        self.name = name
        self.output = output
    }
}
