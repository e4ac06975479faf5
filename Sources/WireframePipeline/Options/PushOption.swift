import WireframeNavigation
import WireframePresentation
import WireframeRouting

/// Push the screen onto the visible stack: the stack of the screen the user sees on top.
///
/// Fails with `WireframeError.Code.noContainer` when the visible screen is not on a stack
/// (for example a plain screen presented modally); ``ShowOption`` presents it then instead.
public struct PushOption: RoutingOption, Hashable {
    /// Whether the push animates.
    public var animated: Bool

    /// Creates the option.
    public init(animated: Bool = true) { self.animated = animated }

    /// `push`, or `push(animated: false)`.
    public var description: String { Self.spelling("push", animated: animated) }
}

extension RoutingOption where Self == PushOption {
    /// Push the screen onto the visible stack, animated.
    public static var push: PushOption { PushOption() }

    /// Push the screen onto the visible stack.
    public static func push(animated: Bool) -> PushOption { PushOption(animated: animated) }
}
