#if canImport(UIKit)
package import UIKit
package import WireframeKit
internal import WireframeUIKit

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does.
package final class ProfileView:
    UIViewController, ModuleView, ProfileViewContract
{
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
#endif
