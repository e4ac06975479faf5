#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// How a screen asks to be presented, carried over to the navigation controller the wireframe
// wraps it in (`present(inStack: true)`), which UIKit presents in its place; and the check of a
// popover's anchor before presenting.
extension UIViewController {
    /// Makes this controller, made to hold `content`, presented as `content` asks to be: its
    /// `modalPresentationStyle`, `transitioningDelegate` and `isModalInPresentation`, and its
    /// popover's anchor or its sheet's detents. Without them a `.fullScreen` screen would show
    /// as a sheet the user can swipe away.
    func takePresentationSettings(of content: UIViewController) {
        modalPresentationStyle = content.modalPresentationStyle
        transitioningDelegate = content.transitioningDelegate
        isModalInPresentation = content.isModalInPresentation
        // Reading `content`'s popover or sheet controller makes one for it, unused: `content` is
        // shown inside this controller, never presented itself.
        switch content.modalPresentationStyle {
        case .popover:
            guard let source = content.popoverPresentationController, let popover = popoverPresentationController
            else { return }
            popover.sourceView = source.sourceView
            popover.sourceItem = source.sourceItem
        case .automatic, .pageSheet, .formSheet:
            guard let source = content.sheetPresentationController, let sheet = sheetPresentationController
            else { return }
            sheet.detents = source.detents
        default:
            return
        }
    }

    /// Checks that this controller, about to be presented, has something to point at when it
    /// is a popover: UIKit raises an exception on iPad otherwise.
    ///
    /// - Throws: `PresentationError` with code `missingAnchor`.
    func checkPopoverAnchor() throws(PresentationError) {
        guard modalPresentationStyle == .popover, let popover = popoverPresentationController,
            popover.sourceView == nil, popover.sourceItem == nil
        else { return }
        throw .missingAnchor(errorName, set: "popoverPresentationController.sourceView or sourceItem")
    }
}
#endif
