// Holds samples of README.md, VIPERModules.md and WireframeModules.md (the documentation tests
// check that they stay the same).
import WireframeHeadless
import WireframeModules
import WireframeTestSupport

/// The User module's headless view: everything else of the module is in `UserModule/`.
// sample VIPERModules/overview-5
final class UserView: HeadlessScreen, ModuleView, UserViewContract {
    let links = ViewLinks<any UserViewOutput>()
    var contract: any UserViewContract { self }

    override func screenDidLoad() {
        presenter?.viewDidLoad()
    }

    func show(name: String) {
        title = name
    }
}

// sample README/viper-modules
typealias UserBuilder = ModuleBuilder<UserView, UserPresenter, UserInteractor, UserRouter>
// sample end
// sample end
