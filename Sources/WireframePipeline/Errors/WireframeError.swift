/// A navigation request that the `Wireframe` could not carry out, with a message that names the
/// URL, pattern, plug-in or option at fault.
///
/// Whatever the code, the screen hierarchy is exactly as it was before the request: every step
/// that can fail runs before the UI changes, and the built-in transitions check UIKit's rules
/// before they act (or undo their first step when the second fails). Two exceptions are named
/// by their codes: ``WireframeError/Code/hierarchyChanged`` (a transition of your own changed the
/// hierarchy and then threw) and ``WireframeError/Code/timedOut`` when the request timed out
/// inside its transition (see `Navigator.setTurnTimeout(_:)`).
///
/// The navigator's own failures in a request (a step a container refused, a timeout, a
/// cancelled caller) are said with the codes below; the `NavigationError` of a turn that failed
/// is their underlying error, and a container's refusal that of ``Code/presentationFailed``.
///
/// Compare ``code`` with the static members of ``Code``; show ``message`` to people; look at
/// ``underlyingError`` for what a plug-in or a container threw.
///
/// <!-- sample WireframeError/WireframeError -->
/// ```swift
/// do {
///     try await wireframe.route(to: "myapp://messages/42")
/// } catch where error.code == .noRoute {
///     showNotFound()
/// } catch {
///     logger.error("\(error)")  // route to "myapp://messages/42": transition …
/// }
/// ```
///
/// With Swift 6.3.1, a clause such as `catch let error where error.code == .noScreen` that is not
/// followed by one catching every error, in a function that throws `any Error` (an
/// `async throws` test), can crash the compiler: its code generation for typed errors caught by
/// some clauses only is wrong, whatever the error type's shape. Catch every error as above, or
/// write the clause in a function that throws `WireframeError`; in a test, Swift Testing's
/// `#expect(throws: WireframeError.self)` returns the error to check its code.
///
/// Two errors are equal when their codes, URLs and messages are: the underlying error is not
/// compared, because `any Error` is not `Equatable`.
public struct WireframeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure; new kinds may be added, so switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The code's name, such as `noRoute`.
        public var description: String { name }

        /// The URL cannot be parsed; the `RouteError` is the underlying error.
        public static let invalidURL = Code("invalidURL")
        /// No registered route pattern matches the URL.
        public static let noRoute = Code("noRoute")
        /// The URL came from outside the app and its route is not open to outside links.
        public static let notOpenToOutsideLinks = Code("notOpenToOutsideLinks")
        /// The URL came from outside the app with a scheme that no registered pattern names and
        /// `Wireframe.allowOutsideLinks(withSchemes:)` does not list (`javascript:`, `file:`).
        public static let schemeNotAllowed = Code("schemeNotAllowed")
        /// The URL matched a pattern registered by route type but does not decode into the type
        /// (a value that is not one of an enum's cases, a required query item left out), or a
        /// route value cannot be written as a URL of its pattern. The message names the field
        /// and the value; the `RouteError` is the underlying error.
        public static let invalidRouteValue = Code("invalidRouteValue")
        /// An observer rejected the request; its error is the underlying error.
        public static let rejected = Code("rejected")
        /// Observers redirected back to a URL already in the redirect chain.
        public static let redirectLoop = Code("redirectLoop")
        /// Observers redirected more times than `Wireframe.maximumRedirects`.
        public static let tooManyRedirects = Code("tooManyRedirects")
        /// A setting of the wireframe was given a value out of its range, such as a negative
        /// `Wireframe.maximumRedirects`; the setting is unchanged.
        public static let invalidSetting = Code("invalidSetting")
        /// A routing option provider threw; its error is the underlying error.
        public static let optionProviderFailed = Code("optionProviderFailed")
        /// No screen provider is registered for the route, or every one declined.
        public static let noScreen = Code("noScreen")
        /// A screen provider threw; its error is the underlying error.
        public static let screenProviderFailed = Code("screenProviderFailed")
        /// No transition handles the routing option's type.
        public static let noTransition = Code("noTransition")
        /// A transition, or a container during a step, threw an error that is not a
        /// `PresentationError`.
        public static let transitionFailed = Code("transitionFailed")
        /// A container refused a transition that breaks one of UIKit's rules; the
        /// `PresentationError` is the underlying error.
        public static let presentationFailed = Code("presentationFailed")
        /// A transition of your own changed the hierarchy and then threw: the one failure after
        /// which the hierarchy is not as it was. The message names the transition and the
        /// screens added and removed; the transition's error is the underlying error. The
        /// wireframe compares the hierarchy, by screen identity, before and after a custom
        /// transition that throws; built-in transitions never leave changes.
        public static let hierarchyChanged = Code("hierarchyChanged")
        /// The hierarchy has no container of the kind the option needs (no stack to push on, no
        /// tabs to select in, nothing shown to present from).
        public static let noContainer = Code("noContainer")
        /// The option needs a new container but the wireframe has no `ContainerFactory`.
        public static let noContainerFactory = Code("noContainerFactory")
        /// The root container the wireframe was attached to has been freed.
        public static let noRoot = Code("noRoot")
        /// The caller's task was cancelled while the request waited its turn, while a plug-in
        /// ran (or a screen or option provider, a guard or an action threw `CancellationError`),
        /// between two redirects, or before its transition started.
        public static let cancelled = Code("cancelled")
        /// The request was made from inside a turn of the same wireframe that is still running
        /// (a plug-in, or a body given to `inTurn(named:_:)`, awaiting a request of its own
        /// wireframe), so it would wait for that turn to end while that turn waits for it. The
        /// message names the request holding the turn and the plug-in it runs.
        public static let reentrantRequest = Code("reentrantRequest")
        /// The request held its turn longer than the navigator's `turnTimeout`; the message names
        /// the plug-in it was waiting for, and the next request has its turn.
        public static let timedOut = Code("timedOut")
        /// The screen to show already has a flow context of its own, other than the one the
        /// request's flow context hand-over gives it; the `FlowContextError` is the underlying
        /// error.
        public static let flowContextHandoverFailed = Code("flowContextHandoverFailed")
        /// A prerequisite of the route could not be built (its URL matched no route, a plug-in
        /// failed for it, its transition failed); the message names it and the error of its
        /// step is the underlying error. The steps already shown are taken back.
        public static let prerequisiteFailed = Code("prerequisiteFailed")
        /// Prerequisites refused at registration because they would form a cycle; the message
        /// names the cycle.
        public static let prerequisiteCycle = Code("prerequisiteCycle")
        /// A guard cancelled the request, or threw (its error is the underlying error; a
        /// `WireframeError` it throws is passed on as it is, `CancellationError` as
        /// ``cancelled``); what the guard's flow showed is taken back.
        public static let guardCancelled = Code("guardCancelled")
        /// The user closed the flow a guard showed while the guard waited for it (swiped its
        /// sheet down, went back past its first screen): the held request ends, unless the
        /// guard lets it go on anyway. The message names the guard and a screen that left.
        public static let guardFlowClosed = Code("guardFlowClosed")
        /// An action route's action threw; its error is the underlying error (a `WireframeError`
        /// it throws is passed on as it is, `CancellationError` as ``cancelled``), and what the
        /// action showed is taken back.
        public static let actionFailed = Code("actionFailed")
        /// The request carries no payload of the type asked (another type, or none).
        public static let payloadMismatch = Code("payloadMismatch")
    }

    /// The kind of failure.
    public let code: Code
    /// The URL being routed when the request failed (after redirects, the last one), or `nil`
    /// for a turn that routes no URL (`Wireframe.inTurn(named:_:)`, the launch routes' turn).
    public let url: String?
    /// A sentence naming the URL, pattern, plug-in or option at fault.
    public let message: String
    /// What a plug-in, the route table or a container threw, or the navigator's
    /// `NavigationError`, if that caused the failure.
    public let underlyingError: (any Error)?

    /// Creates an error.
    ///
    /// Plug-ins may throw one to fail a request with a code of their choice; the wireframe passes
    /// a `WireframeError` thrown by a plug-in on unchanged.
    public init(_ code: Code, url: String? = nil, _ message: String, underlyingError: (any Error)? = nil) {
        self.code = code
        self.url = url
        self.message = message
        self.underlyingError = underlyingError
    }

    /// The ``message``.
    public var description: String { message }

    /// Equal when the codes, URLs and messages are equal; the underlying errors are not compared.
    public static func == (lhs: WireframeError, rhs: WireframeError) -> Bool {
        lhs.code == rhs.code && lhs.url == rhs.url && lhs.message == rhs.message
    }
}
