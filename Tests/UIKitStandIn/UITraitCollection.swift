/// Stand-in for UIKit's `UIUserInterfaceSizeClass`: how much room there is along one axis, with
/// UIKit's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known (outside a window here).
    case unspecified = 0
    /// Little room: an iPhone's width in portrait, an iPad's in a narrow multitasking split.
    case compact = 1
    /// Much room: an iPad's full width.
    case regular = 2
}

/// Stand-in for UIKit's `UITraitCollection`: the environment of a view or controller; only the
/// horizontal size class is declared.
@MainActor
open class UITraitCollection: NSObject {
    /// The horizontal size class.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { standInHorizontalSizeClass }

    let standInHorizontalSizeClass: UIUserInterfaceSizeClass

    init(standInHorizontalSizeClass: UIUserInterfaceSizeClass) {
        self.standInHorizontalSizeClass = standInHorizontalSizeClass
        super.init()
    }
}

/// Stand-in for UIKit's `UITraitEnvironment`: what has a trait collection (views, controllers).
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {
    /// The traits of the window the view is in (stand-in: set with
    /// ``UIWindow/standInHorizontalSizeClass``); unspecified outside a window.
    public var traitCollection: UITraitCollection {
        UITraitCollection(standInHorizontalSizeClass: window?.standInHorizontalSizeClass ?? .unspecified)
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits of the window the controller's view is in; unspecified outside a window.
    public var traitCollection: UITraitCollection {
        UITraitCollection(standInHorizontalSizeClass: viewIfLoaded?.window?.standInHorizontalSizeClass ?? .unspecified)
    }
}
