public import WireframePresentation
public import WireframeRouting

/// Shows a screen with the routing option it is responsible for, and returns when the
/// transition has completed.
///
/// Presenters are asked in priority order (see ``Wireframe``) whether they are responsible for
/// the final option; the first that is presents. The built-in presenters, registered with
/// ``Wireframe/builtInPriority``, handle the built-in options; register your own with a higher
/// priority to take over one of them, or for an option of your own.
///
/// ```swift
/// struct FadePresenter: RoutingPresenter {
///     func isResponsible(for option: any RoutingOption) -> Bool { option is FadeOption }
///     func present(_ screen: any Screen, option: any RoutingOption,
///                  in context: PresentationContext) async throws -> RoutingPlacement {
///         try await context.root.setRoot(screen, animated: option.animated)
///         return .custom("faded in as the root")
///     }
/// }
/// ```
///
/// A presenter must leave the hierarchy as it found it when it fails: check what can be
/// checked before the first change, and undo a first change when a second one fails. The
/// containers themselves change nothing when they throw a ``PresentationError``; the wireframe
/// reports one as ``WireframeError/Code/presentationFailed``, and any other error as
/// ``WireframeError/Code/presenterFailed``.
@MainActor
public protocol RoutingPresenter {
    /// A short name for logs and errors. Defaults to the type's name.
    var name: String { get }

    /// Whether this presenter shows screens with `option`.
    func isResponsible(for option: any RoutingOption) -> Bool

    /// Shows `screen` as `option` says, starting from `context`, and returns where it went once
    /// the transition has completed.
    func present(
        _ screen: any Screen,
        option: any RoutingOption,
        in context: PresentationContext
    ) async throws -> RoutingPlacement
}

extension RoutingPresenter {
    /// The type's name.
    public var name: String { String(describing: Self.self) }
}
