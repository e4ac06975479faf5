import WireframePresentation
import WireframeRouting

/// Watches the routing of URLs: before a URL is routed it may let it proceed, redirect it or
/// reject it; after a screen is shown it is told what was shown where.
///
/// Before routing, observers are asked in priority order (see ``Wireframe``) and the first
/// decision other than ``RoutingDecision/proceed`` wins: the observers after it are not asked.
/// After routing, every observer that applies is told, in the same order. Both run for redirect
/// targets too: a guard that redirects to `/login` sees the request for `/login` next.
///
/// <!-- sample RoutingObserver/RoutingObserver -->
/// ```swift
/// struct LoginGuard: RoutingObserver {
///     let session: Session
///     func willRoute(_ request: RoutingRequest) async -> RoutingDecision {
///         session.isLoggedIn ? .proceed : .redirect(to: "/login", option: .present(inStack: true))
///     }
/// }
/// try wireframe.addObserver(LoginGuard(session: session), priority: 100,
///                           patterns: ["/orders/:id<int>", "/account/**"])
/// ```
@MainActor
public protocol RoutingObserver {
    /// A short name for logs and errors. Defaults to the type's name.
    var name: String { get }

    /// Decides whether `request` proceeds, is redirected, or is rejected. Defaults to
    /// ``RoutingDecision/proceed``.
    func willRoute(_ request: RoutingRequest) async -> RoutingDecision

    /// Told that a screen was shown. Defaults to doing nothing.
    func didRoute(_ result: RoutingResult)
}

extension RoutingObserver {
    /// The type's name.
    public var name: String { String(describing: Self.self) }

    /// Proceeds.
    public func willRoute(_ request: RoutingRequest) async -> RoutingDecision { .proceed }

    /// Does nothing.
    public func didRoute(_ result: RoutingResult) {}
}
