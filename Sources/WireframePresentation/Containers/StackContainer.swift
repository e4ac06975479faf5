/// A screen that holds a stack of screens, the last one on top (UIKit: `UINavigationController`).
@MainActor
public protocol StackContainer: Screen {
    /// The screens on the stack, from the bottom (root) to the top.
    var screens: [any Screen] { get }

    /// Pushes `screen` on top of the stack.
    ///
    /// - Throws: ``PresentationError`` when `screen` is itself a stack, is already in the
    ///   hierarchy, or when another transition of this container is still running.
    func push(_ screen: any Screen, animated: Bool) async throws

    /// Pops the top screen and returns it; returns `nil`, changing nothing, when only the root
    /// screen is left (as UIKit does).
    @discardableResult
    func pop(animated: Bool) async throws -> (any Screen)?

    /// Pops every screen above `screen` and returns them, bottom first.
    ///
    /// - Throws: ``PresentationError`` when `screen` is not on this stack.
    @discardableResult
    func pop(to screen: any Screen, animated: Bool) async throws -> [any Screen]

    /// Replaces the whole stack with `screens` (bottom first).
    func setScreens(_ screens: [any Screen], animated: Bool) async throws
}

extension StackContainer {
    /// The screen on top of the stack, if any.
    public var topScreen: (any Screen)? { screens.last }

    /// Pops every screen above the root screen and returns them, bottom first.
    @discardableResult
    public func popToRoot(animated: Bool) async throws -> [any Screen] {
        guard let root = screens.first else { return [] }
        return try await pop(to: root, animated: animated)
    }
}
