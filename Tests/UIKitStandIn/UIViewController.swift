/// Stand-in for UIKit's `UIViewController`: the members the adapter uses, with the behaviour
/// Apple's documentation gives them.
///
/// - `parent` is the container holding the controller; `navigationController` and
///   `tabBarController` are the nearest such ancestors.
/// - `presentedViewController` is the controller presented by this one or by one of its
///   ancestors; `presentingViewController` the one presenting it or its nearest presented
///   ancestor. UIKit presents from the outermost ancestor (the presentation context, here
///   always the outermost container, as no controller defines its own context).
/// - `present(_:animated:completion:)` sets both links at once and calls `completion` when the
///   animation ends. Where UIKit only logs a warning and drops the presentation (the context
///   already presents, or is not in a window), the stand-in does the same: the completion is
///   never called. Where UIKit raises an exception, the stand-in traps with UIKit's message.
/// - `dismiss(animated:completion:)` dismisses what this controller presents or, when it
///   presents nothing, the presented controller it is (or is inside); the links go when the
///   animation ends.
/// - `presentationController` is the presentation controller of the presented controller this
///   one is or is inside; a controller on its own gets its own, made when first asked (as UIKit
///   makes it), so a delegate set before presenting stays. ``standInSimulateSwipeDown()`` does
///   what the user's swipe does, telling its delegate as
///   ``UIAdaptivePresentationControllerDelegate`` documents.
@MainActor
open class UIViewController: UIResponder, StandInAssociating {
    /// The title shown for the controller.
    open var title: String?

    /// Whether the controller refuses to be dismissed by the user (a swipe down); `false` by
    /// default.
    open var isModalInPresentation = false

    /// The identifier UIKit uses to save and restore the controller's state.
    open var restorationIdentifier: String?

    weak var standInParent: UIViewController?
    /// The children added with `addChild(_:)` to a plain controller, held strongly as UIKit's
    /// `children` are; containers list their own.
    var standInAddedChildren: [UIViewController] = []
    var standInPresented: UIViewController?
    weak var standInPresenting: UIViewController?
    weak var standInRootOfWindow: UIWindow?
    /// The window this controller was presented in, while it is presented: its view stays there
    /// when its presenter's view leaves (the presenter is covered by a full-screen modal, or
    /// stopped being the window's root: UIKit leaves the presented view in the window).
    weak var standInPresentationWindow: UIWindow?
    /// The running animated presentation or dismissal this controller presents or is presented in.
    var standInModalTransition: StandInTransitionCoordinator?
    private var standInBeingDismissed = false
    private var ownPresentationController: UIPresentationController?
    var loadedView: UIView?
    var standInAssociatedObjects: [UnsafeRawPointer: Any] = [:]

    /// Stand-in only: the UIKit calls made on this controller, in order, for tests to read (and clear).
    public var standInCalls: [String] = []

    /// The name of the nib the controller's view is loaded from, if any.
    open private(set) var nibName: String?

    /// The bundle of that nib; `nil` for the main bundle.
    open private(set) var nibBundle: Bundle?

    /// Creates a view controller (UIKit: `init(nibName: nil, bundle: nil)`).
    public override init() { super.init() }

    /// Creates a view controller whose view is loaded, when it is first needed, from the nib
    /// `nibNameOrNil` in `nibBundleOrNil` (the main bundle when `nil`). UIKit does not look for
    /// the nib until then; a nib it cannot find then raises an exception.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// Called after the controller's view is loaded, before it is first shown. The default
    /// does nothing.
    open func viewDidLoad() {}

    /// The container view controller holding this one, if any.
    open var parent: UIViewController? { standInParent }

