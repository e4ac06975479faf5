import WireframeKit

/// The Profile module's interactor: the module's data and work, asked for by the presenter.
final class ProfileInteractor:
    ModuleInteractor, ProfileInteractorContract
{
    let links = InteractorLinks<any ProfileInteractorOutput>()
    var contract: any ProfileInteractorContract { self }

    func load() {
        presenter?.didLoad(title: "Profile")
    }
}
