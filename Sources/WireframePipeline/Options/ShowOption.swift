import WireframePresentation
import WireframeRouting

/// Show the screen the way UIKit's `show(_:sender:)` does: push it when the visible screen is
/// on a stack, else present it modally. With nothing shown yet, it becomes the window's root.
///
/// This is the option a request gets when neither the caller nor an option provider chose one
/// (see ``Wireframe/defaultOption``).
public struct ShowOption: RoutingOption, Hashable {
    /// Whether the transition animates.
    public var animated: Bool

    /// Creates the option.
    public init(animated: Bool = true) { self.animated = animated }

    /// `show`, or `show(animated: false)`.
    public var description: String { Self.spelling("show", animated: animated) }
}

extension RoutingOption where Self == ShowOption {
    /// Push when there is a visible stack, else present modally; animated.
    public static var show: ShowOption { ShowOption() }

    /// Push when there is a visible stack, else present modally.
    public static func show(animated: Bool) -> ShowOption { ShowOption(animated: animated) }
}
