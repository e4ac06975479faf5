#if WIREFRAME_SWIFTUI_STANDIN || canImport(SwiftUI)
#if WIREFRAME_SWIFTUI_STANDIN
import WireframeSwiftUI
#endif

/// How long a ``WindowView`` gives SwiftUI to finish an update before it tells the window the
/// update is on screen and the next one may come.
///
/// SwiftUI reports no end of a sheet's or a full-screen cover's transition before iOS 17, so
/// the wait is a time: long enough for the system's modal animation after a modal change, and
/// for a push after an animated one. Only the updates of a plan wait; a change that is one
/// update is shown at once.
///
/// <!-- sample UpdatePacing/UpdatePacing -->
/// ```swift
/// let pacing = UpdatePacing(afterModalChange: .milliseconds(500), afterOtherChange: .milliseconds(300))
/// let view = WindowView(window, pacing: pacing)
/// ```
public struct UpdatePacing: Sendable {
    /// After an update that presents or dismisses a modal.
    public var afterModalChange: Duration
    /// After an animated update that changes only stacks and tabs.
    public var afterOtherChange: Duration
    /// What the views wait for after an update instead of the time: in the views' tests, the
    /// simulated runtime's next frame.
    package var waitAfterUpdate: (@MainActor @Sendable () async -> Void)?

    /// A pacing of your own.
    public init(afterModalChange: Duration, afterOtherChange: Duration) {
        self.afterModalChange = afterModalChange
        self.afterOtherChange = afterOtherChange
    }

    /// A pacing that waits for `wait` after each update: the views' tests wait for a frame of
    /// the simulated runtime, not for a clock.
    package init(waitingFor wait: @escaping @MainActor @Sendable () async -> Void) {
        self.init(afterModalChange: .zero, afterOtherChange: .zero)
        waitAfterUpdate = wait
    }

    /// 0.6 s after a modal change (the system's sheet animation is about 0.5 s), 0.4 s after an
    /// animated push or pop.
    public static let standard = UpdatePacing(
        afterModalChange: .milliseconds(600),
        afterOtherChange: .milliseconds(400)
    )

    /// How long to wait after `update`.
    func delay(after update: ViewUpdate) -> Duration {
        if update.changesModals { return afterModalChange }
        return update.isAnimated ? afterOtherChange : .zero
    }
}
#endif
