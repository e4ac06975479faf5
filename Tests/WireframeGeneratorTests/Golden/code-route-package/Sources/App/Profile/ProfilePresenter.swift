package import WireframeKit

/// The Profile module's presenter: asks the interactor for the data once the view has
/// loaded, and tells the view what to show.
package final class ProfilePresenter:
    ModulePresenter, ProfileViewOutput, ProfileInteractorOutput
{
    package let links = PresenterLinks<
        any ProfileViewContract,
        any ProfileInteractorContract,
        any ProfileRouterContract
    >()
    package var viewOutput: any ProfileViewOutput { self }
    package var interactorOutput: any ProfileInteractorOutput { self }
    private var route: ProfileRoute?

    package init() {}

    package func viewDidLoad() {
        guard let route else { return }
        interactor?.load(route)
    }

    package func didLoad(title: String) {
        view?.show(title: title)
    }
}

extension ProfilePresenter: ModuleInputReceiving {
    /// Takes the route the module was built for, decoded from the URL.
    package func receive(_ input: ProfileRoute) {
        route = input
    }
}
