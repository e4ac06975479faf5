// The sentences of every backend's errors, written once so that the headless backend and the
// UIKit adapter say the same thing the same way. Each backend keeps only how it names a screen
// (`screen "inbox"` in the headless backend, `"inbox"` in the UIKit adapter) and where it finds
// one in its hierarchy, and passes the names here already formatted.
extension PresentationError {
    /// `cannot put <stack> <placement>: <reason>`, where `placement` is for example
    /// `on stack "outer"`.
    package static func stackInsideStack(_ stack: String, _ placement: String, reason: String) -> Self {
        Self(.stackInsideStack, "cannot put \(stack) \(placement): \(reason)")
    }

    /// Where a screen that cannot be shown again already is.
    package enum Whereabouts {
        /// `held by <container>`.
        case heldBy(String)
        /// `a child of <container>`, in UIKit's words.
        case childOf(String)
        /// `presented by <presenter>`.
        case presentedBy(String)
        /// `the root of a window`.
        case rootOfAWindow
        /// `being brought in by a running transition`.
        case comingIn
    }

    /// `<screen> is already <whereabouts>`, such as `screen "inbox" is already held by stack "main"`.
    package static func alreadyInHierarchy(_ screen: String, _ whereabouts: Whereabouts) -> Self {
        let place =
            switch whereabouts {
            case .heldBy(let container): "held by \(container)"
            case .childOf(let container): "a child of \(container)"
            case .presentedBy(let presenter): "presented by \(presenter)"
            case .rootOfAWindow: "the root of a window"
            case .comingIn: "being brought in by a running transition"
            }
        return Self(.alreadyInHierarchy, "\(screen) is already \(place)")
    }

    /// `<screen> appears more than once in the list`.
    package static func listedTwice(_ screen: String) -> Self {
        Self(.alreadyInHierarchy, "\(screen) appears more than once in the list")
    }

    /// `<screen> holds <destination>, so it cannot be shown inside it`, or, when `destination`
    /// is `nil` (the screen itself), `<screen> cannot be shown inside itself`.
    package static func cycle(_ screen: String, into destination: String?) -> Self {
        let reason =
            destination.map { "holds \($0), so it cannot be shown inside it" } ?? "cannot be shown inside itself"
        return Self(.alreadyInHierarchy, "\(screen) \(reason)")
    }

    /// `<presenter> already presents <current>; cannot present <new>`.
    package static func alreadyPresenting(_ presenter: String, presents current: String, new: String) -> Self {
        Self(.alreadyPresenting, "\(presenter) already presents \(current); cannot present \(new)")
    }

    /// `<presenter> is not in a window, so it cannot present <new>`.
    package static func notInWindow(_ presenter: String, new: String) -> Self {
        Self(.notInHierarchy, "\(presenter) is not in a window, so it cannot present \(new)")
    }

    /// `<container> is still running a transition; wait for it to complete before starting another`.
    package static func transitionInProgress(_ container: String) -> Self {
        Self(
            .transitionInProgress,
            "\(container) is still running a transition; wait for it to complete before starting another"
        )
    }

    /// `<screen> is not on <stack>`.
    package static func notOnStack(_ screen: String, _ stack: String) -> Self {
        Self(.notOnStack, "\(screen) is not on \(stack)")
    }

    /// `<tabs> has <count> tabs; index <index> is out of range`.
    package static func tabOutOfRange(_ index: Int, _ tabs: String, count: Int) -> Self {
        Self(.tabOutOfRange, "\(tabs) has \(count) tab\(count == 1 ? "" : "s"); index \(index) is out of range")
    }

    /// `<screen> is presented as <kind> with nothing to point at; set <what>` (`kind`: "a popover",
    /// or "an action sheet on a regular width").
    package static func missingAnchor(_ screen: String, shownAs kind: String = "a popover", set what: String) -> Self {
        Self(.missingAnchor, "\(screen) is presented as \(kind) with nothing to point at; set \(what)")
    }

    /// `<presenter> presents nothing to dismiss`.
    package static func nothingPresented(_ presenter: String) -> Self {
        Self(.nothingPresented, "\(presenter) presents nothing to dismiss")
    }

    /// `<screen> is not presented modally; nothing to swipe down`.
    package static func notPresented(_ screen: String) -> Self {
        Self(.nothingPresented, "\(screen) is not presented modally; nothing to swipe down")
    }

    /// `<modal> is covered by <cover>; only the topmost modal can be swiped down`.
    package static func coveredModal(_ modal: String, by cover: String) -> Self {
        Self(.alreadyPresenting, "\(modal) is covered by \(cover); only the topmost modal can be swiped down")
    }

    /// `<container> needs at least one <what>`.
    package static func empty(_ container: String, needs what: String) -> Self {
        Self(.empty, "\(container) needs at least one \(what)")
    }

    /// `<stack> holds only its root screen <root>; there is nothing to go back to`.
    package static func nothingToPop(_ stack: String, root: String?) -> Self {
        Self(
            .nothingToPop,
            "\(stack) holds only its root screen\(root.map { " " + $0 } ?? ""); there is nothing to go back to"
        )
    }

    /// `<screen> is not <kind>; <containers> hold only <members>`, for example
    /// `"x" is not a UIViewController; UIKit containers hold only view controllers`.
    package static func foreignScreen(
        _ screen: String,
        isNot kind: String,
        _ containers: String,
        holdOnly members: String
    ) -> Self {
        Self(.foreignScreen, "\(screen) is not \(kind); \(containers) hold only \(members)")
    }
}
