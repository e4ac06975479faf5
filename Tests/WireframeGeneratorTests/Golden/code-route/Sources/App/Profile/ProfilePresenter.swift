import WireframeKit

/// The Profile module's presenter: asks the interactor for the data once the view has
/// loaded, and tells the view what to show.
final class ProfilePresenter:
    ModulePresenter, ProfileViewOutput, ProfileInteractorOutput
{
    let links = PresenterLinks<
        any ProfileViewContract,
        any ProfileInteractorContract,
        any ProfileRouterContract
    >()
    var viewOutput: any ProfileViewOutput { self }
    var interactorOutput: any ProfileInteractorOutput { self }
    private var route: ProfileRoute?

    func viewDidLoad() {
        guard let route else { return }
        interactor?.load(route)
    }

    func didLoad(title: String) {
        view?.show(title: title)
    }
}

extension ProfilePresenter: ModuleInputReceiving {
    /// Takes the route the module was built for, decoded from the URL.
    func receive(_ input: ProfileRoute) {
        route = input
    }
}
