#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
import UIKitStandIn
#else
import UIKit
#endif
import WireframePresentation

// How a screen asks to be presented, carried over to the navigation controller the wireframe
// wraps it in (`present(inStack: true)`), which UIKit presents in its place; and the check of
// the anchor of a popover or an action sheet before presenting.
extension UIViewController {
    /// Makes this controller, made to hold `content`, presented as `content` asks to be: its
    /// `modalPresentationStyle`, `transitioningDelegate` and `isModalInPresentation`, and its
    /// popover's anchor (`sourceView`, `sourceRect`, `sourceItem` and the permitted arrow
    /// directions) or its sheet's detents. Without them a `.fullScreen` screen would show
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
            popover.sourceRect = source.sourceRect
            popover.sourceItem = source.sourceItem
            popover.permittedArrowDirections = source.permittedArrowDirections
        case .automatic, .pageSheet, .formSheet:
            guard let source = content.sheetPresentationController, let sheet = sheetPresentationController
            else { return }
            sheet.detents = source.detents
        default:
            return
        }
    }

    /// Checks that this controller, about to be presented from `context`, has something to
    /// point at where UIKit shows it as a popover and raises an exception without one: a popover
    /// (on iPad; on an iPhone it would show as a sheet, but one with nothing to point at is surely
    /// a mistake), and an action sheet on a regular width (on a compact one it needs none).
    ///
    /// - Throws: `PresentationError` with code `missingAnchor`.
    func checkAnchor(presentedFrom context: UIViewController) throws(PresentationError) {
        let kind: String
        if modalPresentationStyle == .popover {
            kind = "a popover"
        } else if let alert = self as? UIAlertController, alert.preferredStyle == .actionSheet,
            context.traitCollection.horizontalSizeClass == .regular
        {
            kind = "an action sheet on a regular width"
        } else {
            return
        }
        guard let popover = popoverPresentationController, popover.sourceView == nil, popover.sourceItem == nil
        else { return }
        throw .missingAnchor(errorName, shownAs: kind, set: "popoverPresentationController.sourceView or sourceItem")
    }
}
#endif
