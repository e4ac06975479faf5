public import WireframeNavigation
public import WireframePresentation

/// How a reusing option recognises a screen already shown as "the screen for this request".
///
/// - ``sameRoute``: shown by the wireframe for the same route, as ``ShownRoute`` compares them
///   (same pattern and path values; the query does not count): the product screen for id 7.
/// - ``samePattern``: shown by the wireframe for the same pattern, whatever its values: the one
///   cities tab.
/// - ``where(_:)``: your own test, for screens the wireframe did not show or another notion of
///   "the same" (a screen's model, its `screenIdentifier`).
public struct ScreenMatch: Sendable, CustomStringConvertible {
    private let name: String
    private let test: @MainActor @Sendable (any Screen, RoutingRequest) -> Bool

    private init(_ name: String, _ test: @escaping @MainActor @Sendable (any Screen, RoutingRequest) -> Bool) {
        self.name = name
        self.test = test
    }

    /// A screen the wireframe showed for the same route: the same pattern and path values.
    public static let sameRoute = ScreenMatch("sameRoute") { screen, request in
        screen.shownRoute?.isSameRoute(as: request) == true
    }

    /// A screen the wireframe showed for the same pattern, whatever its values.
    public static let samePattern = ScreenMatch("samePattern") { screen, request in
        screen.shownRoute?.isSamePattern(as: request) == true
    }

    /// A screen for which `predicate` returns `true`.
    ///
    /// <!-- sample ScreenMatch/where -->
    /// ```swift
    /// .selectOrAddTab(matching: .where { screen, _ in screen.screenIdentifier == "settings" })
    /// ```
    public static func `where`(
        _ predicate: @escaping @MainActor @Sendable (any Screen, RoutingRequest) -> Bool
    ) -> ScreenMatch {
        ScreenMatch("where", predicate)
    }

    /// Whether `screen` is the screen for `request`.
    @MainActor
    public func matches(_ screen: any Screen, for request: RoutingRequest) -> Bool {
        test(screen, request)
    }

    /// `sameRoute`, `samePattern` or `where`.
    public var description: String { name }
}

extension ShownHierarchy {
    /// The first shown screen, in the order of `ShownHierarchy.screens`, that `match`
    /// recognises as the screen for `request`.
    public func first(_ match: ScreenMatch, for request: RoutingRequest) -> (any Screen)? {
        screens.first { match.matches($0, for: request) }
    }
}
