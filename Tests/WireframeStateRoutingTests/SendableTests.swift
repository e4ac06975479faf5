import Testing
import WireframeKit
import WireframeTestSupport

/// Compile-time checks that the values of state-driven navigation, which apps keep in stores that
/// may live off the main actor and send between tasks, are `Sendable`.
@Suite("State routing: Sendable values")
struct SendableTests {
    func requireSendable<Value: Sendable>(_: Value.Type) {}

    @Test("the state, its segments and data, actions, steps, links and errors are Sendable")
    func sendable() {
        requireSendable(NavigationState.self)
        requireSendable(PathSegment.self)
        requireSendable(SegmentData.self)
        requireSendable(SegmentKind<MessageRef>.self)
        requireSendable(PathChange.self)
        requireSendable(PathStep.self)
        requireSendable(StateRoutingError.self)
        requireSendable(StateRouter.RestorationOutcome.self)
        requireSendable(SegmentScreens.Presentation.self)
    }
}
