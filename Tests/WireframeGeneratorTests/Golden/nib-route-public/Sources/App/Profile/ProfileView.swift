#if canImport(UIKit)
public import UIKit
public import WireframeKit
public import WireframeUIKit

/// The Profile module's screen: shows what the presenter tells it, tells the presenter
/// what the user does.
public final class ProfileView: UIViewController, ModuleView, ProfileViewContract {
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

extension ProfileView: NibLoadable {}
#else
public import WireframeHeadless
public import WireframeKit

/// The Profile module's screen where there is no UIKit: a headless screen, so the module
/// compiles and runs anywhere Swift does.
public final class ProfileView: HeadlessScreen, ModuleView, ProfileViewContract {
    public let links = ViewLinks<any ProfileViewOutput>()
    public var contract: any ProfileViewContract { self }

    override public func screenDidLoad() {
        presenter?.viewDidLoad()
    }

    public func show(title: String) {
        self.title = title
    }
}
#endif
