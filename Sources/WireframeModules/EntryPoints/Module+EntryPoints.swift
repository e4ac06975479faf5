public import WireframeNavigation
public import WireframePresentation

// Where an app's first modules go: a window's root, a tab, the root of a new stack the app places
// itself. The first two are one turn of the wireframe's navigator each: once the wireframe runs
// requests, behind the requests asked before; before that (at launch) at once, ahead of them.
// Attaching a window also attaches the wireframe to it, so that links held at cold start run
// after the root module is in place. A new stack changes nothing on screen, so it takes no turn.
extension Module {
    /// Makes this module's view the root of `window` — in a new stack when `inStack` — and
    /// `wireframe` the one its router navigates through; then attaches `wireframe` to `window`
    /// if it is not attached to it yet, which runs the requests it held.
    ///
    /// <!-- sample Module+EntryPoints/attach -->
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
        wireframe: any URLRouting
    ) async throws(ModuleError) {
        let action = "attach to a window" + (inStack ? " in a new stack" : "")
        try await place(action, inStack: inStack, wireframe: wireframe) { screen in
            .setRoot(screen, of: window, animated: animated)
        }
        if wireframe.navigator.root !== window { wireframe.navigator.attach(root: window) }
    }

    /// Adds this module as the last tab of `tabs` — in a new stack when `inStack` — with
    /// `wireframe` the one its router navigates through. The first tab becomes selected, as
    /// `TabContainer.setTabs(_:animated:)` does.
    ///
    /// <!-- sample Module+EntryPoints/attach-2 -->
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
        wireframe: any URLRouting
    ) async throws(ModuleError) {
        let action = "attach as a tab" + (inStack ? " in a new stack" : "")
        try await place(action, inStack: inStack, wireframe: wireframe) { screen in
            .setTabs(tabs.tabs + [screen], of: tabs, animated: animated)
        }
    }

    /// Makes this module's view the root of a new stack, from `wireframe`'s container factory,
    /// with `wireframe` the one its router navigates through, and returns the stack for the app
    /// to put where it goes — a tab, a column of a split view, a window's root: ViperBase's
    /// `attachToNavigationController()`.
    ///
    /// <!-- sample Module+EntryPoints/attachToNewStack -->
    /// ```swift
    /// let tabs = HeadlessTabs()
    /// try await tabs.setTabs(
    ///     [
    ///         InboxBuilder.build().attachToNewStack(wireframe: wireframe),
    ///         SettingsBuilder.build().attachToNewStack(wireframe: wireframe),
    ///     ],
    ///     animated: false
    /// )
    /// ```
    ///
    /// Nothing on screen changes, so this takes no turn and needs no `await`: the stack is in no
    /// hierarchy until the app puts it in one. The module's router navigates once `wireframe` is
    /// attached to the window the stack is shown in (`attach(to:inStack:animated:wireframe:)`
    /// does that for a root module; a window whose root the app set itself needs
    /// `wireframe.attach(root:)`); until then its navigations wait, as links held at cold start
    /// do. With `UIKitContainerFactory`, the stack is a `UINavigationController`.
    ///
    /// - Throws: ``ModuleError`` with code ``ModuleError/Code/noContainerFactory`` when the
    ///   wireframe has no container factory, ``ModuleError/Code/alreadyAttached`` when the view
    ///   is already in a hierarchy, or ``ModuleError/Code/presentationFailed``; no stack is made
    ///   then.
    public func attachToNewStack(wireframe: any URLRouting) throws(ModuleError) -> any StackContainer {
        let stack = try Destination(self).newStack(
            containerFactory: wireframe.containerFactory,
            by: name,
            "attach to a new stack"
        )
        routerLinks.wireframe = wireframe
        return stack
    }

    /// Shows this module's view — in a new stack when `inStack` — with the step `placing`
    /// makes of it, in a turn of the wireframe's navigator (once it runs requests, behind those
    /// asked before; before that, at once), with `wireframe` the one its router navigates
    /// through.
    private func place(
        _ action: String,
        inStack: Bool,
        wireframe: any URLRouting,
        _ placing: @escaping @MainActor (any Screen) -> NavigationStep
    ) async throws(ModuleError) {
        let name = name
        let translate: (NavigationError) -> ModuleError = { .failed($0, module: name, action) }
        try await wireframe.navigator.perform(
            .module(name, action),
            source: .moduleRouter,
            requiresRoot: false,
            beforeRoot: true,
            translating: translate
        ) { turn throws(ModuleError) in
            try await Destination(self).show(
                inStack: inStack,
                through: wireframe,
                in: turn,
                by: name,
                action,
                placing: placing
            )
        }
    }
}
