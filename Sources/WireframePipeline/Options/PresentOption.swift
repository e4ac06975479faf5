import WireframeNavigation
import WireframePresentation
import WireframeRouting

/// Present the screen modally over the screen the user sees on top, optionally inside a new
/// stack so that the modal flow can push screens of its own.
///
/// The new stack comes from the wireframe's `ContainerFactory`; without one, `inStack: true`
/// fails with `WireframeError.Code.noContainerFactory`.
///
/// <!-- sample PresentOption/PresentOption -->
/// ```swift
/// try await wireframe.route(to: "/compose", option: .present(inStack: true))
/// try await wireframe.route(to: "/compose/attachments", option: .push)  // inside the modal
/// ```
public struct PresentOption: RoutingOption, Hashable {
    /// Whether to put the screen inside a new stack and present the stack.
    public var inStack: Bool
    /// Whether the presentation animates.
    public var animated: Bool

    /// Creates the option.
    public init(inStack: Bool = false, animated: Bool = true) {
        self.inStack = inStack
        self.animated = animated
    }

    /// `present`, `present(inStack: true)`, `present(animated: false)`, ….
    public var description: String { Self.spelling("present", inStack: inStack, animated: animated) }
}

extension RoutingOption where Self == PresentOption {
    /// Present the screen modally, animated, as it is.
    public static var present: PresentOption { PresentOption() }

    /// Present the screen modally, optionally inside a new stack.
    public static func present(inStack: Bool = false, animated: Bool = true) -> PresentOption {
        PresentOption(inStack: inStack, animated: animated)
    }
}
