import WireframePresentation

/// A registration of an observer of user navigation; observation lasts as long as this token.
///
/// Keep the token for as long as you want to hear of events. Observation stops when you call
/// ``cancel()`` or when the token is freed, whichever comes first. Nothing but the token holds
/// the handler, so a handler may capture the window without making a cycle.
///
/// An optimized build may free a local as soon as it is no longer used, so keep the token in a
/// stored property, or call ``cancel()`` when you are done with it, which also keeps it alive
/// until then:
///
/// ```swift
/// var events: [UserNavigationEvent] = []
/// let observation = window.observeUserNavigation { events.append($0) }
/// try await stack.simulateBackSwipe()
/// observation.cancel()
/// ```
@MainActor
public final class HeadlessObservation {
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

/// The observers of one window or screen. It holds the observation tokens weakly, so that
/// freeing a token ends its observation.
@MainActor
final class ObserverList {
    private struct Entry {
        weak var observation: HeadlessObservation?
    }

    private var entries: [Entry] = []

    /// Registers `handler` and returns the token that keeps it registered.
    func add(_ handler: @escaping @MainActor (UserNavigationEvent) -> Void) -> HeadlessObservation {
        let observation = HeadlessObservation(handler)
        entries.removeAll { $0.observation?.isActive != true }
        entries.append(Entry(observation: observation))
        return observation
    }

    /// The handlers of the observations still active, in the order they were registered.
    var activeHandlers: [@MainActor (UserNavigationEvent) -> Void] {
        entries.compactMap { $0.observation?.activeHandler }
    }
}
