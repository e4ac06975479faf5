public import WireframeNavigation

extension NavigationChange.Source {
    /// The wireframe: a route (with its prerequisites, its guard's or action's flow) and the
    /// launch routes.
    public static let wireframe = NavigationChange.Source("wireframe")
}
