/// Why state-driven navigation failed, naming the segment at fault.
///
/// Thrown by ``StateRouter/apply(_:)``, ``StateRouter/settle()``, deep links and restoration,
/// and handed to ``StateRouter/onError`` for changes nobody awaits. When the router reports one,
/// the state has been brought back in line with what is shown: what the user sees wins (see
/// the article "State-driven navigation").
///
/// <!-- sample StateRoutingError/StateRoutingError -->
/// ```swift
/// do {
///     try await router.apply(.setPath(["mail", "inbox", "archive"]))
/// } catch {
///     log.append(error.message)  // no screen is registered for segment "archive" (position 2)
/// }
/// ```
public struct StateRoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure; compare with the static members (new ones may be added).
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The code's name, such as `unknownSegment`.
        public var description: String { name }

        /// A path names a segment that nothing is registered for (an old saved state, a typo).
        public static let unknownSegment = Code("unknownSegment")
        /// The routables cannot build the path: a segment where it cannot be shown, such as a
        /// tab that its tab container does not have, or the window asked to show nothing.
        public static let cannotBuild = Code("cannotBuild")
        /// A routable threw while pushing, popping or changing a segment; its error is the
        /// ``StateRoutingError/underlyingError``.
        public static let routableFailed = Code("routableFailed")
        /// A routable did not complete within the router's timeout.
        public static let timedOut = Code("timedOut")
        /// Saved navigation state cannot be decoded: not JSON, another format, or written by a
        /// newer version of the library.
        public static let undecodableState = Code("undecodableState")
        /// A segment's data cannot be encoded as JSON (a `Double.nan`, an encoder that throws).
        public static let unencodableData = Code("unencodableData")
        /// A segment's data is not of the type asked for.
        public static let undecodableData = Code("undecodableData")
        /// A deep link matches no registered link, or is not a valid URL.
        public static let noLink = Code("noLink")
        /// The same segment identifier was registered twice.
        public static let duplicateSegment = Code("duplicateSegment")
        /// The navigator the router takes turns in refused the turn (its window was freed, or
        /// the router's task was cancelled while it waited; the `NavigationError` is the
        /// underlying error), or the wireframe could not make a segment's screen.
        public static let wireframeFailed = Code("wireframeFailed")
        /// The router was stopped before the change was shown.
        public static let stopped = Code("stopped")
        /// A routable (or code it calls) awaited the router it runs for — `apply(_:)` or
        /// `settle()` — which waits for the change that routable is part of: refused at once
        /// when the call runs in the change's task or one that inherited it, else let go when
        /// the step in flight as it began to wait times out.
        public static let reentrantNavigation = Code("reentrantNavigation")
        /// The path read off the screens is longer than the router reads: routables that report
        /// each other as children without end. The message names the limit.
        public static let pathTooDeep = Code("pathTooDeep")
    }

    /// The kind of failure.
    public let code: Code
    /// The segment at fault, when one is.
    public let segment: PathSegment?
    /// A sentence naming the segment (and its position in the path) and what went wrong.
    public let message: String
    /// What a routable, a decoder or the wireframe threw, when that caused the failure.
    public let underlyingError: (any Error)?

    /// Creates an error; routables of your own may throw one to name the segment they cannot
    /// show.
    public init(_ code: Code, segment: PathSegment? = nil, _ message: String, underlyingError: (any Error)? = nil) {
        self.code = code
        self.segment = segment
        self.message = message
        self.underlyingError = underlyingError
    }

    /// The ``message``.
    public var description: String { message }

    /// Equal when the codes, segments and messages are; the underlying errors are not compared.
    public static func == (lhs: StateRoutingError, rhs: StateRoutingError) -> Bool {
        lhs.code == rhs.code && lhs.segment == rhs.segment && lhs.message == rhs.message
    }
}
