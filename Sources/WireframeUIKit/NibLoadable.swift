#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
public import UIKitStandIn
#else
public import UIKit
#endif

/// A view controller that can be made with UIKit's `init(nibName:bundle:)`, so that a module's
/// builder can make it from a nib: see `ViewSource.nib(name:bundle:)`.
///
/// A `final` subclass of `UIViewController` that declares no initializer of its own already has
/// the initializer; declaring the conformance is enough:
///
/// <!-- sample NibLoadable/NibLoadable -->
/// ```swift
/// extension ProfileViewController: NibLoadable {}
/// ```
///
/// Made this way, UIKit loads the view from the nib when it is first needed and then calls
/// `viewDidLoad()`, as for any view controller made from a nib.
@MainActor
public protocol NibLoadable: UIViewController {
    /// UIKit's initializer: the view is loaded from the nib `nibNameOrNil` of `nibBundleOrNil`
    /// (the main bundle when `nil`) when it is first needed.
    init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
}
#endif
