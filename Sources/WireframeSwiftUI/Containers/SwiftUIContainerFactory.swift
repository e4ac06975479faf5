public import WireframePresentation

/// Makes the ``SwiftUIStack``s a wireframe needs for options with `inStack: true`.
///
/// <!-- sample SwiftUIContainerFactory/SwiftUIContainerFactory -->
/// ```swift
/// let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
/// try wireframe.register("/compose") { _ in SwiftUIScreen("compose", modalStyle: .fullScreenCover) }
/// try await wireframe.route(to: "/compose", option: .present(inStack: true))
/// // a full-screen cover showing a NavigationStack whose root is "compose"
/// ```
///
/// A stack it makes is presented as its bottom screen would be: it takes that screen's
/// ``SwiftUIScreen/modalStyle``, so a screen that asks for a full-screen cover gets one in a
/// new stack too. Stacks are named after their bottom screen (`compose-stack`).
public struct SwiftUIContainerFactory: ContainerFactory, Sendable {
    /// Creates a factory.
    public init() {}

    /// Returns a new ``SwiftUIStack`` holding `screens`, bottom first, outside any hierarchy.
    ///
    /// - Throws: `PresentationError` as ``SwiftUIStack/setScreens(_:animated:)`` does.
    public func makeStack(with screens: [any Screen]) throws(PresentationError) -> any StackContainer {
        let stack = try SwiftUIStack(screens.first.map { $0.screenIdentifier + "-stack" }, screens: screens)
        if let bottom = screens.first as? SwiftUIScreen { stack.modalStyle = bottom.modalStyle }
        return stack
    }
}
