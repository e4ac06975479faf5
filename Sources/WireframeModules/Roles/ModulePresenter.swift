/// The presenter of a VIPER module: it takes what the user does from the view (the *view
/// output* contract), asks the interactor for data and work, takes its answers (the *interactor
/// output* contract), tells the view what to show and the router where to go.
///
/// <!-- sample ModulePresenter/ModulePresenter -->
/// ```swift
/// final class ProfilePresenter: ModulePresenter, ProfileViewOutput, ProfileInteractorOutput {
///     let links = PresenterLinks<any ProfileViewContract, any ProfileInteractorContract, any ProfileRouterContract>()
///     var viewOutput: any ProfileViewOutput { self }
///     var interactorOutput: any ProfileInteractorOutput { self }
///     // …
/// }
/// ```
///
/// The builder connects ``links``: the view weakly, the interactor and the router strongly, so
/// that no link back to the view makes a cycle.
@MainActor
public protocol ModulePresenter: AnyObject {
    /// The view contract, such as `any ProfileViewContract`.
    associatedtype View
    /// The interactor contract, such as `any ProfileInteractorContract`.
    associatedtype Interactor
    /// The router contract, such as `any ProfileRouterContract`.
    associatedtype Router
    /// The view output contract this presenter fulfils, such as `any ProfileViewOutput`.
    associatedtype ViewOutput
    /// The interactor output contract this presenter fulfils, such as
    /// `any ProfileInteractorOutput`.
    associatedtype InteractorOutput

    /// The presenter's links to its view, interactor and router; declare it as
    /// `let links = PresenterLinks<…>()`.
    var links: PresenterLinks<View, Interactor, Router> { get }

    /// This presenter as the view output contract: `{ self }`, checked by the compiler.
    var viewOutput: ViewOutput { get }

    /// This presenter as the interactor output contract: `{ self }`, checked by the compiler.
    var interactorOutput: InteractorOutput { get }

    /// Makes a presenter; the builder connects it afterwards.
    init()
}

extension ModulePresenter {
    /// The module's view, as the view contract; `nil` once the view has been freed.
    public var view: View? { links.view }

    /// The module's interactor, as the interactor contract.
    public var interactor: Interactor? { links.interactor }

    /// The module's router, as the router contract.
    public var router: Router? { links.router }
}
