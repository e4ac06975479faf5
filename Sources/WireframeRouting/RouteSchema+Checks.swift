extension RouteSchema {
    /// Probes `type` and checks its fields against `pattern`: every parameter has a field of a
    /// kind the parameter can hold, `**` has its array, every other field can come from the
    /// query. Parameter types are not looked up here: the table checks them when it registers
    /// the pattern, after this.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/parameterWithoutField``,
    ///   ``RouteError/Code/fieldWithoutParameter``, ``RouteError/Code/fieldTypeMismatch`` or
    ///   ``RouteError/Code/unsupportedRouteType``, naming the field.
    init<R: Route>(_ type: R.Type, pattern: RoutePattern) throws(RouteError) {
        let probe = try RouteProbe.probe(type)
        let check = FieldCheck(typeName: "\(R.self)", pattern: pattern)
        var fields: [Field] = []
        if let whole = probe.wholeValue {
            fields = [try check.wholeValue(whole.shape ?? .structure)]
        } else {
            var recorded: [String: RouteProbe.Recorded] = [:]
            for field in probe.fields where recorded[field.name] == nil { recorded[field.name] = field }
            var bound = Set<String>()
            for segment in pattern.segments {
                guard let field = try check.field(for: segment, recorded, restField: R.restField) else { continue }
                fields.append(field)
                bound.insert(field.name)
            }
            for field in probe.fields where !bound.contains(field.name) {
                bound.insert(field.name)
                fields.append(try check.queryField(field))
            }
        }
        self.typeName = check.typeName
        self.pattern = pattern
        self.fields = fields
        self.decode = { parameters, rest throws(RouteError) in try R(parameters: parameters, rest: rest) }
    }
}

/// The rules a route type's fields must follow, one segment or field at a time.
private struct FieldCheck {
    let typeName: String
    let pattern: RoutePattern

    /// The built-in parameter types and the one value kind each holds besides `string`.
    static let builtInKinds: [String: RouteSchema.ValueKind] = [
        "int": .int, "double": .double, "bool": .bool, "uuid": .uuid,
    ]

    func failure(_ code: RouteError.Code, _ field: String, _ reason: String) -> RouteError {
        RouteError(code, "\(typeName) field", field, reason)
    }

    /// The field a path segment fills, or `nil` for a literal.
    func field(
        for segment: RoutePattern.Segment,
        _ recorded: [String: RouteProbe.Recorded],
        restField: String
    ) throws(RouteError) -> RouteSchema.Field? {
        switch segment.kind {
        case .literal:
            return nil
        case .wildcard:
            throw failure(
                .parameterWithoutField,
                "*",
                "pattern \"\(pattern.text)\" has a `*` segment, which has no name, so no field can hold it; "
                    + "write a named parameter (`:name`) instead"
            )
        case .rest:
            guard let field = recorded[restField] else {
                throw failure(
                    .parameterWithoutField,
                    restField,
                    "pattern \"\(pattern.text)\" ends with `**`, whose segments go into the field \"\(restField)\" "
                        + "(Route.restField), and \(typeName) has no such field"
                )
            }
            guard case .array = field.shape else {
                throw failure(
                    .fieldTypeMismatch,
                    restField,
                    "holds the segments of `**` in \"\(pattern.text)\", so it must be an array, not \(field.shape)"
                )
            }
            if field.mayBeAbsent {
                throw failure(
                    .fieldTypeMismatch,
                    restField,
                    "`**` in \"\(pattern.text)\" always gives a list, maybe empty: make the field a non-optional array"
                )
            }
            return RouteSchema.Field(name: field.name, shape: field.shape, mayBeAbsent: false, source: .rest)
        case .parameter(let name, let type):
            guard let field = recorded[name] else {
                throw failure(
                    .parameterWithoutField,
                    name,
                    "pattern \"\(pattern.text)\" has the parameter \"\(segment)\" but \(typeName) has no field \"\(name)\""
                )
            }
            try checkKind(field.shape, name: name, segment: segment, type: type)
            if segment.isOptional && !field.mayBeAbsent {
                throw failure(
                    .fieldTypeMismatch,
                    name,
                    "the segment \"\(segment)\" of \"\(pattern.text)\" may be left out, so the field must be "
                        + "Optional (or of a RouteDefaultValue type)"
                )
            }
            return RouteSchema.Field(name: name, shape: field.shape, mayBeAbsent: field.mayBeAbsent, source: .path)
        }
    }

