#if canImport(UIKit)
public import UIKit
public import WireframeKit
public import WireframeUIKit

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does.
public final class ProfileView:
    UIViewController, ModuleView, ProfileViewContract
{
    public let links = ViewLinks<any ProfileViewOutput>()
    public var contract: any ProfileViewContract { self }

    override public func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    public func show(title: String) {
        self.title = title
    }
}
#endif
