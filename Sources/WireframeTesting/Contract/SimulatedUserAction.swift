public import WireframePresentation

/// What the user does that the app did not ask for, as the contract asks a backend to simulate it
/// with ``BackendUnderTest/simulate(_:)``.
///
/// Each is reported to the window's observers as the `UserNavigationEvent` of the same kind.
@MainActor
public enum SimulatedUserAction {
    /// The back button or the edge swipe of `stack`: its top screen is popped
    /// (`UserNavigationEvent.Kind.wentBack`).
    case backSwipe(any StackContainer)
    /// A tap on the tab at `index` of `tabs`, which is not the selected one
    /// (`UserNavigationEvent.Kind.selectedTab`).
    case tabTap(any TabContainer, index: Int)
    /// A swipe down of `screen`, which is presented modally
    /// (`UserNavigationEvent.Kind.dismissedModal`).
    case swipeDown(any Screen)

    /// `back swipe of "main"`, `tap on tab 1 of "root"`, `swipe down of "compose"`.
    public var summary: String {
        switch self {
        case .backSwipe(let stack): "back swipe of \"\(stack.screenIdentifier)\""
        case .tabTap(let tabs, let index): "tap on tab \(index) of \"\(tabs.screenIdentifier)\""
        case .swipeDown(let screen): "swipe down of \"\(screen.screenIdentifier)\""
        }
    }
}
