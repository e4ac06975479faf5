// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import UIKitStandIn
import WireframeKit
import WireframeTestSupport

/// The User module's UIKit view: the contracts, presenter, interactor and router come from
/// `UserModule/`, the very files the headless tests compile with their own view.
// sample VIPERModules/overview-6
final class UserViewController: UIViewController, ModuleView, UserViewContract {
    let links = ViewLinks<any UserViewOutput>()
    var contract: any UserViewContract { self }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(name: String) {
        title = name
    }
}

extension UserViewController: NibLoadable {}

typealias UserBuilder = ModuleBuilder<UserViewController, UserPresenter, UserInteractor, UserRouter>
// sample end

/// A builder declared as a type whose view comes from a storyboard of the main bundle by default
/// (which, in the stand-in, holds none).
// sample VIPERModules/building-a-module-4
enum StoryboardUserBuilder: ModuleBuilding {
    typealias View = UserViewController
    typealias Presenter = UserPresenter
    typealias Interactor = UserInteractor
    typealias Router = UserRouter

    static var viewSource: ViewSource<UserViewController> { .storyboard(name: "User") }
}
// sample end
