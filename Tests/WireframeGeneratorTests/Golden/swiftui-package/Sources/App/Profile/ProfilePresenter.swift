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

    package init() {}

    package func viewDidLoad() {
        interactor?.load()
    }

    package func didLoad(title: String) {
        view?.show(title: title)
    }
}
