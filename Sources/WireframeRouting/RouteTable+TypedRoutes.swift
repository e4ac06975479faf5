extension RouteTable {
    /// Registers a route type's pattern after checking the type against it.
    ///
    /// <!-- sample RouteTable+TypedRoutes/register -->
    /// ```swift
    /// var routes = RouteTable()
    /// try routes.register(MessageRoute.self)   // "/messages/:id<int>", fields id and highlight
    /// ```
    ///
    /// Nothing is registered when it throws.
    /// - Returns: what the check found: each field, its shape and where it comes from.
    /// - Throws: ``RouteError`` naming the field at fault —
    ///   ``RouteError/Code/parameterWithoutField`` when a parameter (or `*`, or `**`) has no
    ///   field; ``RouteError/Code/fieldWithoutParameter`` when a field has no parameter and
    ///   cannot come from the query; ``RouteError/Code/fieldTypeMismatch`` when a parameter and
    ///   its field disagree (`:id<int>` with `id: Bool`; `:id` with `id: Int`, which must be
    ///   written `:id<int>`; an optional segment with a required field);
    ///   ``RouteError/Code/unsupportedRouteType`` when the type's `init(from:)` throws on every
    ///   sample value — and otherwise as ``register(_:)->RoutePattern`` does.
    @discardableResult
    public mutating func register<R: Route>(_ type: R.Type) throws(RouteError) -> RouteSchema {
        let schema = try RouteSchema(type, pattern: try RoutePattern(R.pattern))
        try register(R.pattern)
        routeSchemas[count - 1] = schema
        return schema
    }

    /// The schema of the route type registered for `pattern`, or `nil` when the pattern was
    /// registered as text.
    public func routeSchema(for pattern: RoutePattern) -> RouteSchema? {
        if routeSchemas.isEmpty { return nil }
        return route(of: pattern).flatMap { routeSchemas[$0] }
    }

    /// Builds the URL of a route value: reverse routing, with the escaping rules of
    /// ``url(for:parameters:wildcards:rest:fragment:)``.
    ///
    /// Path parameters fill the pattern; every other field goes into the query, in the order the
    /// type encodes its fields, a list as one item per element; `nil` and a
    /// ``RouteDefaultValue`` default are left out. Matching the URL gives the same value back.
    ///
    /// <!-- sample RouteTable+TypedRoutes/url -->
    /// ```swift
    /// let url = try routes.url(for: MessageRoute(id: 42, highlight: "a b"))  // "/messages/42?highlight=a%20b"
    /// ```
    ///
    /// - Throws: ``RouteError`` — ``RouteError/Code/unknownPattern`` when the type's pattern is
    ///   not registered; ``RouteError/Code/missingParameter`` or
    ///   ``RouteError/Code/invalidParameterValue`` when a value cannot stand in its place (an
    ///   empty path segment, an optional segment left out before one that is written, a
    ///   value a typed parameter rejects), or when the URL would match a more specific pattern
    ///   (`/messages/new` registered beside `/messages/:name`).
    public func url<R: Route>(for route: R, fragment: String? = nil) throws(RouteError) -> String {
        guard let registered = pattern(R.pattern) else {
            throw RouteError(.unknownPattern, "pattern", R.pattern, "\(R.self)'s pattern is not registered")
        }
        let pathNames = registered.parameterNames
        var parameters: [String: any RouteParameterValue] = [:]
        var rest: [String] = []
        var query = ""
        for field in try RouteEncoding(route).fields {
            if field.name.isEmpty, let only = pathNames.first {
                parameters[only] = field.values.first
            } else if registered.hasRest && field.name == R.restField {
                rest = field.values
            } else if pathNames.contains(field.name) {
                parameters[field.name] = field.values.first
            } else if !field.isDefault {
                let name = PercentEncoding.encode(field.name)
                for value in field.values {
                    query += (query.isEmpty ? "?" : "&") + name + "=" + PercentEncoding.encode(value)
                }
            }
        }
        var url = try self.url(for: registered.text, parameters: parameters, rest: rest) + query
        if let fragment { url += "#" + PercentEncoding.encode(fragment) }
        let winner = try match(url)?.pattern
        guard winner == registered else {
            throw RouteError(
                .invalidParameterValue,
                "pattern",
                registered.text,
                "\(route) is written \"\(url)\", which "
                    + (winner.map { "the more specific pattern \"\($0.text)\" matches" } ?? "no pattern matches")
            )
        }
        return url
    }
}

extension RouteTable {
    /// The name of the route type registered for `pattern`, or `-`.
    package func routeTypeName(for pattern: RoutePattern) -> String {
        routeSchema(for: pattern)?.typeName ?? "-"
    }

    /// A table's `header` and `rows` (one per pattern of `patterns`) with a `route type` column
    /// after `column`, or unchanged when no route type is registered.
    package func withRouteTypes(
        header: [String],
        rows: [[String]],
        patterns: [RoutePattern],
        after column: Int
    ) -> (header: [String], rows: [[String]]) {
        guard !routeSchemas.isEmpty else { return (header, rows) }
        var header = header
        header.insert("route type", at: column + 1)
        let rows = zip(rows, patterns).map { row, pattern in
            var row = row
            row.insert(routeTypeName(for: pattern), at: column + 1)
            return row
        }
        return (header, rows)
    }
}
