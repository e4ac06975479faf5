public import WireframeNavigation

// What an app sets, and a test reads, of the module navigations nobody awaits (a router's
// `withoutWaiting`): where their failures go, the last one, and a way to wait for them.
extension URLRouting {
    /// Told of the failure of every module navigation asked through this wireframe without
    /// waiting (a router's `withoutWaiting`), since no caller is there to catch it: set it once,
    /// where the app makes its wireframe.
    ///
    /// <!-- sample URLRouting+UnawaitedNavigations/onModuleError -->
    /// ```swift
    /// wireframe.onModuleError = { error in
    ///     print(error.message)  // module "Contact": cannot push "Contact": its view "ContactView" is on no stack
    /// }
    /// ```
    ///
    /// The failures of navigations that are awaited are thrown to their caller, and never told
    /// here. With no handler, a failure is logged as a warning through the wireframe's `logger`
    /// (the one message of the module layer above debug level, since no one else hears of it) and
    /// kept in `lastModuleError`. A router with no wireframe (its module was not shown through
    /// the library) has no handler to tell: its failure is logged as a warning under the label
    /// `WireframeKit.Modules`.
    public var onModuleError: (@MainActor (ModuleError) -> Void)? {
        get { UnawaitedNavigations.existing(for: self)?.handler }
        set { UnawaitedNavigations.of(self).handler = newValue }
    }

    /// The last failure of a module navigation asked through this wireframe without waiting,
    /// whether `onModuleError` was told of it or not; `nil` until one fails.
    public var lastModuleError: ModuleError? {
        UnawaitedNavigations.existing(for: self)?.lastError
    }

    /// Waits until every module navigation asked through this wireframe without waiting has
    /// run, including those asked while it waits: for a test, after it taps a button.
    ///
    /// <!-- sample URLRouting+UnawaitedNavigations/waitForModuleNavigations -->
    /// ```swift
    /// contact.friendTapped(id: 2)
    /// await wireframe.waitForModuleNavigations()
    /// ```
    ///
    /// Navigations that are awaited are not waited for: their callers wait. One that waits for
    /// a root (the wireframe not attached to a window yet) is waited for until it runs.
    public func waitForModuleNavigations() async {
        await UnawaitedNavigations.existing(for: self)?.waitUntilIdle()
    }
}
