/// Stand-in for UIKit's `UIModalPresentationStyle`: how a presented controller is shown, with
/// UIKit's raw values. (`blurOverFullScreen`, tvOS only, is not declared.)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// Covers the screen; the presenter's view leaves the window.
    case fullScreen = 0
    /// A sheet (iOS 13: the default `automatic` resolves to it for most controllers).
    case pageSheet = 1
    /// A smaller sheet, centred on regular widths.
    case formSheet = 2
    /// Over the presentation context's content.
    case currentContext = 3
    /// A custom presentation, with the `transitioningDelegate`'s presentation controller.
    case custom = 4
    /// Covers the screen, the presenter's view staying below.
    case overFullScreen = 5
    /// Over the context's content, which stays below.
    case overCurrentContext = 6
    /// A popover, anchored to `popoverPresentationController`'s source (a sheet on compact widths).
    case popover = 7
    /// No adaptation (as an adaptive style only).
    case none = -1
    /// The system's default for the controller (iOS 13).
    case automatic = -2
}

/// Stand-in for UIKit's `UIViewControllerTransitioningDelegate`: the object that provides a
/// presented controller's custom transition and presentation controller. Its methods (all
/// optional in UIKit) are not declared: the adapter only carries the delegate over.
#if WIREFRAME_UIKIT_STANDIN_OBJC
@MainActor
@objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}
#else
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}
#endif

/// Stand-in for UIKit's `UIPopoverPresentationControllerSourceItem` (iOS 16): what a popover
/// can be anchored to (a bar button item, a view).
#if WIREFRAME_UIKIT_STANDIN_OBJC
@MainActor
@objc public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}
#else
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}
#endif

/// Stand-in for UIKit's `UIPopoverPresentationController`: the presentation controller of a
/// controller whose `modalPresentationStyle` is `.popover`, and its anchor.
///
/// As on iPad, presenting a popover with neither `sourceView` nor `sourceItem` raises an
/// exception (the stand-in traps with UIKit's message); on compact widths UIKit adapts the
/// popover to a sheet instead, which the stand-in does not model.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` the popover points at, in its coordinates; `.null` by
    /// default (iOS 13.2: the source view's frame).
    open var sourceRect: CGRect = .null
    /// The item the popover points at (iOS 16).
    open weak var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The directions the popover's arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// Stand-in for UIKit's `UIPopoverArrowDirection`: where a popover's arrow may point, with
/// UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// Stand-in for UIKit's `UISheetPresentationController` (iOS 15): the presentation controller of
/// a sheet, and the heights it can take.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet can take; `[.large()]` by default.
    open var detents: [Detent] = [.large()]

    /// Stand-in for `UISheetPresentationController.Detent`: a height a sheet can take.
    @MainActor
    open class Detent: NSObject {
        /// Stand-in only: the detent's name (UIKit's is its private identifier).
        public let standInIdentifier: String

        init(standInIdentifier: String) {
            self.standInIdentifier = standInIdentifier
            super.init()
        }

        /// About half the screen.
        public class func medium() -> Detent { Detent(standInIdentifier: "medium") }
        /// The full height.
        public class func large() -> Detent { Detent(standInIdentifier: "large") }
    }
}
