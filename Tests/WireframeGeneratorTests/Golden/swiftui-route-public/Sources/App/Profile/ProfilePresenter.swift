public import WireframeKit

/// The Profile module's presenter: asks the interactor for the data once the view has
/// loaded, and tells the view what to show.
public final class ProfilePresenter:
    ModulePresenter, ProfileViewOutput, ProfileInteractorOutput
{
    public let links = PresenterLinks<
        any ProfileViewContract,
        any ProfileInteractorContract,
        any ProfileRouterContract
    >()
    public var viewOutput: any ProfileViewOutput { self }
    public var interactorOutput: any ProfileInteractorOutput { self }
    private var route: ProfileRoute?

    public init() {}

    public func viewDidLoad() {
        guard let route else { return }
        interactor?.load(route)
    }

    public func didLoad(title: String) {
        view?.show(title: title)
    }
}

extension ProfilePresenter: ModuleInputReceiving {
    /// Takes the route the module was built for, decoded from the URL.
    public func receive(_ input: ProfileRoute) {
        route = input
    }
}
