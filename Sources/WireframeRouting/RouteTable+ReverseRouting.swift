import WireframeSupport

extension RouteTable {
    /// Builds the URL of a registered pattern from parameter values: reverse routing.
    ///
    /// Values are percent-encoded; typed parameters must fit their type; trailing optional
    /// segments are left out when they have no value. Parameters the path does not use go into
    /// the query, sorted by name. Matching the result gives the parameters back.
    ///
    /// <!-- sample RouteTable+ReverseRouting/url -->
    /// ```swift
    /// let message = try routes.url(for: "/messages/:id<int>", parameters: ["id": 42, "from": "push"])
    /// // "/messages/42?from=push"
    /// let files = try routes.url(for: "myapp://files/**", rest: ["a b", "c"])
    /// // "myapp://files/a%20b/c"
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the pattern's text, as registered or in canonical form.
    ///   - parameters: values by parameter name.
    ///   - wildcards: values for the `*` segments, in order.
    ///   - rest: the segments for `**`.
    ///   - fragment: a fragment to append.
    /// - Throws: ``RouteError`` — ``RouteError/Code/unknownPattern``,
    ///   ``RouteError/Code/missingParameter``, ``RouteError/Code/invalidParameterValue``, or
    ///   ``RouteError/Code/limitExceeded`` when the URL would be past the table's
    ///   ``RouteLimits``, which would refuse it.
    public func url(
        for pattern: String,
        parameters: [String: any RouteParameterValue] = [:],
        wildcards: [String] = [],
        rest: [String] = [],
        fragment: String? = nil
    ) throws(RouteError) -> String {
        guard let registered = self.pattern(pattern) else {
            throw RouteError(.unknownPattern, "pattern", pattern, "is not registered")
        }
        var path: [String] = []
        var used = Set<String>()
        var wildcardValues = wildcards[...]
        var skipped: RoutePattern.Segment?
        let segments = registered.segments
        for (index, segment) in segments.enumerated() {
            var value: String?
            switch segment.kind {
            case .literal(let text):
                // An optional literal is written only when a later segment is.
                value =
                    segment.isOptional && !laterSegmentHasValue(segments[(index + 1)...], parameters, wildcardValues)
                    ? nil : text
            case .parameter(let name, let typeName):
                used.insert(name)
                if let given = parameters[name]?.routeParameter {
                    if let typeName, let type = parameterTypes.first(where: { $0.name == typeName }),
                        !type.accepts(given)
                    {
                        throw failure(
                            .invalidParameterValue,
                            registered,
                            "\(MessageText.quoted(given)) for \"\(name)\" is not a valid \(typeName)"
                        )
                    }
                    value = given
                } else if !segment.isOptional {
                    throw failure(.missingParameter, registered, "no value for parameter \"\(name)\"")
                }
            case .wildcard:
                value = wildcardValues.popFirst()
                if value == nil, !segment.isOptional {
                    throw failure(.missingParameter, registered, "no value for `*` at segment \(index + 1)")
                }
            case .rest:
                if let empty = rest.firstIndex(of: "") {
                    throw failure(
                        .invalidParameterValue,
                        registered,
                        "rest segment \(empty + 1) is empty; an empty segment cannot stand in a URL"
                    )
                }
                path.append(contentsOf: rest.map(PercentEncoding.encodePathSegment))
                continue
            }
            guard let value else {
                skipped = skipped ?? segment
                continue
            }
            if let skipped {
                throw failure(
                    .missingParameter,
                    registered,
                    "\"\(segment)\" has a value but the optional \"\(skipped)\" before it has none"
                )
            }
            if value.isEmpty {
                throw failure(
                    .invalidParameterValue,
                    registered,
                    "the value for \"\(segment)\" is empty; an empty segment cannot stand in a URL"
                )
            }
            path.append(PercentEncoding.encodePathSegment(value))
        }
        if !wildcardValues.isEmpty {
            throw failure(
                .invalidParameterValue,
                registered,
                "\(wildcards.count) wildcard values given for \(wildcards.count - wildcardValues.count) `*` segments"
            )
        }
        if !rest.isEmpty && !registered.hasRest {
            throw failure(.invalidParameterValue, registered, "rest segments given but the pattern has no `**`")
        }
        let joined = path.joined(separator: "/")
        var url: String
        switch (registered.scope.scheme, registered.scope.host) {
        case (let scheme?, let host?): url = "\(scheme)://\(host)/\(joined)"
        case (let scheme?, nil):
            if RouteScope.webSchemes.contains(scheme) {
                throw failure(
                    .missingParameter,
                    registered,
                    "the pattern matches any host, so it cannot say which host to write; route to the URL itself"
                )
            }
            url = "\(scheme)://\(joined)"
        case (nil, _): url = "/" + joined
        }
        let query = parameters.keys.filter { !used.contains($0) }.sorted()
        if !query.isEmpty {
            url +=
                "?"
                + query.map { name in
                    let value = parameters[name]?.routeParameter ?? ""
                    return PercentEncoding.encode(name) + "=" + PercentEncoding.encode(value)
                }.joined(separator: "&")
        }
        if let fragment {
            url += "#" + PercentEncoding.encode(fragment)
        }
        // The table refuses a URL past its limits wherever one arrives, so it writes none: escaping
        // makes a URL longer than the text of its values (found by the routing fuzzer).
        if url.utf8.count > limits.urlLength {
            throw .limit(.urlLength, limits.urlLength, "URL", url, "it has \(url.utf8.count) bytes once escaped")
        }
        if path.count > limits.urlSegments {
            throw .limit(.urlSegments, limits.urlSegments, "URL", url, "it has \(path.count) segments")
        }
        return url
    }

    private func laterSegmentHasValue(
        _ segments: ArraySlice<RoutePattern.Segment>,
        _ parameters: [String: any RouteParameterValue],
        _ wildcards: ArraySlice<String>
    ) -> Bool {
        segments.contains { segment in
            switch segment.kind {
            case .parameter(let name, _): parameters[name] != nil
            case .wildcard: !wildcards.isEmpty
            case .literal: !segment.isOptional
            case .rest: true
            }
        }
    }

    private func failure(_ code: RouteError.Code, _ pattern: RoutePattern, _ reason: String) -> RouteError {
        RouteError(code, "pattern", pattern.text, reason)
    }
}
