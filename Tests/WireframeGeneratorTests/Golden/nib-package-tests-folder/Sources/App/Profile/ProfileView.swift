#if canImport(UIKit)
package import UIKit
package import WireframeKit
import WireframeUIKit

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does.
package final class ProfileView: UIViewController, ModuleView, ProfileViewContract {
    package let links = ViewLinks<any ProfileViewOutput>()
    package var contract: any ProfileViewContract { self }

    override package func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    package func show(title: String) {
        self.title = title
    }
}

extension ProfileView: NibLoadable {}
#else
package import WireframeHeadless
package import WireframeKit

/// The Profile module's screen where there is no UIKit: a headless screen, so the module
/// compiles and runs anywhere Swift does.
package final class ProfileView: HeadlessScreen, ModuleView, ProfileViewContract {
    package let links = ViewLinks<any ProfileViewOutput>()
    package var contract: any ProfileViewContract { self }

    override package func screenDidLoad() {
        presenter?.viewDidLoad()
    }

    package func show(title: String) {
        self.title = title
    }
}
#endif
