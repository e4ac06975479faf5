import WireframePresentation
import WireframeRouting

/// Make the screen the root of the window, optionally inside a new stack. The old root leaves
/// the hierarchy with everything it holds and presents.
///
/// Typical after login or onboarding:
///
/// <!-- sample ReplaceRootOption/ReplaceRootOption -->
/// ```swift
/// try await wireframe.route(to: "/home", option: .replaceRoot)
/// ```
public struct ReplaceRootOption: RoutingOption, Hashable {
    /// Whether to put the screen inside a new stack (made by the `ContainerFactory`) first.
    public var inStack: Bool
    /// Whether the change animates.
    public var animated: Bool

    /// Creates the option.
    public init(inStack: Bool = false, animated: Bool = true) {
        self.inStack = inStack
        self.animated = animated
    }

    /// `replaceRoot`, `replaceRoot(inStack: true)`, ….
    public var description: String { Self.spelling("replaceRoot", inStack: inStack, animated: animated) }
}

extension RoutingOption where Self == ReplaceRootOption {
    /// Make the screen the window's root, animated.
    public static var replaceRoot: ReplaceRootOption { ReplaceRootOption() }

    /// Make the screen the window's root, optionally inside a new stack.
    public static func replaceRoot(inStack: Bool = false, animated: Bool = true) -> ReplaceRootOption {
        ReplaceRootOption(inStack: inStack, animated: animated)
    }
}
