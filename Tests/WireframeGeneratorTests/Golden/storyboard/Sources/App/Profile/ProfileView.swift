#if canImport(UIKit)
import UIKit
import WireframeKit
import WireframeUIKit

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does.
final class ProfileView:
    UIViewController, ModuleView, ProfileViewContract
{
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
#endif
