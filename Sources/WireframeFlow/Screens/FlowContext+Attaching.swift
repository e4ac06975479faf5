public import WireframePresentation

// Attaching a context to a screen.
extension FlowContext {
    /// Attaches this context to `screen`: the screen keeps it alive from now on, and the screen
    /// and the screens up its chain of which it is the nearest with a context reach it as their
    /// `Screen.flowContext`. The context never keeps the screen alive.
    ///
    /// <!-- sample FlowContext+Attaching/attach -->
    /// ```swift
    /// let checkout = FlowContext()
    /// try checkout.attach(to: cart)
    /// ```
    ///
    /// Attaching a context to the screen it is already attached to does nothing. Several screens
    /// may hold the same context; it is freed with the last of them (and whatever else holds it).
    ///
    /// - Throws: ``FlowContextError`` with ``FlowContextError/Code/alreadyAttached`` when the
    ///   screen has another context of its own: taking it away silently would cut the screen
    ///   off from the flow it is in. Call `Screen.detachFlowContext()`
    ///   first to move it to another flow. Nothing is attached then.
    @MainActor
    public func attach(to screen: any Screen) throws(FlowContextError) {
        if let own = screen.ownFlowContext {
            if own === self { return }
            throw FlowContextError(
                .alreadyAttached,
                "screen \(String(reflecting: screen.screenIdentifier)) already has a flow context of its own; "
                    + "detach it first (detachFlowContext()) to attach another"
            )
        }
        screen.screenAttachments[FlowContextAttachment.self] = AttachedFlowContext(self)
    }
}