    /// The view controllers this one holds as children: a stack's controllers, the tabs, the
    /// columns of a split view (those a collapsed one hides included); for a plain one, those
    /// added with `addChild(_:)`.
    open var children: [UIViewController] { standInAddedChildren }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        standInAncestors.lazy.compactMap { $0 as? UINavigationController }.first
    }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        standInAncestors.lazy.compactMap { $0 as? UITabBarController }.first
    }

    /// The controller presented by this one or by one of its ancestors.
    open var presentedViewController: UIViewController? {
        standInPresented ?? parent?.presentedViewController
    }

    /// The controller presenting this one or, if it is not presented, its nearest presented
    /// ancestor.
    open var presentingViewController: UIViewController? {
        standInPresenting ?? parent?.presentingViewController
    }

    /// The coordinator of the transition this controller or one of its ancestors runs: a
    /// navigation controller's push, pop or set, or an animated presentation or dismissal of or
    /// from it (until the animation ends).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        standInModalTransition ?? parent?.transitionCoordinator
    }

    /// The presentation controller managing this controller or its nearest presented ancestor;
    /// a controller with no parent gets its own, made when first asked.
    open var presentationController: UIPresentationController? {
        if standInPresenting == nil, let parent {
            return parent.presentationController
        }
        if let own = ownPresentationController { return own }
        let made: UIPresentationController =
            switch modalPresentationStyle {
            case .popover: UIPopoverPresentationController(presentedViewController: self)
            case .automatic, .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: self)
            default: UIPresentationController(presentedViewController: self)
            }
        ownPresentationController = made
        return made
    }

    /// How the controller is shown when presented; `.automatic` by default (iOS 13). Set it
    /// before `presentationController` is first read, which makes the presentation controller
    /// for it, as UIKit does.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The delegate providing a custom transition and presentation controller; held weakly.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The popover presentation controller of this controller when its style is `.popover`
    /// (made when first asked, as `presentationController`), else `nil`.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The sheet presentation controller of this controller when it is shown as a sheet (iOS
    /// 15: `.automatic`, `.pageSheet`, `.formSheet`), else `nil`.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// Whether the controller is being dismissed: `true` from the start of its dismissal (by
    /// code or by the user's swipe) until the dismissal ends, its view out of the window.
    open var isBeingDismissed: Bool { standInBeingDismissed }

    /// The controller's view if it is loaded, else `nil`. (UIKit's `view`, which loads it, is
    /// not declared: the adapter never loads a view.)
    open var viewIfLoaded: UIView? { loadedView }

    /// Presents `viewControllerToPresent` modally; `completion` runs after the animation.
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        let presented = viewControllerToPresent
        standInCalls.append("present(\(presented.standInName), animated: \(flag))")
        if let presenter = presented.standInPresenting {
            fatalError(
                "Application tried to present modally a view controller \(presented.standInName) "
                    + "that is already being presented by \(presenter.standInName)."
            )
        }
        if let parent = presented.parent {
            fatalError(
                "Application tried to present modally a view controller \(presented.standInName) "
                    + "that has a parent view controller \(parent.standInName)."
            )
        }
        if presented.viewIfLoaded?.window != nil {
            fatalError("Application tried to present modally an active controller \(presented.standInName).")
        }
        if presented.modalPresentationStyle == .popover, let popover = presented.popoverPresentationController,
            popover.sourceView == nil, popover.sourceItem == nil
        {
            fatalError(
                "UIPopoverPresentationController (\(presented.standInName)) should have a non-nil sourceView or "
                    + "barButtonItem set before the presentation occurs."
            )
        }
        let context = standInOutermost
        if let alert = presented as? UIAlertController, alert.preferredStyle == .actionSheet,
            context.viewIfLoaded?.window?.standInHorizontalSizeClass == .regular,
            let popover = alert.popoverPresentationController, popover.sourceView == nil, popover.sourceItem == nil
        {
            fatalError(
                "Your application has presented a UIAlertController (\(alert.standInName)) of style "
                    + "UIAlertControllerStyleActionSheet from \(context.standInName). The modalPresentationStyle of a "
                    + "UIAlertController with this style is UIModalPresentationPopover. You must provide location "
                    + "information for this popover through the alert controller's popoverPresentationController. "
                    + "You must provide either a sourceView and sourceRect or a barButtonItem."
            )
        }
        if context.standInModalTransition != nil {
            standInCalls.append(
                "warning: Attempt to present \(presented.standInName) on \(context.standInName) "
                    + "while a presentation is in progress"
            )
            return
        }
        if let current = context.standInPresented {
            standInCalls.append(
                "warning: Attempt to present \(presented.standInName) on \(context.standInName) "
                    + "which is already presenting \(current.standInName)"
            )
            return
        }
        guard let window = context.viewIfLoaded?.window else {
            standInCalls.append(
                "warning: Attempt to present \(presented.standInName) on \(context.standInName) "
                    + "whose view is not in the window hierarchy"
            )
            return
        }
        context.standInPresented = presented
        presented.standInPresenting = context
        presented.standInPresentationWindow = window
        presented.presentationController?.standInPresenting = context
        presented.standInLoadShownViews()
        presented.loadedView?.standInTellSubviewsWindowChanged()
        if flag {
            let transition = standInStartModalTransition(between: context, and: presented)
            window.standInSchedule {
                transition.standInEnd()
                context.standInTellCoveredIfFullScreen()
                completion?()
            }
        } else {
            context.standInTellCoveredIfFullScreen()
            completion?()
        }
    }

    /// Dismisses the controller this one presents (and those it presents in turn) or, if it
    /// presents nothing, asks its presenter to dismiss it; `completion` runs after the animation.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        standInCalls.append("dismiss(animated: \(flag))")
        let dismissed =
            presentedViewController
            ?? ([self] + standInAncestors).first { $0.standInPresenting != nil }
        guard let dismissed else {
            completion?()
            return
        }
        if dismissed.standInModalTransition != nil {
            standInCalls.append(
                "warning: Attempt to dismiss from view controller \(standInName) while a presentation or dismiss is "
                    + "in progress"
            )
            return
        }
        dismissed.standInBeingDismissed = true
        dismissed.standInPresenting?.standInTellUncoveredIfFullScreen(by: dismissed)
        let finish = {
            dismissed.standInLeaveModalChain()
            completion?()
        }
        if flag, let presenter = dismissed.standInPresenting, let window = presenter.viewIfLoaded?.window {
            let transition = standInStartModalTransition(between: presenter, and: dismissed)
            window.standInSchedule {
                transition.standInEnd()
                finish()
            }
        } else {
            finish()
        }
    }

    /// Presents `viewControllerToPresent` and returns after the animation: the `async` form
    /// Swift imports of `present(_:animated:completion:)`.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool) async {
        await withCheckedContinuation { continuation in
            present(viewControllerToPresent, animated: flag) { continuation.resume() }
        }
    }

    /// Dismisses as `dismiss(animated:completion:)` and returns after the animation: the
    /// `async` form Swift imports of it.
    public func dismiss(animated flag: Bool) async {
        await withCheckedContinuation { continuation in
            dismiss(animated: flag) { continuation.resume() }
        }
    }

    /// Stand-in only: the user swipes down the presented controller this one is or is inside.
    /// Its presentation controller's delegate is asked `presentationControllerShouldDismiss`
    /// (not when `isModalInPresentation`); a refusal is told with
    /// `presentationControllerDidAttemptToDismiss` and nothing changes. Otherwise it hears
    /// `presentationControllerWillDismiss`, the controller is dismissed, and once the window's
    /// animations are finished it hears `presentationControllerDidDismiss`.
    ///
    /// Traps unless the controller is presented in a window and is not covered by another
    /// presentation.
    public func standInSimulateSwipeDown() {
        guard let presented = ([self] + standInAncestors).first(where: { $0.standInPresenting != nil }),
            let window = presented.standInPresenting?.viewIfLoaded?.window
        else { fatalError("stand-in: only a presented controller in a window can be swiped down") }
        if let cover = presented.standInPresented {
            fatalError("stand-in: \(presented.standInName) is covered by \(cover.standInName)")
        }
        standInCalls.append("swipe down")
        let controller = presented.presentationController
        let allowed = !presented.isModalInPresentation && controller?.standInAskShouldDismiss() ?? true
        guard allowed else {
            controller?.standInTellDidAttemptToDismiss()
            return
        }
        controller?.standInTellWillDismiss()
        guard let presenter = presented.standInPresenting else { return }
        presented.standInBeingDismissed = true
        presenter.standInTellUncoveredIfFullScreen(by: presented)
        let transition = standInStartModalTransition(between: presenter, and: presented, interactive: true)
        window.standInSchedule {
            transition.standInEnd()
            presented.standInLeaveModalChain()
            controller?.standInTellDidDismiss()
        }
    }

    // MARK: - Stand-in machinery (UIKit keeps these private)

    /// How the stand-in names the controller in its call log and messages.
    var standInName: String { restorationIdentifier ?? title ?? "\(type(of: self))" }

    /// The containers holding this controller, nearest first.
    var standInAncestors: [UIViewController] {
        Array(sequence(first: self) { $0.standInParent }.dropFirst())
    }

    /// The outermost container holding this controller, or itself.
    var standInOutermost: UIViewController { standInAncestors.last ?? self }

    /// The window this controller's view is in, if any.
    var standInWindowOfView: UIWindow? {
        if standInIsCoveredByFullScreen { return nil }
        if let window = standInRootOfWindow { return window }
        if let parent = standInParent {
            return parent.standInShownChildren.contains { $0 === self } ? parent.viewIfLoaded?.window : nil
        }
        return standInPresenting == nil ? nil : standInPresentationWindow
    }

    /// Whether this controller's view is out of the window because it presents a `.fullScreen`
    /// controller whose presentation ended and whose dismissal has not begun: UIKit removes the
    /// presenting view for that style (not for `.overFullScreen` or the sheets, which keep it
    /// below) and puts it back when the dismissal begins.
    var standInIsCoveredByFullScreen: Bool {
        guard let presented = standInPresented, presented.modalPresentationStyle == .fullScreen else { return false }
        return presented.standInModalTransition == nil && !presented.isBeingDismissed
    }

    /// The children whose views a container shows; none for a plain controller.
    var standInShownChildren: [UIViewController] { [] }

    /// Loads this controller's view and the views it shows, as UIKit does on showing it.
    func standInLoadShownViews() {
        if loadedView == nil {
            standInLoadView()
            viewDidLoad()
        }
        for child in standInShownChildren { child.standInLoadShownViews() }
        standInPresented?.standInLoadShownViews()
    }

    /// UIKit's `loadView()`: the view from the controller's nib, whose File's Owner is the
    /// controller, or else a plain view.
    func standInLoadView() {
        if let nibName {
            UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self, options: nil)
            if loadedView == nil {
                fatalError(
                    "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set."
                )
            }
        } else {
            standInAttach(UIView())
        }
    }

    /// Makes `view` the controller's view (UIKit connects the `view` outlet of a nib this way).
    func standInAttach(_ view: UIView) {
        view.standInController = self
        loadedView = view
    }

    /// Makes `child` a child of this controller. As UIKit's `addChild(_:)` does, a child of
    /// another container is first removed from it, silently.
    func standInAdopt(_ child: UIViewController) {
        if let old = child.standInParent, old !== self { old.standInForget(child) }
        child.standInParent = self
    }

    /// Drops `child` from this container's own lists; containers override it.
    func standInForget(_ child: UIViewController) {
        if child.standInParent === self { child.standInParent = nil }
        standInAddedChildren.removeAll { $0 === child }
    }

    /// Tells the subviews of this presenter's view that they left the window, when the
    /// presentation that just ended covers it (a `.fullScreen` one).
    func standInTellCoveredIfFullScreen() {
        guard standInIsCoveredByFullScreen else { return }
        loadedView?.standInTellSubviewsWindowChanged()
    }

    /// Tells the subviews of this presenter's view that they are back in the window, when the
    /// dismissal of `presented`, a `.fullScreen` controller, just began.
    func standInTellUncoveredIfFullScreen(by presented: UIViewController) {
        guard presented.modalPresentationStyle == .fullScreen, standInPresented === presented else { return }
        loadedView?.standInTellSubviewsWindowChanged()
    }

    /// Starts the coordinator of an animated presentation or dismissal between `presenter` and
    /// `presented`, which both return it as their `transitionCoordinator` until it ends.
    func standInStartModalTransition(
        between presenter: UIViewController,
        and presented: UIViewController,
        interactive: Bool = false
    ) -> StandInModalTransition {
        let coordinator = StandInTransitionCoordinator(interactive: interactive)
        presenter.standInModalTransition = coordinator
        presented.standInModalTransition = coordinator
        return StandInModalTransition(coordinator: coordinator, controllers: [presenter, presented])
    }

    /// Ends the presentation of this controller and of every controller above it; then the
    /// subviews of their views hear that they left the window, while `isBeingDismissed` is
    /// still `true`, which it stops being after.
    func standInLeaveModalChain() {
        var chain: [UIViewController] = []
        var next: UIViewController? = self
        while let controller = next {
            chain.append(controller)
            next = controller.standInPresented
        }
        for controller in chain.reversed() {
            if let presenter = controller.standInPresenting, presenter.standInPresented === controller {
                presenter.standInPresented = nil
            }
            controller.standInPresenting = nil
            controller.standInPresentationWindow = nil
        }
        for controller in chain { controller.loadedView?.standInTellSubviewsWindowChanged() }
        standInBeingDismissed = false
    }
}

/// A running animated presentation or dismissal: its coordinator, and the controllers that
/// return it as their `transitionCoordinator`.
@MainActor
struct StandInModalTransition {
    let coordinator: StandInTransitionCoordinator
    let controllers: [UIViewController]

    /// Ends the transition: the controllers have no coordinator any more, and its completion
    /// blocks run.
    func standInEnd() {
        for controller in controllers where controller.standInModalTransition === coordinator {
            controller.standInModalTransition = nil
        }
        coordinator.complete()
    }
}
