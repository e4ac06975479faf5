public import WireframeNavigation

extension NavigationChange.Source {
    /// A VIPER module's router, or a module attached as a root or a tab.
    public static let moduleRouter = NavigationChange.Source("moduleRouter")
}
