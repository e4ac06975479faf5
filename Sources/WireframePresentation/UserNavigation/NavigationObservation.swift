/// A registration of an observer of user navigation; observation lasts as long as this token.
///
/// Every ``RootContainer`` hands one out from
/// ``RootContainer/observeUserNavigation(_:)``. Keep the token for as long as you want to hear of
/// events: observation stops when you call ``cancel()`` or when the token is freed, whichever
/// comes first. Nothing but the token holds the handler, so a handler may capture the window
/// without making a cycle.
///
/// An optimized build may free a local as soon as it is no longer used, so keep the token in a
/// stored property, or call ``cancel()`` when you are done with it, which also keeps it alive
/// until then:
///
/// ```swift
/// var events: [UserNavigationEvent] = []
/// let observation = window.observeUserNavigation { events.append($0) }
/// // … the user swipes back …
/// observation.cancel()
/// ```
@MainActor
public final class NavigationObservation {
    private var handler: (@MainActor (UserNavigationEvent) -> Void)?

    init(_ handler: @escaping @MainActor (UserNavigationEvent) -> Void) {
        self.handler = handler
    }

    /// Whether the observer still hears of events (`false` once ``cancel()`` was called).
    public var isActive: Bool { handler != nil }

    /// Stops the observation; the observer hears of no event after this.
    public func cancel() {
        handler = nil
    }

    /// The observer's handler, while the observation is active.
    var activeHandler: (@MainActor (UserNavigationEvent) -> Void)? { handler }
}
