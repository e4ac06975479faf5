public import WireframePipeline
public import WireframePresentation

// Where an app's first modules go: a window's root, a tab. Once the wireframe runs requests
// these take their turn in its queue; before that (at launch) they run at once, and attaching a
// window also attaches the wireframe to it, so that links held at cold start run after the root
// module is in place.
extension Module {
    /// Makes this module's view the root of `window` — in a new stack when `inStack` — and
    /// `wireframe` the one its router navigates through; then attaches `wireframe` to `window`
    /// if it is not attached to it yet, which runs the requests it held.
    ///
    /// ```swift
    /// try await InboxBuilder.build().attach(to: window, inStack: true, wireframe: wireframe)
    /// ```
    ///
    /// - Throws: ``ModuleError`` with code ``ModuleError/Code/alreadyAttached`` when the view is
    ///   already in a hierarchy, ``ModuleError/Code/noContainerFactory`` when `inStack` and the
    ///   wireframe has no factory, ``ModuleError/Code/presentationFailed`` or
    ///   ``ModuleError/Code/navigationFailed``. The window is unchanged then.
    public func attach(
        to window: any RootContainer,
        inStack: Bool = false,
        animated: Bool = false,
        wireframe: Wireframe
    ) async throws(ModuleError) {
        let action = "attach to a window" + (inStack ? " in a new stack" : "")
        try await place(action, wireframe: wireframe) { () throws(ModuleError) in
            let screen = try screen(inStack: inStack, containerFactory: wireframe.containerFactory, by: name, action)
            try await show(through: wireframe) { () throws(ModuleError) in
                try await RouterLinks.transition(module: name, action) {
                    try await window.setRoot(screen, animated: animated)
                }
            }
        }
        if wireframe.root !== window { wireframe.attach(root: window) }
    }

    /// Adds this module as the last tab of `tabs` — in a new stack when `inStack` — with
    /// `wireframe` the one its router navigates through. The first tab becomes selected, as
    /// `TabContainer.setTabs(_:animated:)` does.
    ///
    /// ```swift
    /// let tabs = HeadlessTabs()
    /// try await InboxBuilder.build().attach(asTabOf: tabs, wireframe: wireframe)
    /// try await SettingsBuilder.build().attach(asTabOf: tabs, wireframe: wireframe)
    /// ```
    ///
    /// - Throws: ``ModuleError`` as ``attach(to:inStack:animated:wireframe:)`` does; the tabs
    ///   are unchanged then.
    public func attach(
        asTabOf tabs: any TabContainer,
        inStack: Bool = true,
        animated: Bool = false,
        wireframe: Wireframe
    ) async throws(ModuleError) {
        let action = "attach as a tab" + (inStack ? " in a new stack" : "")
        try await place(action, wireframe: wireframe) { () throws(ModuleError) in
            let screen = try screen(inStack: inStack, containerFactory: wireframe.containerFactory, by: name, action)
            try await show(through: wireframe) { () throws(ModuleError) in
                try await RouterLinks.transition(module: name, action) {
                    try await tabs.setTabs(tabs.tabs + [screen], animated: animated)
                }
            }
        }
    }

    /// Runs `body` in the wireframe's turn once it runs requests, or at once before that.
    private func place(
        _ action: String,
        wireframe: Wireframe,
        _ body: @escaping @MainActor () async throws(ModuleError) -> Void
    ) async throws(ModuleError) {
        guard wireframe.isAttached else {
            try await body()
            return
        }
        do {
            try await wireframe.inTurn(named: "module \"\(name)\": \(action)") { _ in try await body() }
        } catch {
            throw .failed(error, module: name, action)
        }
    }
}
