/// The interactor of a VIPER module: the work and the data of the module's use case, asked for
/// by the presenter (the *interactor* contract), answered through the *interactor output*
/// contract.
///
/// <!-- sample ModuleInteractor/ModuleInteractor -->
/// ```swift
/// final class ProfileInteractor: ModuleInteractor, ProfileInteractorContract {
///     let links = InteractorLinks<any ProfileInteractorOutput>()
///     var contract: any ProfileInteractorContract { self }
///
///     func loadProfile(id: Int) { presenter?.didLoad(name: "User \(id)") }
/// }
/// ```
///
/// The builder connects ``links``: the interactor holds its presenter weakly.
@MainActor
public protocol ModuleInteractor: AnyObject {
    /// The interactor contract this interactor fulfils, such as `any ProfileInteractorContract`.
    associatedtype Contract
    /// The interactor output contract, such as `any ProfileInteractorOutput`.
    associatedtype Output

    /// The interactor's link to its presenter; declare it as `let links = InteractorLinks<…>()`.
    var links: InteractorLinks<Output> { get }

    /// This interactor as its contract: `{ self }`, checked by the compiler.
    var contract: Contract { get }

    /// Makes an interactor; the builder connects it afterwards.
    init()
}

extension ModuleInteractor {
    /// The module's presenter, as the interactor output contract; `nil` once it has been freed.
    public var presenter: Output? { links.presenter }
}
