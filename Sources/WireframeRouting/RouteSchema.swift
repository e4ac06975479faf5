/// What registration learnt about a ``Route`` type: its fields, the shape of each, and where in a
/// URL each comes from.
///
/// <!-- sample RouteSchema/RouteSchema -->
/// ```swift
/// let schema = try routes.register(MessageRoute.self)
/// let name = schema.typeName  // "MessageRoute"
/// let fields = schema.fields.map(\.description)  // ["id: int (path)", "highlight: string? (query)"]
/// ```
public struct RouteSchema: Sendable, CustomStringConvertible {
    /// The route type's name, as the route table prints it.
    public let typeName: String
    /// The pattern the type declares.
    public let pattern: RoutePattern
    /// The fields in the order the type's `init(from:)` reads them.
    public let fields: [Field]
    /// Reads the route value from parameters and the `**` segments.
    package let decode: @Sendable (RouteParameters, [String]?) throws(RouteError) -> any Route

    /// One field of a route type.
    public struct Field: Hashable, Sendable, CustomStringConvertible {
        /// The field's coding key: the parameter or query item it is read from.
        public let name: String
        /// What the field holds.
        public let shape: Shape
        /// Whether the URL may leave it out: an `Optional` field, one read with
        /// `decodeIfPresent`, or one whose type is a ``RouteDefaultValue``.
        public let mayBeAbsent: Bool
        /// Where the field is read from.
        public let source: Source

        public var description: String {
            "\(name): \(shape)\(mayBeAbsent ? "?" : "") (\(source))"
        }
    }

    /// What a field holds.
    public enum Shape: Hashable, Sendable, CustomStringConvertible {
        /// One value of this kind.
        case single(ValueKind)
        /// Any number of values of this kind (a repeated query key, or the `**` segments).
        case array(ValueKind)
        /// Something that is not made of parameter text (a nested structure or dictionary).
        case structure

        public var description: String {
            switch self {
            case .single(let kind): "\(kind)"
            case .array(let kind): "[\(kind)]"
            case .structure: "structure"
            }
        }
    }

    /// The kind of text one value is read from, as the type's `Decodable` conformance asks for
    /// it (a `RawRepresentable` enum asks for its raw value's kind).
    public enum ValueKind: String, Hashable, Sendable, CustomStringConvertible {
        /// Any text: `String`, a `String`-backed enum, a type that decodes from a string.
        case string
        /// An integer: `Int`, `Int8` … `UInt64`, an `Int`-backed enum.
        case int
        /// A floating-point number: `Double`, `Float`.
        case double
        /// `Bool`.
        case bool
        /// `UUID`.
        case uuid

        public var description: String { rawValue }
    }

    /// Where a field is read from.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// The path parameter of the field's name.
        case path
        /// The query items of the field's name.
        case query
        /// The segments `**` matched.
        case rest
        /// The route type decodes from one value: the pattern's only parameter.
        case wholeValue

        public var description: String {
            switch self {
            case .path: "path"
            case .query: "query"
            case .rest: "**"
            case .wholeValue: "path"
            }
        }
    }

    /// `MessageRoute /messages/:id<int> { id: int (path), highlight: string? (query) }`.
    public var description: String {
        "\(typeName) \(pattern.text) { " + fields.map(\.description).joined(separator: ", ") + " }"
    }
}
