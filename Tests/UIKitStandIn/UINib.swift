/// Stand-in for UIKit's `UINib`: a nib of a bundle, whose objects are made each time it is
/// instantiated. UIKit loads a view controller's view from its nib with one.
///
/// As in UIKit, making a `UINib` does not look for the file; instantiating a nib the bundle
/// does not hold raises an exception: the stand-in traps with UIKit's message.
@MainActor
open class UINib {
    /// Keys of the options of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private let name: String
    private let bundle: Bundle

    /// The nib `name` of `bundleOrNil` (the main bundle when `nil`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        self.bundle = bundleOrNil ?? .main
    }

    /// Makes the nib's objects, connects the outlets of its File's Owner to `ownerOrNil`, and
    /// returns the top-level objects.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let nib = bundle.standInNibs[name] else {
            fatalError("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)'")
        }
        let view = UIView()
        view.standInNibName = name
        if nib.connectsView, let owner = ownerOrNil as? UIViewController {
            owner.standInAttach(view)
        }
        return [view]
    }
}
