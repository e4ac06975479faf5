extension Route {
    /// Reads a route value from parameters (path parameters, then query items) and the
    /// segments `**` matched.
    ///
    /// Most code reads a route from a match with ``RouteMatch/route(as:)`` instead.
    ///
    /// - Throws: ``RouteError`` naming the field: ``RouteError/Code/missingParameter`` when a
    ///   required field has no value, ``RouteError/Code/invalidParameterValue`` when a value
    ///   does not fit the field's type (the message quotes the value).
    public init(parameters: RouteParameters, rest: [String]? = nil) throws(RouteError) {
        do {
            // The rest field is read here, where the route's type is known, and not by casting
            // the decoder's `Any.Type` back, a conformance look-up per route decoded.
            let decoder = RouteDecoder(
                parameters: parameters,
                rest: rest,
                restField: rest == nil ? nil : Self.restField,
                route: Self.self
            )
            self = try Self(from: decoder)
        } catch let failure as FieldFailure {
            // Only the value of a route that is one value comes without its field's name.
            let named = failure.named((try? RoutePattern(Self.pattern))?.parameterNames.first ?? "")
            throw RouteError(named.code, "\(Self.self) field", named.field, named.reason)
        } catch let error as RouteError {
            throw error
        } catch {
            // A route that is one value (a `RawRepresentable` enum of pages) refuses the text of
            // its pattern's only parameter.
            if Self.self is any RawRepresentable.Type,
                let name = (try? RoutePattern(Self.pattern))?.parameterNames.first
            {
                let failure = FieldFailure.invalid(name, parameters[name] ?? "", Self.self)
                throw RouteError(failure.code, "\(Self.self) field", failure.field, failure.reason)
            }
            throw RouteError(
                .invalidParameterValue,
                "route type",
                "\(Self.self)",
                "cannot be read from \(parameters): \(FieldFailure.describe(error))"
            )
        }
    }
}

extension RouteMatch {
    /// The route value this match stands for.
    ///
    /// <!-- sample Route+Decoding/route -->
    /// ```swift
    /// let route = try routes.match("/messages/42?highlight=a%20b")?.route(as: MessageRoute.self)
    /// // MessageRoute(id: 42, highlight: "a b")
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/unknownPattern`` when the match is
    ///   not of `type`'s pattern, or as ``Route/init(parameters:rest:)`` does.
    public func route<R: Route>(as type: R.Type = R.self) throws(RouteError) -> R {
        guard pattern.hasText(R.pattern) || pattern.description == (try? RoutePattern(R.pattern))?.description else {
            throw RouteError(
                .unknownPattern,
                "pattern",
                pattern.text,
                "the URL matched this pattern, not \(R.self)'s \"\(R.pattern)\""
            )
        }
        return try R(parameters: parameters, rest: rest)
    }
}
