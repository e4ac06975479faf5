/// A parsed route pattern such as `/users/:id<int>/:tab?`, `myapp://inbox/**` or
/// `https://example.com/orders/:id`.
///
/// ## Syntax
/// - A literal segment matches itself: `users`. Percent escapes in it are decoded.
/// - `:name` captures any one segment under `name`.
/// - `:name<type>` captures one segment that the parameter type accepts: `int`, `double`,
///   `bool`, `uuid`, or a type registered with ``RouteTable/register(parameterType:)``.
/// - `*` matches any one segment; `**` matches the rest of the path, zero or more segments
///   (it must be the last segment).
/// - A `?` suffix makes a trailing segment optional: `/users/:id/:tab?`. Only trailing
///   segments can be optional, and `**` cannot follow an optional one.
/// - `scheme://` in front scopes the pattern to that scheme; for `http` and `https` a host
///   follows (`https://example.com/…`), or `*` for any host: `https://*/**` matches every
///   `https` URL and nothing else (not `mailto:` or `tel:`). In a custom-scheme pattern the part
///   after `//` is path: `myapp://users/:id` has the segments `users` and `:id`.
///
/// Repeated and trailing slashes are ignored, in patterns as in URLs.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    // The text and segments live in one immutable block (RoutePatternStorage).
    // `nonisolated(unsafe)`: `ManagedBuffer` cannot be `Sendable`, but nothing writes to a
    // storage once it is made, so sharing it across tasks is safe.
    nonisolated(unsafe) let storage: RoutePatternStorage

    /// The text the pattern was parsed from.
    public var text: String { storage.text }
    /// The scheme and host the pattern is limited to.
    public var scope: RouteScope { storage.scope }
    /// The path segments, in order.
    public var segments: [Segment] {
        (0..<storage.segmentCount).map(storage.segment(at:))
    }

    /// One path segment of a pattern.
    public struct Segment: Hashable, Sendable, CustomStringConvertible {
        /// What the segment matches.
        public enum Kind: Hashable, Sendable {
            /// Exactly this (percent-decoded) text.
            case literal(String)
            /// Any one segment, or one the named type accepts, captured under `name`.
            case parameter(name: String, type: String?)
            /// Any one segment (`*`), captured in ``RouteMatch/wildcards``.
            case wildcard
            /// The rest of the path (`**`), captured in ``RouteMatch/rest``.
            case rest
        }

        /// What the segment matches.
        public let kind: Kind
        /// Whether the segment may be left out (`?` suffix).
        public let isOptional: Bool
        /// The UTF-8 offset of the segment in the pattern's text.
        public let offset: Int

        public var description: String {
            let body: String
            switch kind {
            case .literal(let text): body = PercentEncoding.encodePathSegment(text)
            case .parameter(let name, let type?): body = ":\(name)<\(type)>"
            case .parameter(let name, nil): body = ":\(name)"
            case .wildcard: body = "*"
            case .rest: body = "**"
            }
            return isOptional ? body + "?" : body
        }
    }

    /// Parses `text`.
    ///
    /// Parameter types are not checked here (a ``RouteTable`` checks them when the pattern is
    /// registered).
    /// - Throws: ``RouteError`` with code ``RouteError/Code/malformedPattern`` naming the
    ///   offset at fault.
    public init(_ text: String) throws(RouteError) {
        // The parser reads the string's own bytes: no copy of the text to make and free.
        var copy = text
        let parsed = copy.withUTF8 { bytes -> Result<RoutePattern, RouteError> in
            var parser = RoutePatternParser(text, bytes: bytes)
            do throws(RouteError) {
                return .success(try parser.parse())
            } catch {
                return .failure(error)
            }
        }
        self = try parsed.get()
    }

    init(storage: RoutePatternStorage) {
        self.storage = storage
    }

    /// The names of the parameters, in order.
    public var parameterNames: [String] {
        (0..<storage.segmentCount).compactMap { index in
            storage.code(at: index).kind == .parameter ? storage.parameterName(at: index) : nil
        }
    }

    /// Whether the pattern ends with `**`.
    public var hasRest: Bool {
        let count = storage.segmentCount
        return count > 0 && storage.code(at: count - 1).kind == .rest
    }

    /// The pattern in canonical form: scope, then `/`-joined segments (`myapp://users/:id`).
    public var description: String {
        let path = "/" + segments.map(\.description).joined(separator: "/")
        guard let scheme = scope.scheme else { return path }
        if let host = scope.host { return "\(scheme)://\(host)\(path == "/" ? "" : path)" }
        if RouteScope.webSchemes.contains(scheme) { return "\(scheme)://*\(path == "/" ? "" : path)" }
        return "\(scheme):/\(path)"
    }
}
