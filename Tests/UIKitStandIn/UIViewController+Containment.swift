// View controller containment, as UIKit documents it ("Implementing a container view
// controller"). In UIKit these members are `open`; here they are declared in an extension (a
// file of its own, beside the class's), so a subclass cannot override them — no face does.
extension UIViewController {
    /// The controller's view, loaded (and `viewDidLoad()` called) when first asked.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's declaration: the view is made when first read, and can be reset to `nil`.
    public var view: UIView! {
        get {
            if loadedView == nil {
                standInLoadView()
                viewDidLoad()
            }
            return loadedView
        }
        set {
            if let newValue { standInAttach(newValue) } else { loadedView = nil }
        }
    }

    /// Makes `childController` a child of this controller. UIKit first removes it from the
    /// container it is a child of, if any (a view controller has one parent), and calls its
    /// `willMove(toParent:)` with this controller; the container then adds the child's view to
    /// its own and calls the child's `didMove(toParent:)`.
    public func addChild(_ childController: UIViewController) {
        standInCalls.append("addChild(\(childController.standInName))")
        childController.willMove(toParent: self)
        standInAdopt(childController)
        if !standInAddedChildren.contains(where: { $0 === childController }) {
            standInAddedChildren.append(childController)
        }
    }

    /// Removes the controller from its parent, then calls its `didMove(toParent:)` with `nil`;
    /// nothing when it has no parent. The container calls `willMove(toParent: nil)` and removes
    /// the view first.
    public func removeFromParent() {
        guard let parent = standInParent else { return }
        standInCalls.append("removeFromParent")
        parent.standInForget(self)
        didMove(toParent: nil)
    }

    /// Called just before the controller is added to `parent`, or removed from its parent
    /// (`nil`).
    public func willMove(toParent parent: UIViewController?) {
        standInCalls.append("willMove(toParent: \(parent?.standInName ?? "nil"))")
    }

    /// Called after the controller was added to `parent`, or removed from its parent (`nil`).
    public func didMove(toParent parent: UIViewController?) {
        standInCalls.append("didMove(toParent: \(parent?.standInName ?? "nil"))")
    }
}
