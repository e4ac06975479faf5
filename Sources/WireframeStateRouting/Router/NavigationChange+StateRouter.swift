public import WireframeNavigation

extension NavigationChange.Source {
    /// The state router, following the navigation state.
    public static let stateRouter = NavigationChange.Source("stateRouter")
}
