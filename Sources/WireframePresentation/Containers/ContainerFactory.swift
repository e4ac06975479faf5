/// Makes new containers for the built-in presenters, so that the wireframe stays free of any
/// presentation backend.
///
/// ``PresentOption`` and ``ReplaceRootOption`` with `inStack: true` put the screen in a new stack
/// made here. Each backend provides one (a `UINavigationController` on UIKit, a `HeadlessStack`
/// in tests):
///
/// ```swift
/// struct UIKitContainers: ContainerFactory {
///     func makeStack(with screens: [any Screen]) throws -> any StackContainer {
///         UINavigationController(rootViewController: …)
///     }
/// }
/// let wireframe = Wireframe(containerFactory: UIKitContainers())
/// ```
@MainActor
public protocol ContainerFactory {
    /// Returns a new stack holding `screens`, bottom first, outside any hierarchy.
    ///
    /// - Throws: ``PresentationError`` when a screen cannot go on a stack (it is a stack, or is
    ///   already in a hierarchy). Nothing in the hierarchy changes then.
    func makeStack(with screens: [any Screen]) throws -> any StackContainer
}
