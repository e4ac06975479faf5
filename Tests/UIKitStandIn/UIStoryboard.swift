/// Stand-in for UIKit's `UIStoryboard`: a compiled storyboard of a bundle, which makes the
/// view controllers it holds.
///
/// As in UIKit, making a storyboard that the bundle does not hold, or asking for an identifier
/// the storyboard does not hold, raises an exception: the stand-in traps with UIKit's message.
@MainActor
open class UIStoryboard {
    private let name: String
    private let content: StandInStoryboard

    /// The storyboard `name` of `storyboardBundleOrNil` (the main bundle when `nil`).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? .main
        guard let content = bundle.standInStoryboards[name] else {
            fatalError("Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
        }
        self.name = name
        self.content = content
    }

    /// A new instance of the storyboard's initial view controller, or `nil` when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        content.initial?()
    }

    /// A new instance of the view controller with storyboard identifier `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let make = content.identified[identifier] else {
            fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return make()
    }
}
