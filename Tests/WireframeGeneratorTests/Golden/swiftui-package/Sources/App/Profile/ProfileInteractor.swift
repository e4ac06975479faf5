package import WireframeKit

/// The Profile module's interactor: the module's data and work, asked for by the presenter.
package final class ProfileInteractor:
    ModuleInteractor, ProfileInteractorContract
{
    package let links = InteractorLinks<any ProfileInteractorOutput>()
    package var contract: any ProfileInteractorContract { self }

    package init() {}

    package func load() {
        presenter?.didLoad(title: "Profile")
    }
}
