// The Profile module's five contracts: each part of the module knows the others only
// through these.

/// What the presenter asks of the view.
@MainActor
protocol ProfileViewContract: AnyObject {
    /// Shows the title the presenter made of the interactor's data.
    func show(title: String)
}

/// What the view tells the presenter.
@MainActor
protocol ProfileViewOutput: AnyObject {
    /// The view has loaded: the presenter asks the interactor for the data to show.
    func viewDidLoad()
}

/// What the presenter asks of the interactor.
@MainActor
protocol ProfileInteractorContract: AnyObject {
    /// Loads the module's data; the answer comes through the interactor output.
    func load()
}

/// What the interactor tells the presenter.
@MainActor
protocol ProfileInteractorOutput: AnyObject {
    /// The interactor has loaded the module's data.
    func didLoad(title: String)
}

/// Where the presenter asks the router to go.
@MainActor
protocol ProfileRouterContract: AnyObject {
    // The places the module goes: each an `async throws(ModuleError)` method that the
    // router implements with push, present, pop, dismiss or a route of the wireframe.
}
