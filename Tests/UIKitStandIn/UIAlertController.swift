/// Stand-in for UIKit's `UIAlertController`: an alert or an action sheet, presented modally.
///
/// As UIKit does on a regular width (an iPad's full screen), presenting an action sheet whose
/// `popoverPresentationController` has neither `sourceView` nor `sourceItem` raises an
/// exception (the stand-in traps with UIKit's message); on a compact width it shows from the
/// bottom of the screen and needs no anchor. Its `popoverPresentationController` is made when
/// first asked, whatever the width (UIKit's is `nil` on a compact width: set it with optional
/// chaining).
@MainActor
open class UIAlertController: UIViewController {
    /// How an alert controller shows.
    public enum Style: Int, Sendable {
        /// An action sheet: from the bottom on a compact width, a popover on a regular one.
        case actionSheet = 0
        /// An alert in the middle of the screen.
        case alert = 1
    }

    /// How the alert controller shows.
    open private(set) var preferredStyle: Style = .alert

    private var standInPopover: UIPopoverPresentationController?

    /// Creates an alert controller of `preferredStyle` with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.preferredStyle = preferredStyle
    }

    /// An action sheet's popover presentation controller (its anchor on a regular width).
    open override var popoverPresentationController: UIPopoverPresentationController? {
        guard preferredStyle == .actionSheet else { return nil }
        if let standInPopover { return standInPopover }
        let made = UIPopoverPresentationController(presentedViewController: self)
        standInPopover = made
        return made
    }
}
