import WireframeNavigation
public import WireframePresentation
import WireframeRouting
import WireframeSupport

/// Shows a screen the way one kind of ``RoutingOption`` says, and returns when the transition
/// has completed.
///
/// A transition handles the options of one type, its ``Option``. For each request the wireframe
/// asks, in priority order (see ``Wireframe``), for the first transition whose option type is the
/// type of the final option. Built-in transitions handle the built-in options at priority
/// ``Wireframe/builtInPriority``; add your own at a higher priority to take over one of those, or
/// for an option type of your own:
///
/// <!-- sample Transition/Transition -->
/// ```swift
/// struct FadeOption: RoutingOption { var animated = true }
///
/// struct FadeTransition: Transition {
///     func perform(_ screen: any Screen, option: FadeOption,
///                  in context: TransitionContext) async throws -> RoutingPlacement {
///         try await context.apply(.setRoot(screen, of: context.root, animated: option.animated))
///         return .custom("faded in as the root")
///     }
/// }
/// try wireframe.addTransition(FadeTransition())
/// ```
///
/// A transition changes the screens with its context's ``TransitionContext/apply(_:)``: each
/// navigation step is recorded in the request's turn, so that when the transition throws after
/// its first step, or a later step of the request fails, the wireframe takes its steps back and
/// the hierarchy is as it was. A step a container refuses changes nothing and is reported as
/// `WireframeError.Code.presentationFailed`, any other error as
/// `WireframeError.Code.transitionFailed`. A transition that calls the containers directly
/// instead cannot be taken back: if it changed the hierarchy and then threw, the request fails
/// with `WireframeError.Code.hierarchyChanged`.
@MainActor
public protocol Transition {
    /// The type of option this transition handles.
    associatedtype Option: RoutingOption

    /// A short name for logs, errors and results. Defaults to the type's name.
    var name: String { get }

    /// Shows `screen` as `option` says, starting from `context`, and returns where it went once
    /// the transition has completed.
    func perform(
        _ screen: any Screen,
        option: Option,
        in context: TransitionContext
    ) async throws -> RoutingPlacement
}

extension Transition {
    /// The type's name.
    public var name: String { String(describing: Self.self) }

    /// Whether this transition handles `option`: whether it is an ``Option``.
    func handles(_ option: any RoutingOption) -> Bool { option is Option }

    /// Performs the transition for `option`, which must be an ``Option``.
    func perform(
        _ screen: any Screen,
        anyOption option: any RoutingOption,
        in context: TransitionContext
    ) async throws -> RoutingPlacement {
        guard let option = option as? Option else {
            // The wireframe asks only transitions that handle the option; this is for safety.
            throw WireframeError(
                .noTransition,
                url: context.request.url,
                "transition \(MessageText.quoted(name)) handles \(Option.self), not \(option)"
            )
        }
        return try await perform(screen, option: option, in: context)
    }
}
