/// A registration of an observer; observation lasts as long as this token.
///
/// Every ``RootContainer`` hands one out from ``RootContainer/observeUserNavigation(_:)``, and
/// a navigator from its `observeChanges(_:)`. Keep the token for as long as you want to hear of
/// events: observation stops when you call ``cancel()`` or when the token is freed, whichever
/// comes first. Nothing but the token holds the handler, so a handler may capture the window
/// without making a cycle.
///
/// An optimized build may free a local as soon as it is no longer used, so keep the token in a
/// stored property, or call ``cancel()`` when you are done with it, which also keeps it alive
/// until then:
///
/// <!-- sample NavigationObservation/NavigationObservation -->
/// ```swift
/// var events: [UserNavigationEvent] = []
/// let observation = window.observeUserNavigation { events.append($0) }
/// // … the user swipes back …
/// observation.cancel()
/// ```
@MainActor
public final class NavigationObservation {
    // The handler, in a box of its event type: the one token type serves every kind of event.
    private var box: AnyObject?

    init<Event>(_ handler: @escaping @MainActor (Event) -> Void) {
        box = HandlerBox(handler)
    }

    /// Whether the observer still hears of events (`false` once ``cancel()`` was called).
    public var isActive: Bool { box != nil }

    /// Stops the observation; the observer hears of no event after this.
    public func cancel() {
        box = nil
    }

    /// The observer's handler of `Event`s, while the observation is active.
    func activeHandler<Event>(of _: Event.Type) -> (@MainActor (Event) -> Void)? {
        (box as? HandlerBox<Event>)?.handler
    }
}

@MainActor
private final class HandlerBox<Event> {
    let handler: @MainActor (Event) -> Void
    init(_ handler: @escaping @MainActor (Event) -> Void) { self.handler = handler }
}

/// The observers of one kind of event, each held through its token: adding returns the token,
/// reporting tells every active observer in the order they were added. Freeing a token ends its
/// observation.
@MainActor
package final class ObserverList<Event> {
    private var entries: [WeakObservation] = []

    /// An empty list.
    package init() {}

    /// Registers `handler` and returns the token that keeps it registered.
    package func add(_ handler: @escaping @MainActor (Event) -> Void) -> NavigationObservation {
        let observation = NavigationObservation(handler)
        entries.removeAll { $0.observation?.isActive != true }
        entries.append(WeakObservation(observation: observation))
        return observation
    }

    /// Whether any observation is still active.
    package var isEmpty: Bool {
        entries.isEmpty || !entries.contains { $0.observation?.isActive == true }
    }

    /// Tells every active observer of `event`, in the order they were added.
    package func report(_ event: Event) {
        for handler in entries.compactMap({ $0.observation?.activeHandler(of: Event.self) }) {
            handler(event)
        }
    }
}

/// A token as an observer list holds it: weakly, so that freeing the token ends its observation.
// Outside `ObserverList`, so that it is not generic: reading the list then looks up no type
// metadata at run time (the list is used from other modules, unspecialised).
@MainActor
private struct WeakObservation {
    weak var observation: NavigationObservation?
}
