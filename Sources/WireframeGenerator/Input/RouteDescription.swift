import WireframeRouting

/// The typed route a generated module is the screen of: its pattern, the fields its parameters
/// fill (with their Swift types), and a URL that matches it, which the generated test routes.
///
/// The pattern is checked by WireframeRouting itself (``RouteTable`` registers it), so a bad
/// pattern fails with the matcher's own message and offset.
package struct RouteDescription: Hashable, Sendable {
    /// A path parameter of the pattern: a field of the route type.
    package struct Parameter: Hashable, Sendable {
        /// The parameter's name, which is the field's name: `id` for `:id<int>`.
        package let name: String
        /// The field's Swift type: `Int`, `Double`, `Bool`, `UUID` or `String`, without `?`.
        package let type: String
        /// Whether the segment may be left out (`:tab?`), so the field is optional.
        package let isOptional: Bool
        /// The field's declared type: `type`, with `?` when optional.
        package var fieldType: String { isOptional ? type + "?" : type }
        /// The segment the sample URL has for it (empty for an optional parameter, which the
        /// sample leaves out).
        package let sample: String
    }

    /// The pattern as the user wrote it.
    package let pattern: String
    /// The path parameters, in order.
    package let parameters: [Parameter]
    /// Whether the pattern ends with `**`, whose segments fill the field `rest`.
    package let hasRest: Bool
    /// A URL that matches the pattern, filling each required parameter with a sample value.
    package let sampleURL: String

    /// Parses and checks `pattern`.
    ///
    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/invalidRoute``: the
    ///   matcher's error (message and offset, as `underlyingError`), a parameter whose name
    ///   cannot be a Swift field, or a `*` segment, which a typed route cannot hold.
    package init(pattern: String) throws(GeneratorError) {
        let parsed: RoutePattern
        do {
            var table = RouteTable()
            parsed = try table.register(pattern)
        } catch {
            throw GeneratorError(.invalidRoute, "invalid route: \(error.message)", underlyingError: error)
        }
        var parameters: [Parameter] = []
        var samplePath: [String] = []
        for segment in parsed.segments {
            switch segment.kind {
            case .literal:
                samplePath.append(segment.description)
            case .wildcard:
                // WireframeRouting refuses a route type whose pattern has `*` (no field can hold
                // it), so the generated route would fail when registered: refuse it now.
                throw GeneratorError(
                    .invalidRoute,
                    "invalid route: pattern \"\(pattern)\" at offset \(segment.offset): a typed route has no field "
                        + "for `*`; name the segment (`:name`) instead"
                )
            case .rest:
                break
            case .parameter(let name, let type):
                guard SwiftIdentifier.isValid(name), name != "rest" || !parsed.hasRest else {
                    throw GeneratorError(
                        .invalidRoute,
                        "invalid route: pattern \"\(pattern)\" at offset \(segment.offset): parameter \"\(name)\" "
                            + "cannot be a field of a Swift route type; name it as a Swift identifier (such as "
                            + "\"userID\")"
                    )
                }
                let (swiftType, sample) = Self.swiftType(of: type)
                parameters.append(
                    Parameter(
                        name: name,
                        type: swiftType,
                        isOptional: segment.isOptional,
                        sample: segment.isOptional ? "" : sample
                    )
                )
                if !segment.isOptional { samplePath.append(sample) }
            }
        }
        self.pattern = pattern
        self.parameters = parameters
        self.hasRest = parsed.hasRest
        let path = "/" + samplePath.joined(separator: "/")
        switch (parsed.scope.scheme, parsed.scope.host) {
        case (let scheme?, let host?): sampleURL = "\(scheme)://\(host)\(path)"
        case (let scheme?, nil): sampleURL = "\(scheme):/\(path)"
        default: sampleURL = path
        }
    }

    /// The route type's fields as the parameters of an initializer: `id: Int, tab: String? = nil`.
    package var initParameters: String {
        var fields = parameters.map { $0.isOptional ? "\($0.name): \($0.fieldType) = nil" : "\($0.name): \($0.type)" }
        if hasRest { fields.append("rest: [String] = []") }
        return fields.joined(separator: ", ")
    }

    /// Whether a field's type needs Foundation (`UUID`).
    package var needsFoundation: Bool { parameters.contains { $0.type == "UUID" } }

    /// The Swift type of a parameter of `type` (`nil` for an untyped one), and a segment that
    /// fills it. RouteTable has rejected any other type already.
    private static func swiftType(of type: String?) -> (type: String, sample: String) {
        switch type {
        case "int": ("Int", "42")
        case "double": ("Double", "1.5")
        case "bool": ("Bool", "true")
        case "uuid": ("UUID", "00000000-0000-0000-0000-000000000042")
        default: ("String", "sample")
        }
    }
}
