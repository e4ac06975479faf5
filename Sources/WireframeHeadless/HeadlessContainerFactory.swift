public import WireframePresentation

/// Makes the ``HeadlessStack``s a wireframe needs for options with `inStack: true`: the
/// headless counterpart of a factory of `UINavigationController`s.
///
/// <!-- sample HeadlessContainerFactory/HeadlessContainerFactory -->
/// ```swift
/// let window = HeadlessWindow(animationDuration: .zero)
/// try await window.setRoot(try HeadlessStack("main", screens: [HeadlessScreen("inbox")]), animated: false)
/// let wireframe = Wireframe(root: window, containerFactory: HeadlessContainerFactory())
/// try wireframe.register("/compose") { _ in HeadlessScreen("compose") }
/// try await wireframe.route(to: "/compose", option: .present(inStack: true))
/// // window.dump():
/// // window
/// // └─ stack "main"
/// //    └─ screen "inbox"
/// //       └─ presents stack
/// //          └─ screen "compose"
/// ```
///
/// The stacks it makes are unnamed by default, so dumps show them as plain `stack` with their
/// screens under them. Choose another ``StackNaming`` to tell them apart in dumps, messages and
/// routing results:
///
/// <!-- sample HeadlessContainerFactory/HeadlessContainerFactory-2 -->
/// ```swift
/// let afterItsScreen = HeadlessContainerFactory(naming: .afterFirstScreen)  // stack "compose-stack"
/// let modal = HeadlessContainerFactory(naming: .named("modal"))  // stack "modal"
/// ```
public struct HeadlessContainerFactory: ContainerFactory, Sendable {
    /// How a ``HeadlessContainerFactory`` names the stacks it makes.
    ///
    /// The name becomes the stack's `screenIdentifier`: it appears in ``HeadlessWindow/dump()``,
    /// in error messages and in routing results (`presented by "inbox" in a new stack "…"`).
    /// A name depends only on the screens the stack is made with, so dumps stay the same from
    /// one run to the next.
    public struct StackNaming: Sendable {
        let name: @MainActor @Sendable ([any Screen]) -> String?

        /// Names a stack from the screens it is made with, bottom first; `nil` leaves it
        /// unnamed.
        ///
        /// <!-- sample HeadlessContainerFactory/custom -->
        /// ```swift
        /// .custom { screens in screens.first.map { "flow:" + $0.screenIdentifier } }
        /// ```
        public static func custom(
            _ name: @escaping @MainActor @Sendable ([any Screen]) -> String?
        ) -> StackNaming {
            StackNaming(name: name)
        }

        /// No name: the stack's identifier is `stack` and dumps show it as plain `stack`.
        public static var unnamed: StackNaming { custom { _ in nil } }

        /// The same name for every stack.
        public static func named(_ name: String) -> StackNaming { custom { _ in name } }

        /// The identifier of the bottom screen followed by `-stack`: a stack made with
        /// `compose` is `compose-stack`.
        public static var afterFirstScreen: StackNaming {
            custom { screens in screens.first.map { $0.screenIdentifier + "-stack" } }
        }
    }

    /// How the stacks made here are named.
    public var naming: StackNaming

    /// Creates a factory.
    ///
    /// - Parameter naming: how the stacks made are named; ``StackNaming/unnamed`` by default.
    public init(naming: StackNaming = .unnamed) {
        self.naming = naming
    }

    /// Returns a new ``HeadlessStack`` holding `screens`, bottom first, outside any hierarchy.
    ///
    /// - Throws: `PresentationError` as ``HeadlessStack/setScreens(_:animated:)`` does: when
    ///   `screens` is empty, holds a stack or the same screen twice, or holds a screen that is
    ///   not headless or is already in a hierarchy. Nothing changes then.
    public func makeStack(with screens: [any Screen]) throws(PresentationError) -> any StackContainer {
        try HeadlessStack(naming.name(screens), screens: screens)
    }
}
