/// Stand-in for UIKit's `UIResponder`, the base class of views, view controllers, scenes and an
/// app's scene delegate; nothing of the responder chain is modelled.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }
}
