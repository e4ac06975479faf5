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

    // Swift 6 without InternalImportsByDefault reads a plain `import` as public, and refuses a
    // target in which one file imports a module with an access level and another without
    // ("ambiguous implicit access level"). So with `package` or `public`, every import the
    // generator writes says its level; with `internal`, none does, as the app's own files don't.
    // A `package` or `public` import that no declaration of that level uses is a warning, so
    // each file imports at the lowest level its declarations need.

    /// The modifier of an import that a file uses only for conformances and superclasses: a
    /// public declaration's conformance needs a `public` import; a package one's compiles with
    /// an `internal` one (a `package` import would be unused in package signatures, a warning).
    package var conformanceImportModifier: String {
        switch self {
        case .internal: ""
        case .package: "internal "
        case .public: "public "
        }
    }

    /// The modifier of an import that a file uses only inside bodies: explicit `internal` with
    /// `package` or `public`, nothing with `internal`.
    package var implementationImportModifier: String {
        self == .internal ? "" : "internal "
    }
}
