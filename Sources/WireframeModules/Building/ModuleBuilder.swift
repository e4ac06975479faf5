/// The builder of a module made of these four types: declare a module's builder as a typealias
/// of it.
///
/// <!-- sample ModuleBuilder/ModuleBuilder -->
/// ```swift
/// typealias ProfileBuilder = ModuleBuilder<ProfileView, ProfilePresenter, ProfileInteractor, ProfileRouter>
/// let module = try ProfileBuilder.build()
/// ```
///
/// Its view is made in code unless a build says otherwise (`build(viewSource:)`). Custom build
/// methods go in an extension of the typealias:
///
/// <!-- sample ModuleBuilder/ModuleBuilder-2 -->
/// ```swift
/// extension ProfileBuilder {
///     static func build(profileID: Int, editable: Bool) throws(ModuleError) -> Module<ProfileView, ProfilePresenter> {
///         let module = try build()
///         module.presenter.profileID = profileID
///         module.presenter.isEditable = editable
///         return module
///     }
/// }
/// ```
public enum ModuleBuilder<
    View: ModuleView,
    Presenter: ModulePresenter,
    Interactor: ModuleInteractor,
    Router: ModuleRouter
>:
    ModuleBuilding
where
    Presenter.View == View.Contract,
    Presenter.ViewOutput == View.Output,
    Presenter.Interactor == Interactor.Contract,
    Presenter.InteractorOutput == Interactor.Output,
    Presenter.Router == Router.Contract
{}
