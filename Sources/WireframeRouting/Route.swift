/// A route as a Swift value: a type that declares its pattern, whose fields are the pattern's
/// parameters and the query items it reads.
///
/// <!-- sample Route/Route -->
/// ```swift
/// struct MessageRoute: Route {
///     static let pattern = "/messages/:id<int>"
///     var id: Int                // the path parameter `:id<int>`
///     var highlight: String?     // `?highlight=…`, optional
///     var tags: [String] = []    // `?tags=a&tags=b`, a repeated key
/// }
///
/// var routes = RouteTable()
/// try routes.register(MessageRoute.self)
/// let url = try routes.url(for: MessageRoute(id: 42, highlight: "a b"))  // "/messages/42?highlight=a%20b"
/// let route = try routes.match(url)?.route(as: MessageRoute.self)         // the same value
/// ```
///
/// The value is read from a match with `Codable`: each field's coding key names a path
/// parameter or a query item, so the synthesised conformance is all a route type needs.
/// - A path parameter `:name` fills the field `name`. Its type must be one value: `String`,
///   `Int` and the other integer types, `Double`, `Float`, `Bool`, `UUID`, a `RawRepresentable`
///   enum (`?tab=drafts` → `.drafts`), or any type that decodes from one string.
/// - A field that no path parameter fills comes from the query. An `Optional` field may be
///   absent; an array field (`[String]`, `[Tab]`) takes every value of a repeated key, and no
///   value is the empty array; a field whose type conforms to ``RouteDefaultValue`` takes the
///   type's default when absent.
/// - `**` fills the field named by ``restField`` (`rest` unless you say otherwise), an array.
///
/// ``RouteTable/register(_:)->RouteSchema`` checks the type against its pattern and throws a
/// ``RouteError`` naming the field at fault. See the "Typed routes" article for every rule.
public protocol Route: Codable, Hashable, Sendable {
    /// The route's pattern, such as `/messages/:id<int>`; see ``RoutePattern`` for the syntax.
    static var pattern: String { get }

    /// The coding key of the field that holds the segments `**` matched: `rest` by default.
    static var restField: String { get }
}

extension Route {
    /// `rest`: a route type whose pattern ends with `**` holds its segments in a field `rest`.
    public static var restField: String { "rest" }
}

/// A field type with a default: a route field of this type that the URL leaves out takes
/// ``routeDefault``, and reverse routing leaves a query item out when it holds the default.
///
/// <!-- sample Route/RouteDefaultValue -->
/// ```swift
/// enum Folder: String, Codable, RouteDefaultValue {
///     case inbox, drafts, sent
///     static let routeDefault = Folder.inbox
/// }
/// struct MailboxRoute: Route {
///     static let pattern = "/mailbox"
///     var folder: Folder  // "/mailbox" → .inbox; "/mailbox?folder=drafts" → .drafts
/// }
/// ```
///
/// A default that belongs to one field rather than to its type is written in the route type's
/// own `init(from:)` with `decodeIfPresent(_:forKey:) ?? value`.
public protocol RouteDefaultValue: Codable, Hashable, Sendable {
    /// The value a field of this type takes when the URL leaves it out.
    static var routeDefault: Self { get }
}

extension RouteDefaultValue {
    /// Whether this is ``routeDefault``.
    var isRouteDefault: Bool { self == Self.routeDefault }
}