    /// A path parameter holds one value, of a kind its type accepts.
    func checkKind(
        _ shape: RouteSchema.Shape,
        name: String,
        segment: RoutePattern.Segment,
        type: String?
    ) throws(RouteError) {
        guard case .single(let kind) = shape else {
            throw failure(
                .fieldTypeMismatch,
                name,
                "the path parameter \"\(segment)\" of \"\(pattern.text)\" holds one segment, so the field cannot be "
                    + "\(shape); a list comes from `**` or from a repeated query item"
            )
        }
        if let type, let accepted = Self.builtInKinds[type], kind != accepted, kind != .string {
            throw failure(
                .fieldTypeMismatch,
                name,
                "the parameter \"\(segment)\" of \"\(pattern.text)\" holds \(Self.article(accepted)) \(accepted) but the "
                    + "field reads \(Self.article(kind)) \(kind)"
            )
        }
        // A plain parameter matches any segment. When the field reads a kind a built-in type
        // checks, the pattern must say so: then matching, not decoding, turns other segments
        // away, so that a less specific pattern can still match them and tools agree.
        if type == nil, let builtIn = Self.builtInKinds.first(where: { $0.value == kind })?.key {
            throw failure(
                .fieldTypeMismatch,
                name,
                "the field reads \(Self.article(kind)) \(kind) but the parameter \"\(segment)\" of \"\(pattern.text)\" "
                    + "matches any segment; write \":\(name)<\(builtIn)>\" so that matching checks it"
            )
        }
    }

    /// A field no path segment fills comes from the query, which holds text.
    func queryField(_ field: RouteProbe.Recorded) throws(RouteError) -> RouteSchema.Field {
        if case .structure = field.shape {
            throw failure(
                .fieldWithoutParameter,
                field.name,
                "no parameter of \"\(pattern.text)\" fills it and it cannot come from the query: a query item holds "
                    + "text, and the field is a nested structure"
            )
        }
        return RouteSchema.Field(name: field.name, shape: field.shape, mayBeAbsent: field.mayBeAbsent, source: .query)
    }

    /// A route type that decodes from one value reads the pattern's only parameter.
    func wholeValue(_ shape: RouteSchema.Shape) throws(RouteError) -> RouteSchema.Field {
        let parameters = pattern.segments.filter { segment in
            switch segment.kind {
            case .literal: false
            case .parameter, .wildcard, .rest: true
            }
        }
        guard let segment = parameters.first, case .parameter(let name, let type) = segment.kind else {
            throw RouteError(
                .fieldWithoutParameter,
                "route type",
                typeName,
                "decodes from one value, so its pattern must have exactly one named parameter; "
                    + "\"\(pattern.text)\" has \(parameters.isEmpty ? "none" : "\"\(parameters[0])\"")"
            )
        }
        if parameters.count > 1 {
            throw failure(
                .parameterWithoutField,
                parameters[1].description,
                "\(typeName) decodes from one value, which \"\(segment)\" fills; nothing holds \"\(parameters[1])\""
            )
        }
        try checkKind(shape, name: name, segment: segment, type: type)
        if segment.isOptional {
            throw failure(
                .fieldTypeMismatch,
                name,
                "\(typeName) is this one value, so the segment \"\(segment)\" cannot be optional"
            )
        }
        return RouteSchema.Field(name: name, shape: shape, mayBeAbsent: false, source: .wholeValue)
    }

    static func article(_ kind: RouteSchema.ValueKind) -> String {
        switch kind {
        case .int: "an"
        case .string, .double, .bool, .uuid: "a"
        }
    }
}
