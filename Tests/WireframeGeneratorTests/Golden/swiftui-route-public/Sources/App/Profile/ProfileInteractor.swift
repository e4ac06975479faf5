public import WireframeKit

/// The Profile module's interactor: the module's data and work, asked for by the presenter.
public final class ProfileInteractor:
    ModuleInteractor, ProfileInteractorContract
{
    public let links = InteractorLinks<any ProfileInteractorOutput>()
    public var contract: any ProfileInteractorContract { self }

    public init() {}

    public func load(_ route: ProfileRoute) {
        let title = [
            "Profile",
            "\(route.id)",
        ]
        presenter?.didLoad(title: title.joined(separator: " "))
    }
}
