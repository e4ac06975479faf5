public import WireframeRouting

/// Deep links that set a whole route: each URL pattern builds the route, from the root, that the
/// link opens, so the screens below the last one are real and Back works.
///
/// ```swift
/// var links = DeepLinks()
/// try links.register("/inbox/messages/:id<int>") { match in
///     ["mail", "inbox", try message(MessageRef(id: match.parameters.value("id", as: Int.self)))]
/// }
/// try await router.open("myapp://inbox/messages/42", with: links)
/// // mail tabs, inbox tab with its list, message 42 pushed on it
/// ```
///
/// Patterns are WireframeRouting's (`RoutePattern`): the most specific pattern wins, and two
/// patterns that match the same URLs are refused.
public struct DeepLinks: Sendable {
    /// Builds the route a matched link opens.
    public typealias RouteBuilder = @Sendable (RouteMatch) throws -> [RouteSegment]

    private var table: RouteTable
    private var builders: [RoutePattern: RouteBuilder] = [:]

    /// No links; `options` say how the patterns compare literals.
    public init(options: RouteTable.Options = []) {
        table = RouteTable(options: options)
    }

    /// Registers `pattern`, whose links open the route `route` builds from the match.
    ///
    /// - Throws: `RouteError` for a malformed pattern or one matching the same URLs as another.
    @discardableResult
    public mutating func register(_ pattern: String, route: @escaping RouteBuilder) throws(RouteError) -> RoutePattern {
        let registered = try table.register(pattern)
        builders[registered] = route
        return registered
    }

    /// The route `url` opens.
    ///
    /// - Throws: ``StateRoutingError/Code/noLink`` when `url` is malformed or matches no
    ///   pattern; what the builder throws (a ``StateRoutingError`` as it is, anything else as
    ///   ``StateRoutingError/Code/noLink``).
    public func route(for url: String) throws(StateRoutingError) -> [RouteSegment] {
        let found: RouteMatch?
        do {
            found = try table.match(url)
        } catch {
            throw StateRoutingError(
                .noLink,
                "link \"\(url)\" is not a valid URL: \(error.message)",
                underlyingError: error
            )
        }
        guard let match = found, let builder = builders[match.pattern] else {
            throw StateRoutingError(.noLink, "link \"\(url)\" matches no registered link")
        }
        do {
            return try builder(match)
        } catch let error as StateRoutingError {
            throw error
        } catch {
            throw StateRoutingError(
                .noLink,
                "link \"\(url)\" (pattern \(match.pattern.text)) cannot build its route: \(error)",
                underlyingError: error
            )
        }
    }
}
