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

    func viewDidLoad() {
        interactor?.load()
    }

    func didLoad(title: String) {
        view?.show(title: title)
    }
}
