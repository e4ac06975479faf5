public import WireframePresentation

/// A router's navigations for synchronous code — a button handler, a contract method without
/// `async`, as a ViperBase app has them: ``ModuleRouter/withoutWaiting``.
///
/// <!-- sample NavigationWithoutWaiting/NavigationWithoutWaiting -->
/// ```swift
/// func showFriend(id: Int) {
///     withoutWaiting.push(try ContactBuilder.build(input: id))
/// }
/// ```
///
/// Each method asks for the navigation the router's `async` method of the same name does, and
/// runs it through the same code; only the caller does not wait for it:
/// - it takes its place in the wireframe's queue at once, in the order asked: after the
///   navigations asked before it, before those asked after it, awaited or not (on Apple systems
///   before 26, which lack `Task.immediateDetached`, it is asked on the main actor's next turn
///   instead);
/// - it returns without waiting, though a navigation with nothing to wait for (no animation, no
///   turn ahead of it) may have run by then;
/// - its failure, a ``ModuleError`` naming the module as the `async` method's would, goes to the
///   wireframe's `onModuleError`, or when none is set is logged as a warning and kept in the
///   wireframe's `lastModuleError`. The hierarchy is unchanged then, as always.
///
/// A module that cannot be built (`try` in the argument) is a failure of the navigation that
/// asked for it, told to the same handler. A test waits for what it asked with the wireframe's
/// `waitForModuleNavigations()`.
@MainActor
public struct NavigationWithoutWaiting {
    /// The links of the router whose navigations these are.
    package let links: RouterLinks

    init(links: RouterLinks) {
        self.links = links
    }

    /// Presents a module as ``ModuleRouter/present(_:inStack:animated:)`` does, without waiting.
    ///
    /// - Parameters:
    ///   - module: the module, built when this is called; a build that throws is a failure of
    ///     this navigation.
    ///   - inStack: whether to present it in a new stack.
    ///   - animated: whether the presentation is animated.
    public func present<View, Presenter>(
        _ module: @autoclosure () throws(ModuleError) -> Module<View, Presenter>,
        inStack: Bool = false,
        animated: Bool = true
    ) {
        let destination = Result<Destination, ModuleError> { () throws(ModuleError) in Destination(try module()) }
        links.startWithoutWaiting { links throws(ModuleError) in
            try await links.present(destination.get(), inStack: inStack, animated: animated)
        }
    }

    /// Pushes a module as ``ModuleRouter/push(_:animated:)`` does, without waiting.
    ///
    /// - Parameters:
    ///   - module: the module, built when this is called; a build that throws is a failure of
    ///     this navigation.
    ///   - animated: whether the push is animated.
    public func push<View, Presenter>(
        _ module: @autoclosure () throws(ModuleError) -> Module<View, Presenter>,
        animated: Bool = true
    ) {
        let destination = Result<Destination, ModuleError> { () throws(ModuleError) in Destination(try module()) }
        links.startWithoutWaiting { links throws(ModuleError) in
            try await links.push(destination.get(), animated: animated)
        }
    }

    /// Presents a plain screen as ``ModuleRouter/present(screen:inStack:animated:)`` does,
    /// without waiting.
    public func present(screen: any Screen, inStack: Bool = false, animated: Bool = true) {
        let destination = Destination(screen: screen)
        links.startWithoutWaiting { links throws(ModuleError) in
            try await links.present(destination, inStack: inStack, animated: animated)
        }
    }

    /// Pushes a plain screen as ``ModuleRouter/push(screen:animated:)`` does, without waiting.
    public func push(screen: any Screen, animated: Bool = true) {
        let destination = Destination(screen: screen)
        links.startWithoutWaiting { links throws(ModuleError) in
            try await links.push(destination, animated: animated)
        }
    }

    /// Dismisses the modal this module is, or is inside, as ``ModuleRouter/dismiss(animated:)``
    /// does, without waiting.
    public func dismiss(animated: Bool = true) {
        links.startWithoutWaiting { links throws(ModuleError) in try await links.dismiss(animated: animated) }
    }

    /// Pops this module off its stack as ``ModuleRouter/pop(animated:)`` does, without waiting.
    public func pop(animated: Bool = true) {
        links.startWithoutWaiting { links throws(ModuleError) in try await links.pop(animated: animated) }
    }

    /// Closes the flow this module started as ``ModuleRouter/closeFlow(animated:)`` does, without
    /// waiting.
    public func closeFlow(animated: Bool = true) {
        links.startWithoutWaiting { links throws(ModuleError) in try await links.closeFlow(animated: animated) }
    }
}

extension ModuleRouter {
    /// This router's navigations for synchronous code: each asked at once, in the wireframe's
    /// order, without waiting for it; a failure goes to the wireframe's `onModuleError`. See
    /// ``NavigationWithoutWaiting``.
    ///
    /// <!-- sample NavigationWithoutWaiting/withoutWaiting -->
    /// ```swift
    /// func close() {
    ///     withoutWaiting.dismiss()
    /// }
    /// ```
    public var withoutWaiting: NavigationWithoutWaiting {
        NavigationWithoutWaiting(links: links)
    }
}
