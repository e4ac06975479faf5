// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import WireframeModules
import WireframeTestSupport

// The User module's five contracts: who may ask what of whom.

// sample VIPERModules/overview
/// What the presenter asks of the view.
@MainActor
protocol UserViewContract: AnyObject {
    func show(name: String)
}

/// What the view tells the presenter.
@MainActor
protocol UserViewOutput: AnyObject {
    func viewDidLoad()
    func didTapFriend(id: Int) async throws(ModuleError)
    func didTapClose() async throws(ModuleError)
}

/// What the presenter asks of the interactor.
@MainActor
protocol UserInteractorContract: AnyObject {
    func loadUser(id: Int)
}

/// What the interactor tells the presenter.
@MainActor
protocol UserInteractorOutput: AnyObject {
    func didLoadUser(name: String)
}

/// Where the presenter asks the router to go.
@MainActor
protocol UserRouterContract: AnyObject {
    func showFriend(id: Int) async throws(ModuleError)
    func close() async throws(ModuleError)
}
// sample end
