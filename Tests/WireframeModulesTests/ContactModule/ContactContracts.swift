// Holds samples of VIPERModules.md (the documentation tests check that they stay the same).
import WireframeModules

// The Contact module, written as a ViperBase app writes its modules: every contract is
// synchronous, so the view's button handlers (`@IBAction`s on UIKit) call the presenter
// directly and the router navigates without `async`. The User module (`UserModule/`) is the
// same module written with `async` routers.

/// What the presenter asks of the view.
@MainActor
protocol ContactViewContract: AnyObject {
    func show(name: String)
}

/// What the view tells the presenter.
@MainActor
protocol ContactViewOutput: AnyObject {
    func viewDidLoad()
    func didTapFriend(id: Int)
    func didTapPrivacyPolicy()
    func didTapClose()
}

/// What the presenter asks of the interactor.
@MainActor
protocol ContactInteractorContract: AnyObject {
    func loadContact(id: Int)
}

/// What the interactor tells the presenter.
@MainActor
protocol ContactInteractorOutput: AnyObject {
    func didLoadContact(name: String)
}

// sample VIPERModules/navigating-from-synchronous-code-2
/// Where the presenter asks the router to go.
@MainActor
protocol ContactRouterContract: AnyObject {
    func showFriend(id: Int)
    func showPrivacyPolicy()
    func close()
}
// sample end
