import WireframeSupport

/// A route pattern, URL or reverse-routing request that WireframeKit refuses, with a message that
/// names the pattern or URL at fault and, where it helps, the position in it.
///
/// Compare ``code`` against the static members of ``Code``; show ``message`` to people.
///
/// <!-- sample RouteError/RouteError -->
/// ```swift
/// do {
///     try routes.register("/users/:id<integer>")
/// } catch {
///     print(error.code == .unknownParameterType)  // true
///     print(error)  // pattern "/users/:id<integer>" at offset 7: unknown parameter type "integer" …
/// }
/// ```
public struct RouteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of fault. New kinds may be added; switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        public var description: String { name }

        /// The pattern's syntax is wrong (empty name, `**` not last, unbalanced `<`, …).
        public static let malformedPattern = Code("malformedPattern")
        /// The pattern names a parameter type that is not registered.
        public static let unknownParameterType = Code("unknownParameterType")
        /// A parameter type was registered twice under one name.
        public static let duplicateParameterType = Code("duplicateParameterType")
        /// The pattern would match exactly the same URLs as one already registered.
        public static let duplicatePattern = Code("duplicatePattern")
        /// The URL cannot be parsed (space, control character, bad percent escape, no host, …).
        public static let invalidURL = Code("invalidURL")
        /// Reverse routing or typed access lacks a value the pattern needs.
        public static let missingParameter = Code("missingParameter")
        /// A value does not fit its parameter's type, or cannot stand in a URL.
        public static let invalidParameterValue = Code("invalidParameterValue")
        /// Reverse routing, or a plug-in's `patterns:`, named a pattern that is not registered, or
        /// a match was read as a route type of another pattern.
        public static let unknownPattern = Code("unknownPattern")
        /// A route type's pattern has a parameter (or `*`, or `**`) that no field of the type holds.
        public static let parameterWithoutField = Code("parameterWithoutField")
        /// A route type has a field that no pattern parameter fills and that cannot come from the
        /// query (a nested structure).
        public static let fieldWithoutParameter = Code("fieldWithoutParameter")
        /// A route type's field and the pattern parameter that fills it disagree: on the kind of
        /// value, on one value against a list, or on whether it may be left out.
        public static let fieldTypeMismatch = Code("fieldTypeMismatch")
        /// A route type's `init(from:)` cannot be read: it throws on every sample value.
        public static let unsupportedRouteType = Code("unsupportedRouteType")
        /// The pattern or URL is larger than one of the table's ``RouteLimits``, named by
        /// ``RouteError/limit``.
        public static let limitExceeded = Code("limitExceeded")
        /// The pattern is well formed but no URL can ever match it (a host of `*`s such as
        /// `https://**`, or more segments or bytes than the table's ``RouteLimits`` let a URL
        /// have); the message says why and, where there is one, what to write instead.
        public static let neverMatches = Code("neverMatches")
    }

    /// The kind of fault.
    public let code: Code
    /// The pattern or URL at fault (for parameter errors, the pattern or the parameter name).
    public let subject: String
    /// The UTF-8 offset in ``subject`` where the fault is, when there is one place.
    public let position: Int?
    /// A sentence that names the subject, the position and what is wrong.
    public let message: String
    /// The limit exceeded, for ``Code/limitExceeded``; `nil` otherwise.
    public let limit: RouteLimits.Name?

    /// What is wrong, without the subject: the message's last part.
    package let reason: String

    /// Creates an error. The message is composed from the parts: `<what> "<subject>" at offset
    /// <position>: <reason>`, the subject escaped and shortened (see `MessageText`).
    package init(
        _ code: Code,
        _ what: String,
        _ subject: String,
        at position: Int? = nil,
        limit: RouteLimits.Name? = nil,
        _ reason: String
    ) {
        self.code = code
        self.subject = subject
        self.position = position
        self.reason = reason
        self.limit = limit
        let place = position.map { " at offset \($0)" } ?? ""
        self.message = "\(what) \(MessageText.quoted(subject, around: position))\(place): \(reason)"
    }

    public var description: String { message }

    static func pattern(
        _ code: Code = .malformedPattern,
        _ pattern: String,
        at position: Int?,
        _ reason: String
    ) -> RouteError {
        RouteError(code, "pattern", pattern, at: position, reason)
    }

    static func url(_ url: String, at position: Int?, _ reason: String) -> RouteError {
        RouteError(.invalidURL, "URL", url, at: position, reason)
    }
}
