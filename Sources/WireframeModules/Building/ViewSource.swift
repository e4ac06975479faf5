/// How a builder makes a module's view: in code (the default), by a factory of your own, or —
/// with `WireframeUIKit` — from a storyboard or a nib.
///
/// A builder declared as a type chooses its default with `ModuleBuilding.viewSource`; any
/// build can choose another:
///
/// <!-- sample ViewSource/ViewSource -->
/// ```swift
/// let module = try ProfileBuilder.build(viewSource: .factory { ProfileView(style: .compact) })
/// ```
///
/// A source that cannot make the view fails the build with
/// ``ModuleError/Code/viewUnavailable``, naming the module and the reason.
@MainActor
public struct ViewSource<View: ModuleView>: CustomStringConvertible {
    /// How the source is named in errors: `code`, `factory`, `storyboard "Profile"`, ….
    public let description: String

    private let make: @MainActor (_ moduleName: String) throws(ModuleError) -> View

    /// A source of your own: `make` gets the module's name, for the errors it throws.
    ///
    /// - Parameters:
    ///   - description: how errors name the source, such as `storyboard "Profile"`.
    ///   - make: makes the view, or throws a ``ModuleError`` with code
    ///     ``ModuleError/Code/viewUnavailable`` naming the module and the reason.
    public init(
        _ description: String,
        make: @escaping @MainActor (_ moduleName: String) throws(ModuleError) -> View
    ) {
        self.description = description
        self.make = make
    }

    /// The view made in code, with `View()`.
    public static var code: ViewSource {
        ViewSource("code") { _ in View() }
    }

    /// The view made by `make`; an error it throws fails the build, as the underlying error of
    /// a ``ModuleError/Code/viewUnavailable``.
    public static func factory(_ make: @escaping @MainActor () throws -> View) -> ViewSource {
        ViewSource("factory") { moduleName throws(ModuleError) in
            do {
                return try make()
            } catch {
                throw ModuleError(
                    .viewUnavailable,
                    module: moduleName,
                    "module \"\(moduleName)\": its factory could not make the view: \(error)",
                    underlyingError: error
                )
            }
        }
    }

    /// Makes a view for the module named `moduleName`.
    func makeView(for moduleName: String) throws(ModuleError) -> View {
        try make(moduleName)
    }
}
