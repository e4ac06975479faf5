public import WireframePresentation

/// The view of a VIPER module: the screen the module shows, which tells its presenter what the
/// user does (the *view output* contract) and shows what the presenter tells it (the *view*
/// contract).
///
/// A view is a screen of the backend it runs on: a `UIViewController` subclass on UIKit, a
/// `HeadlessScreen` subclass in tests. Everything else in a module — presenter, interactor,
/// router, contracts — is the same on both.
///
/// <!-- sample ModuleView/ModuleView -->
/// ```swift
/// final class ProfileView: HeadlessScreen, ModuleView, ProfileViewContract {
///     let links = ViewLinks<any ProfileViewOutput>()
///     var contract: any ProfileViewContract { self }
///
///     override func screenDidLoad() { presenter?.viewDidLoad() }
///     func show(name: String) { title = name }
/// }
/// ```
///
/// The builder connects ``links``: the view holds its presenter strongly, as a
/// `UIViewController` holds what it shows, so the whole module lives exactly as long as its view
/// is in the hierarchy (or someone else keeps it).
@MainActor
public protocol ModuleView: Screen {
    /// The view contract: what the presenter may ask of the view, such as
    /// `any ProfileViewContract`.
    associatedtype Contract

    /// The view output contract: what the view tells its presenter, such as
    /// `any ProfileViewOutput`.
    associatedtype Output

    /// The view's link to its presenter; declare it as `let links = ViewLinks<…>()`.
    var links: ViewLinks<Output> { get }

    /// This view as its contract: `{ self }`. The compiler checks here that the view fulfils
    /// the contract its presenter expects.
    var contract: Contract { get }

    /// Makes a view in code; a view from a storyboard or a nib is made by its ``ViewSource``.
    init()
}

extension ModuleView {
    /// The module's presenter, as the view output contract; `nil` only before the builder has
    /// connected the module.
    public var presenter: Output? { links.presenter }
}
