/// A change of the screen hierarchy made by the user, not by the app: a back swipe, a tap on a
/// tab, a modal swiped down.
///
/// The app did not ask for these, so whoever keeps navigation state must hear of them. A window
/// reports them to the observers registered with ``RootContainer/observeUserNavigation(_:)``,
/// after the hierarchy has changed.
@MainActor
public struct UserNavigationEvent {
    /// What the user did.
    public enum Kind {
        /// The user went back (back button or edge swipe): `popped` left `stack`, top first.
        case wentBack(stack: any StackContainer, popped: [any Screen])
        /// The user tapped the tab at `index` of `tabs`.
        case selectedTab(tabs: any TabContainer, index: Int)
        /// The user swiped down `screen`, which `presentingScreen` presented.
        case dismissedModal(presentingScreen: any Screen, screen: any Screen)
    }

    /// What the user did.
    public let kind: Kind

    /// Creates an event.
    public init(_ kind: Kind) { self.kind = kind }
}
