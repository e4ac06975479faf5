import WireframeNavigation

/// What a VIPER module could not do — be built, be attached, navigate — with a message that
/// names the module and what is wrong.
///
/// Whatever the code, the screen hierarchy is as it was: every check runs before the hierarchy
/// changes, and a container that refuses a transition changes nothing.
///
/// <!-- sample ModuleError/ModuleError -->
/// ```swift
/// do {
///     try await router.push(FriendsBuilder.build(input: id))
/// } catch where error.code == .noStack {
///     try await router.present(FriendsBuilder.build(input: id), inStack: true)
/// }
/// ```
///
/// Two errors are equal when their codes, modules and messages are: the underlying error is not
/// compared, because `any Error` is not `Equatable`.
public struct ModuleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure; new kinds may be added, so switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The code's name, such as `noStack`.
        public var description: String { name }

        /// The module's view could not be made: its factory threw, or (UIKit) its storyboard
        /// or nib is missing or holds something else.
        public static let viewUnavailable = Code("viewUnavailable")
        /// The router's view has been freed: the module has left the hierarchy, and a router
        /// kept past it navigates nowhere.
        public static let viewGone = Code("viewGone")
        /// The module was not shown through the library, so its router has no wireframe to
        /// navigate through.
        public static let noWireframe = Code("noWireframe")
        /// A push from a module whose view is on no stack, or a pop of one.
        public static let noStack = Code("noStack")
        /// A pop of a module that is the root of its stack.
        public static let stackRoot = Code("stackRoot")
        /// A present from a module that already presents a screen.
        public static let alreadyPresenting = Code("alreadyPresenting")
        /// A dismiss of a module that is not presented modally, nor inside a presented
        /// container.
        public static let notPresented = Code("notPresented")
        /// A module to show or attach whose view is already in the hierarchy.
        public static let alreadyAttached = Code("alreadyAttached")
        /// A new stack is needed but the wireframe has no `ContainerFactory`.
        public static let noContainerFactory = Code("noContainerFactory")
        /// A container refused the transition for another reason; the `PresentationError` is
        /// the underlying error.
        public static let presentationFailed = Code("presentationFailed")
        /// The navigation failed: its turn was cancelled, timed out or found no window (the
        /// `NavigationError` is the underlying error), or a URL the router routed failed (the
        /// `WireframeError` is).
        public static let navigationFailed = Code("navigationFailed")
    }

    /// The kind of failure.
    public let code: Code
    /// The name of the module at fault, as `ModuleBuilding.moduleName` gives it.
    public let module: String
    /// A sentence naming the module and what is wrong.
    public let message: String
    /// What a container, the wireframe or a view factory threw, if that caused the failure.
    public let underlyingError: (any Error)?

    /// Creates an error; `message` should name `module` and what is wrong.
    public init(_ code: Code, module: String, _ message: String, underlyingError: (any Error)? = nil) {
        self.code = code
        self.module = module
        self.message = message
        self.underlyingError = underlyingError
    }

    /// The ``message``.
    public var description: String { message }

    /// Equal when the codes, modules and messages are equal; the underlying errors are not
    /// compared.
    public static func == (lhs: ModuleError, rhs: ModuleError) -> Bool {
        lhs.code == rhs.code && lhs.module == rhs.module && lhs.message == rhs.message
    }
}
