public import WireframePresentation

/// The decisions between the screens of one flow: what comes after a screen, given what the
/// flow's context holds.
///
/// Instead of each screen knowing which screen comes next (and how to make and show it), the
/// screens of a flow only say that they are done, with
/// `Screen.requestNextStep()`, and the flow decides. A flow is set on
/// the flow's context (``FlowContext/flow``), so every screen that reaches the context reaches
/// its flow too, and a branch may set a flow of its own for a sub-flow.
///
/// <!-- sample ScreenFlow/ScreenFlow -->
/// ```swift
/// struct OnboardingFlow: ScreenFlow {
///     let wireframe: Wireframe
///
///     func screenDidRequestNextStep(_ screen: any Screen, in context: FlowContext) async throws {
///         let next = context[ShowIntro.self] ? "/intro" : "/home"
///         try await wireframe.route(to: next, flowContext: .context(context))
///     }
/// }
/// ```
///
/// A flow is kept by its context, which screens keep: it must not hold a screen strongly, or
/// the screen, its context and the flow keep one another alive.
@MainActor
public protocol ScreenFlow: Sendable {
    /// `screen` has done its part of the flow whose context is `context` (the screen's
    /// `Screen.flowContext`): decide what comes next and show it.
    ///
    /// Errors thrown here reach the caller of `Screen.requestNextStep()`.
    func screenDidRequestNextStep(_ screen: any Screen, in context: FlowContext) async throws
}
