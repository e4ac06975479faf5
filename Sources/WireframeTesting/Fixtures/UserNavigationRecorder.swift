public import WireframePresentation

/// Records what the user does in a window, as the window's observers hear it.
///
/// It keeps its observation as long as it lives, so a test needs no token of its own:
///
/// <!-- sample UserNavigationRecorder/UserNavigationRecorder -->
/// ```swift
/// let recorder = UserNavigationRecorder(window)
/// try await stack.simulateBackSwipe(animated: false)
/// #expect(recorder.summaries == [#"wentBack stack "main" popped [message]"#])
/// ```
@MainActor
public final class UserNavigationRecorder {
    /// The events heard so far, in the order the window reported them.
    public private(set) var events: [UserNavigationEvent] = []

    private var observation: NavigationObservation?

    /// Starts recording the user navigation of `window`.
    public init(_ window: any RootContainer) {
        observation = window.observeUserNavigation { [weak self] event in
            self?.events.append(event)
        }
    }

    /// One line per event heard, as `UserNavigationEvent.summary` gives it.
    public var summaries: [String] { events.map(\.summary) }

    /// Whether it still records (until ``stop()``).
    public var isRecording: Bool { observation?.isActive == true }

    /// Stops recording; the events heard so far stay.
    public func stop() {
        observation?.cancel()
    }
}
