public import WireframePresentation

/// The key under which a context keeps its flow; looked up the chain of parents like any key.
enum ScreenFlowKey: RequiredFlowContextKey {
    typealias Value = any ScreenFlow
}

// A context's flow, and a screen asking it for the next step.
extension FlowContext {
    /// Creates an empty context with no parent, whose screens' next steps `flow` decides.
    ///
    /// <!-- sample FlowContext+Flow/init -->
    /// ```swift
    /// let onboarding = FlowContext(flow: OnboardingFlow(wireframe: wireframe))
    /// ```
    public convenience init(flow: any ScreenFlow) {
        self.init()
        self.flow = flow
    }

    /// The flow that decides what comes after each screen of this context: this context's own,
    /// or its nearest parent's; `nil` when none has one. Setting it sets this context's own,
    /// so that a branch can run a sub-flow of its own.
    public var flow: (any ScreenFlow)? {
        get { self[ScreenFlowKey.self] }
        set { self[ScreenFlowKey.self] = newValue }
    }
}

extension Screen {
    /// Tells the flow this screen is in that the screen has done its part: the
    /// ``FlowContext/flow`` of the screen's ``flowContext`` decides what comes next and shows it.
    ///
    /// <!-- sample FlowContext+Flow/requestNextStep -->
    /// ```swift
    /// try await welcome.requestNextStep()
    /// ```
    ///
    /// - Throws: ``FlowContextError`` with ``FlowContextError/Code/noFlow`` when the screen
    ///   reaches no context, or its context (and the parents of that context) have no flow;
    ///   else what the flow throws.
    public func requestNextStep() async throws {
        let name = String(reflecting: screenIdentifier)
        guard let context = flowContext else {
            throw FlowContextError(
                .noFlow,
                "screen \(name) asked for its next step, but neither it nor a screen up its chain has a flow context"
            )
        }
        guard let flow = context.flow else {
            throw FlowContextError(
                .noFlow,
                "screen \(name) asked for its next step, but its flow context has no flow (set FlowContext.flow)"
            )
        }
        try await flow.screenDidRequestNextStep(self, in: context)
    }
}
