#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
public import UIKitStandIn
#else
public import UIKit
#endif
public import WireframeModules

// The view sources of ViperBase's `.storyboard(name:bundle:)` and `.nib(name:bundle:)`. Each
// checks that its file is in the bundle before asking UIKit, which would raise an exception
// instead of reporting a missing file.
extension ViewSource where View: UIViewController {
    /// The initial view controller of the storyboard `name` in `bundle` (the main bundle when
    /// `nil`): UIKit's `UIStoryboard(name:bundle:).instantiateInitialViewController()`.
    ///
    /// <!-- sample ViewSource+UIKit/storyboard -->
    /// ```swift
    /// static var viewSource: ViewSource<ProfileViewController> { .storyboard(name: "Profile") }
    /// ```
    ///
    /// A build fails with `ModuleError.Code.viewUnavailable`, naming the module, when the
    /// bundle has no such storyboard, when it has no initial view controller, or when that is
    /// not a `View`.
    public static func storyboard(name: String, bundle: Bundle? = nil) -> ViewSource {
        ViewSource("storyboard \"\(name)\"") { module throws(ModuleError) in
            let searched = bundle ?? .main
            guard searched.path(forResource: name, ofType: "storyboardc") != nil else {
                throw .missingFile(module, "storyboard", name, in: searched)
            }
            guard let initial = UIStoryboard(name: name, bundle: searched).instantiateInitialViewController() else {
                throw ModuleError(
                    .viewUnavailable,
                    module: module,
                    "module \"\(module)\": storyboard \"\(name)\" has no initial view controller"
                )
            }
            // A storyboard is data read at run time: what it holds can only be checked then.
            guard let view = initial as? View else {
                throw ModuleError(
                    .viewUnavailable,
                    module: module,
                    "module \"\(module)\": the initial view controller of storyboard \"\(name)\" is a "
                        + "\(type(of: initial)), not a \(View.self)"
                )
            }
            return view
        }
    }
}

extension ViewSource where View: NibLoadable {
    /// A view controller whose view UIKit loads from the nib `name` in `bundle` (the main
    /// bundle when `nil`): `View(nibName: name, bundle: bundle)`.
    ///
    /// <!-- sample ViewSource+UIKit/nib -->
    /// ```swift
    /// let module = try ProfileBuilder.build(viewSource: .nib(name: "ProfileCompact"))
    /// ```
    ///
    /// A build fails with `ModuleError.Code.viewUnavailable`, naming the module, when the
    /// bundle has no such nib.
    public static func nib(name: String, bundle: Bundle? = nil) -> ViewSource {
        ViewSource("nib \"\(name)\"") { module throws(ModuleError) in
            let searched = bundle ?? .main
            guard searched.path(forResource: name, ofType: "nib") != nil else {
                throw .missingFile(module, "nib", name, in: searched)
            }
            return View(nibName: name, bundle: bundle)
        }
    }
}

extension ModuleError {
    /// A storyboard or nib that `bundle` does not hold.
    fileprivate static func missingFile(_ module: String, _ kind: String, _ name: String, in bundle: Bundle) -> Self {
        Self(
            .viewUnavailable,
            module: module,
            "module \"\(module)\": no \(kind) \"\(name)\" in bundle \(bundle.bundlePath)"
        )
    }
}
#endif
