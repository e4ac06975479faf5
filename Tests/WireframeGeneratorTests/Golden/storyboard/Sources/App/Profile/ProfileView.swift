#if canImport(UIKit)
import UIKit
import WireframeKit
import WireframeUIKit

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does.
final class ProfileView: UIViewController, ModuleView, ProfileViewContract {
    let links = ViewLinks<any ProfileViewOutput>()
    var contract: any ProfileViewContract { self }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(title: String) {
        self.title = title
    }
}
#else
import WireframeHeadless
import WireframeKit

/// The Profile module's screen where there is no UIKit: a headless screen, so the module
/// compiles and runs anywhere Swift does.
final class ProfileView: HeadlessScreen, ModuleView, ProfileViewContract {
    let links = ViewLinks<any ProfileViewOutput>()
    var contract: any ProfileViewContract { self }

    override func screenDidLoad() {
        presenter?.viewDidLoad()
    }

    func show(title: String) {
        self.title = title
    }
}
#endif
