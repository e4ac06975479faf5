import WireframeSupport

/// The parameters of a match: path parameters first, in pattern order, then query items in URL
/// order. A name can have several values (a repeated query key).
///
/// <!-- sample RouteParameters/RouteParameters -->
/// ```swift
/// let match = try routes.match("myapp://users/42?tab=posts&tag=a&tag=b")
/// let text = match?.parameters["id"]  // "42"
/// let id = try match?.parameters.value("id", as: Int.self)  // 42
/// let tags = match?.parameters.values(for: "tag")  // ["a", "b"]
/// ```
public struct RouteParameters: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One name and one of its values.
    public struct Entry: Hashable, Sendable {
        /// The parameter's name.
        public let name: String
        /// One value, percent-decoded.
        public let value: String

        /// Creates an entry.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The entries, or a match's pattern and URL to read them from (`RouteParameters+Match.swift`).
    private var storage: Storage

    private enum Storage: Sendable {
        case entries([Entry])
        case match(MatchedParameters)
    }

    /// Creates parameters from entries, in order.
    public init(_ entries: [Entry] = []) { storage = .entries(entries) }

    /// Creates parameters with one value per name, in the literal's order.
    public init(dictionaryLiteral elements: (String, String)...) {
        storage = .entries(elements.map { Entry(name: $0.0, value: $0.1) })
    }

    /// The parameters of a match of `pattern` whose first `filled` segments of `url` filled its
    /// segments one each, with the URL's query: read from them when asked for.
    init(pattern: RoutePatternStorage, filled: Int, url: RouteURL) {
        let matched = MatchedParameters(pattern: pattern, filled: filled, url: url)
        storage = matched.isEmpty ? .entries([]) : .match(matched)
    }

    /// The entries in order.
    private var entries: [Entry] {
        switch storage {
        case .entries(let entries): entries
        case .match(let matched): matched.entries
        }
    }

    /// The first value of `name`, or `nil` when there is none.
    public subscript(name: String) -> String? {
        switch storage {
        case .entries(let entries): entries.first(where: { $0.name == name })?.value
        case .match(let matched): matched.first(named: name)
        }
    }

    /// Every value of `name`, in order.
    public func values(for name: String) -> [String] {
        switch storage {
        case .entries(let entries): entries.compactMap { $0.name == name ? $0.value : nil }
        case .match(let matched): matched.values(named: name)
        }
    }

    /// The first value of `name`, read as `Value`.
    ///
    /// - Throws: ``RouteError`` ``RouteError/Code/missingParameter`` when there is no such
    ///   parameter, ``RouteError/Code/invalidParameterValue`` when its value does not fit.
    public func value<Value: RouteParameterValue>(
        _ name: String,
        as type: Value.Type = Value.self
    ) throws(RouteError) -> Value {
        guard let text = self[name] else {
            let names = self.names
            let present =
                names.isEmpty
                ? "there are no parameters"
                : "the parameters are " + names.map { MessageText.quoted($0) }.joined(separator: ", ")
            throw RouteError(.missingParameter, "parameter", name, "there is no such parameter; \(present)")
        }
        guard let value = Value(routeParameter: text) else {
            throw RouteError(
                .invalidParameterValue,
                "parameter",
                name,
                "\(MessageText.quoted(text)) is not a valid \(Value.self)"
            )
        }
        return value
    }

    /// The distinct names, in order of first appearance.
    public var names: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }

    /// Whether there are no parameters.
    public var isEmpty: Bool {
        switch storage {
        case .entries(let entries): entries.isEmpty
        // Never empty: empty parameters of a match are kept as no entries.
        case .match: false
        }
    }

    /// These parameters with every name of `other` replaced by `other`'s values.
    public func merging(_ other: RouteParameters) -> RouteParameters {
        if other.isEmpty { return self }
        let otherEntries = other.entries
        let replaced = Set(otherEntries.map(\.name))
        return RouteParameters(entries.filter { !replaced.contains($0.name) } + otherEntries)
    }

    /// Iterates the entries in order.
    public func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }

    /// `[id: 42, tag: a, tag: b]`.
    public var description: String {
        "[" + entries.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
    }

    /// Equal when they hold the same entries in the same order, however they are kept.
    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.entries == rhs.entries
    }

    /// Hashes the entries in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }
}
