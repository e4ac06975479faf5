public import WireframePresentation

// A screen's flow context: the one it has, the one it reaches, and handing it on.
extension Screen {
    /// The context of the flow this screen is in: its own (``ownFlowContext``) or, when it has
    /// none, the nearest one up its chain — the containers it is in, from the nearest (its stack,
    /// then a split view or container of the app's own holding that stack, then its tabs:
    /// `parentScreen`), then the screen presenting it, and on up from there; `nil` when no screen
    /// of the chain has one.
    ///
    /// <!-- sample Screen+FlowContext/flowContext -->
    /// ```swift
    /// let draft = FlowContext()
    /// try draft.attach(to: composeStack)
    /// let reached = recipients.flowContext  // draft: recipients is on composeStack
    /// ```
    ///
    /// A presented screen reaches the screen its backend reports as presenting it: UIKit reports
    /// the outermost container of the screen that presented it, the headless backend that
    /// screen itself. To carry a flow into a presented screen, hand its context on
    /// (``handFlowContext(to:as:)``) or attach it to the presented screen or its stack.
    ///
    /// Works for any screen: a headless screen, a `UIViewController` through WireframeUIKit, or
    /// a type of your own; the context is kept in the screen's `screenAttachments`.
    public var flowContext: FlowContext? { nearestFlowContext() }

    /// The context attached to this screen itself, with ``FlowContext/attach(to:)``; `nil` when
    /// it has none of its own (it may still reach one up its chain: see ``flowContext``).
    public var ownFlowContext: FlowContext? { screenAttachments[FlowContextAttachment.self]?.context }

    /// Removes this screen's own context and returns it; the screen then reaches the context
    /// up its chain again, if any. Use it before attaching another context to the screen.
    ///
    /// <!-- sample Screen+FlowContext/detachFlowContext -->
    /// ```swift
    /// welcome.detachFlowContext()
    /// try FlowContext().attach(to: welcome)  // a new flow for this screen
    /// ```
    @discardableResult
    public func detachFlowContext() -> FlowContext? {
        let own = ownFlowContext
        screenAttachments[FlowContextAttachment.self] = nil
        return own
    }

    /// Hands this screen's flow on to `next`: attaches to it the context `handover` chooses
    /// from this screen's ``flowContext`` (by default that context itself) and returns it.
    ///
    /// This is the one call between two screens of a flow, before the next one is shown:
    ///
    /// <!-- sample Screen+FlowContext/handFlowContext -->
    /// ```swift
    /// let address = HeadlessScreen("address")
    /// try cart.handFlowContext(to: address)
    /// try await checkoutStack.push(address, animated: true)
    /// ```
    ///
    /// With ``FlowContextHandover/shared`` (the default) and ``FlowContextHandover/branch``,
    /// a screen in no flow hands on a new context.
    ///
    /// - Throws: ``FlowContextError`` with ``FlowContextError/Code/alreadyAttached`` when
    ///   `next` has another context of its own; nothing is attached then.
    @discardableResult
    public func handFlowContext(
        to next: any Screen,
        as handover: FlowContextHandover = .shared
    ) throws(FlowContextError) -> FlowContext {
        let context = handover.resolve(continuing: flowContext)
        try context.attach(to: next)
        return context
    }
}
