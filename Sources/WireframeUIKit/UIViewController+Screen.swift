#if WIREFRAME_UIKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
#if WIREFRAME_UIKIT_STANDIN
public import UIKitStandIn
#else
public import UIKit
#endif
public import WireframePresentation

/// Every view controller is a `Screen`: each member forwards to the UIKit member it is named
/// after.
///
/// Call the transitions through the protocol (`any Screen`), as the wireframe does: on a
/// `UIViewController` variable, `present(_:animated:)` with a view controller is UIKit's own
/// method.
extension UIViewController: Screen {
    /// The `restorationIdentifier` when it is set (in code or as the storyboard's
    /// "Restoration ID"), else the name of the controller's class, such as
    /// `"InboxViewController"`.
    ///
    /// Set `restorationIdentifier` to tell apart screens of the same class in logs, errors and
    /// hierarchy dumps, for example `"message:42"`.
    public var screenIdentifier: String {
        restorationIdentifier ?? String(describing: type(of: self))
    }

    /// The controller's identity and the data the library keeps for it, kept on the controller
    /// as an associated object: made the first time it is asked for, freed with the controller.
    public var screenAttachments: ScreenAttachments {
        associatedValue(of: self, .screenAttachments) { ScreenAttachments() }
    }

    /// The `navigationController`: the nearest ancestor that is a navigation controller.
    public var enclosingStack: (any StackContainer)? { navigationController }

    /// The `tabBarController`: the nearest ancestor that is a tab bar controller.
    public var enclosingTabs: (any TabContainer)? { tabBarController }

    /// The container this view controller is directly in: its `parent` (a navigation, tab bar
    /// or split view controller, or a container of the app's own).
    public var parentScreen: (any Screen)? { parent }

    /// The `presentedViewController`: presented by this controller or, as UIKit reports it,
    /// by one of its ancestors.
    public var presentedScreen: (any Screen)? { presentedViewController }

    /// The `presentingViewController`: presenting this controller or its nearest presented
    /// ancestor.
    public var presentingScreen: (any Screen)? { presentingViewController }

    /// Presents `screen` with `present(_:animated:completion:)` and returns when UIKit calls
    /// the completion, after the animation.
    ///
    /// Where UIKit would only log a warning and drop the presentation, so that the completion
    /// never runs, this throws instead; where UIKit would raise an exception, it throws too.
    ///
    /// - Throws: `PresentationError` with code `alreadyPresenting` when this controller (or
    ///   an ancestor) already presents one, `notInHierarchy` when its outermost container is
    ///   not in a window, `transitionInProgress` when a transition runs in this controller or
    ///   its outermost container (or UIKit did not start the presentation), `foreignScreen` when
    ///   `screen` is not a view controller, `alreadyInHierarchy` when it is already in a
    ///   container, presented or a window's root, and `missingAnchor` when it is a popover, or an
    ///   action sheet on a regular width, with neither `sourceView` nor `sourceItem` (UIKit raises
    ///   an exception on iPad).
    public func present(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
        if let current = presentedViewController {
            throw .alreadyPresenting(errorName, presents: current.errorName, new: screen.errorName)
        }
        let context = outermostAncestor
        if context.viewIfLoaded?.window == nil {
            throw .notInWindow(errorName, new: screen.errorName)
        }
        let presented = try UIViewController.of(screen)
        try presented.checkNotShown()
        try presented.checkAnchor(presentedFrom: context)
        try await performTransition(
            "presentation of \(presented.errorName)",
            bringingIn: [presented],
            idle: [self, context],
            on: context,
            madeIf: { presented.presentingViewController != nil },
            shows: { [context] },
            start: { completion in
                // UIKit asks for the presentation controller's delegate before presenting.
                presented.installPresentationForwarder()
                present(presented, animated: animated, completion: completion)
                presented.installDismissalObserver()
            }
        )
    }

    /// Dismisses the screen this controller presents, and those it presents in turn, with
    /// `dismiss(animated:completion:)`; returns when UIKit calls the completion.
    ///
    /// - Throws: `PresentationError` with code `nothingPresented` when this controller
    ///   presents nothing (UIKit would then dismiss this controller itself if it is presented),
    ///   and `transitionInProgress` when a transition runs in the presented controller (or UIKit
    ///   did not start the dismissal).
    public func dismissPresented(animated: Bool) async throws(PresentationError) {
        guard let presented = presentedViewController else { throw .nothingPresented(errorName) }
        try await performTransition(
            "dismissal of \(presented.errorName)",
            bringingIn: [],
            idle: [presented],
            madeIf: { presented.presentingViewController == nil || presented.transitionCoordinator != nil },
            shows: { [presented] },
            dropped: { presented.unmarkDismissalAsAsked() },
            start: { completion in
                presented.markDismissalAsAsked()
                dismiss(animated: animated, completion: completion)
            }
        )
    }
}
#endif
