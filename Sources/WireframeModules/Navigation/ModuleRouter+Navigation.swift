import WireframeNavigation
public import WireframePresentation

// What a router can do: show other modules or plain screens, close what its module showed,
// route a URL. Each takes its turn in the wireframe's queue and returns once its transition has
// completed; each failure is a `ModuleError` naming the module, and leaves the hierarchy as it
// was.
extension ModuleRouter {
    /// The module's view, which the router navigates from; `nil` once it has been freed.
    public var view: (any Screen)? { links.view }

    /// Presents `module` modally over this module's view; with `inStack`, inside a new stack
    /// (from the wireframe's container factory) so that it can push modules of its own.
    ///
    /// <!-- sample ModuleRouter+Navigation/present -->
    /// ```swift
    /// try await present(ComposeBuilder.build(input: recipient), inStack: true)
    /// ```
    ///
    /// - Throws: ``ModuleError`` with code ``ModuleError/Code/alreadyPresenting`` when this
    ///   module already presents a screen (a presentation is still on screen, or was asked
    ///   before this one), ``ModuleError/Code/alreadyAttached`` when `module` is already shown,
    ///   ``ModuleError/Code/noContainerFactory``, ``ModuleError/Code/viewGone``,
    ///   ``ModuleError/Code/noWireframe``, or ``ModuleError/Code/presentationFailed``.
    public func present<View, Presenter>(
        _ module: Module<View, Presenter>,
        inStack: Bool = false,
        animated: Bool = true
    ) async throws(ModuleError) {
        try await links.present(Destination(module), inStack: inStack, animated: animated)
    }

    /// Pushes `module` onto the stack this module's view is on.
    ///
    /// - Throws: ``ModuleError`` with code ``ModuleError/Code/noStack`` when the view is on no
    ///   stack, ``ModuleError/Code/alreadyAttached`` when `module` is already shown,
    ///   ``ModuleError/Code/viewGone``, ``ModuleError/Code/noWireframe``, or
    ///   ``ModuleError/Code/presentationFailed``.
    public func push<View, Presenter>(
        _ module: Module<View, Presenter>,
        animated: Bool = true
    ) async throws(ModuleError) {
        try await links.push(Destination(module), animated: animated)
    }

    /// Presents `screen` — a screen of the app's own, not a module — modally over this module's
    /// view, as ``present(_:inStack:animated:)`` presents a module: in a new stack when
    /// `inStack`, with the same checks and errors.
    ///
    /// <!-- sample ModuleRouter+Navigation/present-2 -->
    /// ```swift
    /// try await present(screen: HeadlessScreen("privacy-policy"), inStack: true)
    /// ```
    ///
    /// The screen has no router of its own: ``closeFlow(animated:)`` from this module dismisses
    /// it. A module's view given here is shown as its module (its router navigates through this
    /// router's wireframe), but present the module itself when you have it.
    ///
    /// - Throws: ``ModuleError`` naming this module, as ``present(_:inStack:animated:)`` does:
    ///   ``ModuleError/Code/alreadyAttached`` when `screen` is already in the hierarchy.
    public func present(
        screen: any Screen,
        inStack: Bool = false,
        animated: Bool = true
    ) async throws(ModuleError) {
        try await links.present(Destination(screen: screen), inStack: inStack, animated: animated)
    }

    /// Pushes `screen` — a screen of the app's own, not a module — onto the stack this module's
    /// view is on, as ``push(_:animated:)`` pushes a module, with the same checks and errors.
    ///
    /// <!-- sample ModuleRouter+Navigation/push -->
    /// ```swift
    /// try await push(screen: HeadlessScreen("terms"))
    /// ```
    ///
    /// ``closeFlow(animated:)`` from this module pops it.
    ///
    /// - Throws: ``ModuleError`` naming this module, as ``push(_:animated:)`` does:
    ///   ``ModuleError/Code/noStack`` when the view is on no stack,
    ///   ``ModuleError/Code/alreadyAttached`` when `screen` is already in the hierarchy.
    public func push(screen: any Screen, animated: Bool = true) async throws(ModuleError) {
        try await links.push(Destination(screen: screen), animated: animated)
    }

    /// Dismisses the modal this module is, or is inside (a presented stack), with everything it
    /// presents in turn.
    ///
    /// - Throws: ``ModuleError`` with code ``ModuleError/Code/notPresented`` when the module is
    ///   not presented, ``ModuleError/Code/viewGone``, ``ModuleError/Code/noWireframe``, or
    ///   ``ModuleError/Code/presentationFailed``.
    public func dismiss(animated: Bool = true) async throws(ModuleError) {
        try await links.dismiss(animated: animated)
    }

    /// Pops this module off its stack, with every screen above it.
    ///
    /// - Throws: ``ModuleError`` with code ``ModuleError/Code/noStack`` when the view is not on
    ///   a stack, ``ModuleError/Code/stackRoot`` when it is the stack's root,
    ///   ``ModuleError/Code/viewGone``, ``ModuleError/Code/noWireframe``, or
    ///   ``ModuleError/Code/presentationFailed``.
    public func pop(animated: Bool = true) async throws(ModuleError) {
        try await links.pop(animated: animated)
    }

    /// Closes the whole flow this module started: dismisses what it, or a screen pushed above
    /// it, presents (with everything presented in turn), then pops the screens above it. This
    /// module's view is then on top again. Does nothing when the module started nothing.
    ///
    /// - Throws: ``ModuleError`` with code ``ModuleError/Code/viewGone``,
    ///   ``ModuleError/Code/noWireframe``, or ``ModuleError/Code/presentationFailed``.
    public func closeFlow(animated: Bool = true) async throws(ModuleError) {
        try await links.closeFlow(animated: animated)
    }
}
