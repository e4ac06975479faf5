// Holds samples of VIPERModules.md (the documentation tests check that they stay the same).
import WireframeHeadless
import WireframeModules

/// The Contact module's headless view. Its button handlers are what a UIKit view's `@IBAction`s
/// are: plain methods that tell the presenter what the user did.
final class ContactView: HeadlessScreen, ModuleView, ContactViewContract {
    let links = ViewLinks<any ContactViewOutput>()
    var contract: any ContactViewContract { self }

    override func screenDidLoad() {
        presenter?.viewDidLoad()
    }

    func show(name: String) {
        title = name
    }

    // sample VIPERModules/navigating-from-synchronous-code-4
    func friendTapped(id: Int) {
        presenter?.didTapFriend(id: id)
    }
    // sample end

    func privacyPolicyTapped() {
        presenter?.didTapPrivacyPolicy()
    }

    func closeTapped() {
        presenter?.didTapClose()
    }
}

typealias ContactBuilder = ModuleBuilder<ContactView, ContactPresenter, ContactInteractor, ContactRouter>
