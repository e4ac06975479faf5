/// The access level of the generated declarations: `internal` for a module that lives in the
/// app's target, `package` or `public` for one in a package of its own that the app imports.
package enum AccessLevel: String, CaseIterable, Sendable {
    /// No modifier: the declarations are seen by their own Swift module (and `@testable` tests).
    case `internal`
    /// `package`: seen by every module of the same Swift package.
    case package
    /// `public`: seen by any module that imports the module's Swift module.
    case `public`

    /// The modifier with its trailing space, as templates put it in front of a declaration:
    /// empty for `internal`.
    package var modifier: String {
        self == .internal ? "" : rawValue + " "
    }
}
