/// What builds a VIPER module: the four concrete types of its parts, and how its view is made.
///
/// The compiler checks that the parts fit: the presenter's contracts must be the ones the view,
/// the interactor and the router fulfil, and the view's and interactor's outputs the ones the
/// presenter fulfils. A part that does not fit is a compile error, not a failed cast at run
/// time.
///
/// Declare a builder as a typealias of ``ModuleBuilder``:
///
/// <!-- sample ModuleBuilding/ModuleBuilding -->
/// ```swift
/// typealias ProfileBuilder = ModuleBuilder<ProfileView, ProfilePresenter, ProfileInteractor, ProfileRouter>
/// ```
///
/// or as a type of its own, to choose how its view is made or how errors name it:
///
/// <!-- sample ModuleBuilding/ModuleBuilding-2 -->
/// ```swift
/// enum ProfileBuilder: ModuleBuilding {
///     typealias View = ProfileView
///     typealias Presenter = ProfilePresenter
///     typealias Interactor = ProfileInteractor
///     typealias Router = ProfileRouter
///     static var viewSource: ViewSource<ProfileView> { .factory { ProfileView() } }
/// }
/// ```
///
/// Either way, `build()` makes and connects the module, and a test swaps any part for a double
/// by naming another type: `ModuleBuilder<SpyProfileView, ProfilePresenter, ProfileInteractor, ProfileRouter>`.
@MainActor
public protocol ModuleBuilding {
    /// The view's type.
    associatedtype View: ModuleView
    /// The presenter's type.
    associatedtype Presenter: ModulePresenter
    where
        Presenter.View == View.Contract,
        Presenter.ViewOutput == View.Output,
        Presenter.Interactor == Interactor.Contract,
        Presenter.InteractorOutput == Interactor.Output,
        Presenter.Router == Router.Contract
    /// The interactor's type.
    associatedtype Interactor: ModuleInteractor
    /// The router's type.
    associatedtype Router: ModuleRouter

    /// How the view is made when a build does not say: ``ViewSource/code`` unless the builder
    /// says otherwise.
    static var viewSource: ViewSource<View> { get }

    /// The module's name in errors and in the wireframe's route table: by default the view's
    /// type name without a trailing `ViewController` or `View` (`ProfileView` → `Profile`).
    static var moduleName: String { get }
}

extension ModuleBuilding {
    /// The view made in code.
    public static var viewSource: ViewSource<View> { .code }

    /// The view's type name without a trailing `ViewController` or `View`.
    public static var moduleName: String {
        let key = ObjectIdentifier(View.self)
        if let name = defaultModuleNames[key] { return name }
        let typeName = String(describing: View.self)
        var name = typeName
        for suffix in ["ViewController", "View"] where typeName.hasSuffix(suffix) && typeName != suffix {
            name = String(typeName.dropLast(suffix.count))
            break
        }
        defaultModuleNames[key] = name
        return name
    }
}

// The default names worked out so far, by view type, worked out once per type: describing a
// type reads its metadata and builds the text anew each time, which cost every build of a
// module more than making its four parts.
@MainActor private var defaultModuleNames: [ObjectIdentifier: String] = [:]
