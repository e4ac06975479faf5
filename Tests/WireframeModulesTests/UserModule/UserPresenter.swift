// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import WireframeModules
import WireframeTestSupport

// sample VIPERModules/overview-2
final class UserPresenter: ModulePresenter, UserViewOutput, UserInteractorOutput {
    let links = PresenterLinks<any UserViewContract, any UserInteractorContract, any UserRouterContract>()
    var viewOutput: any UserViewOutput { self }
    var interactorOutput: any UserInteractorOutput { self }

    private(set) var userID: Int?
    /// Data a custom build method hands in.
    var note: String?

    func viewDidLoad() {
        if let userID { interactor?.loadUser(id: userID) }
    }

    func didLoadUser(name: String) {
        view?.show(name: name)
    }

    func didTapFriend(id: Int) async throws(ModuleError) {
        try await router?.showFriend(id: id)
    }

    func didTapClose() async throws(ModuleError) {
        try await router?.close()
    }
}

extension UserPresenter: ModuleInputReceiving {
    func receive(_ input: Int) {
        userID = input
    }
}
// sample end
