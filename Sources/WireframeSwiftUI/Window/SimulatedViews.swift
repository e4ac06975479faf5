/// Stands for the SwiftUI views of a window where there is no SwiftUI (Linux, tests, the
/// demo): it records every update the window publishes and says when each is on screen, at once
/// or when the test says.
///
/// With no views attached a window publishes each change at once; with views it publishes the
/// steps of its plan, each once the one before is on screen. A test attaches simulated views to
/// see the plan SwiftUI would get:
///
/// <!-- sample SimulatedViews/SimulatedViews -->
/// ```swift
/// let views = SimulatedViews(showing: window)
/// try await wireframe.route(to: "myapp://inbox/messages/3")
/// await window.waitUntilShown()
/// #expect(views.updates.count == 1)
/// ```
///
/// With ``Pace-swift.enum/manual`` the window waits for ``showPendingUpdate()`` between two updates, as it
/// waits for SwiftUI to finish a transition. The window holds the views weakly: keep them for as
/// long as they show it, or call ``detach()``.
@MainActor
public final class SimulatedViews {
    /// When the simulated views say an update is on screen.
    public enum Pace: Sendable {
        /// As soon as they get it.
        case immediate
        /// When the test calls ``SimulatedViews/showPendingUpdate()``.
        case manual
    }

    /// Every update the views got, in order.
    public private(set) var updates: [ViewUpdate] = []
    /// The update the views got and have not said is on screen (``Pace-swift.enum/manual`` only).
    public private(set) var pendingUpdate: ViewUpdate?

    private let attachment: AttachedViews
    private let pace: Pace

    /// Simulated views showing `window`, from now on.
    public init(showing window: SwiftUIWindow, pace: Pace = .immediate) {
        self.pace = pace
        attachment = AttachedViews(showing: window)
        attachment.onUpdate = { [weak self] update in self?.receive(update) }
    }

    /// The update's changes, one line each, for every update so far: what a test compares.
    public var changes: [[String]] { updates.map(\.changes) }

    /// Forgets the updates got so far, keeping their storage: for a long run (a soak test, a
    /// benchmark) that reads only the updates after a point. The next update keeps its number.
    public func forgetUpdates() {
        updates.removeAll(keepingCapacity: true)
    }

    /// Says the pending update is on screen, so the window publishes the next one.
    public func showPendingUpdate() {
        guard let update = pendingUpdate else { return }
        pendingUpdate = nil
        attachment.acknowledge(update)
    }

    /// The views no longer show the window: it publishes each change at once again.
    public func detach() {
        attachment.detach()
    }

    private func receive(_ update: ViewUpdate) {
        updates.append(update)
        switch pace {
        case .immediate: attachment.acknowledge(update)
        case .manual: pendingUpdate = update
        }
    }
}
