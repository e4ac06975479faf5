#if WIREFRAME_SWIFTUI_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_SWIFTUI_STANDIN
import UIKitStandIn
#else
import UIKit
#endif

/// The view controller a representable hands SwiftUI for an embedded UIKit screen: one per
/// `makeUIViewController`, holding the screen's own controller as its child.
///
/// SwiftUI calls `makeUIViewController` once per identity of the view — again for a new
/// identity, once more for each window showing the screen — and adds what it returns to its
/// own controller hierarchy; a view controller has one parent. So the screen's controller, which
/// its model made and keeps (its state, a stack the wireframe pushes on), is never handed out
/// itself: each container takes it in by UIKit's containment calls, the newest from the one
/// that held it before.
final class EmbeddingController: UIViewController {
    /// Makes `child` this controller's child, and its view this one's view's subview sized to
    /// it, first taking it out of the container that held it, if any.
    func embed(_ child: UIViewController) {
        guard child.parent !== self else { return }
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
#endif
