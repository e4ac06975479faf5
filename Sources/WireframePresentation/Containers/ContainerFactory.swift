/// Makes the new containers that the wireframe's built-in transitions need, so that the wireframe
/// stays free of any presentation backend.
///
/// The `present` and `replaceRoot` options with `inStack: true` put the screen in a new stack
/// made here. Each backend provides one — `UIKitContainerFactory` (a `UINavigationController`)
/// on UIKit, `HeadlessContainerFactory` (a `HeadlessStack`) in tests — and a backend of your own
/// provides its own:
///
/// <!-- sample ContainerFactory/ContainerFactory -->
/// ```swift
/// let wireframe = Wireframe(containerFactory: UIKitContainerFactory())
/// ```
@MainActor
public protocol ContainerFactory {
    /// Returns a new stack holding `screens`, bottom first, outside any hierarchy.
    ///
    /// - Throws: ``PresentationError`` when a screen cannot go on a stack (it is a stack, or is
    ///   already in a hierarchy). Nothing in the hierarchy changes then.
    func makeStack(with screens: [any Screen]) throws -> any StackContainer
}
