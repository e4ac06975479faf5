import Foundation

/// What a match must have captured, worked out from its pattern and URL alone, and checked
/// against ``RouteMatch`` on creation.
struct RouteCaptures {
    /// The path parameters, in pattern order.
    let pathParameters: [RouteParameters.Entry]
    /// The segments reverse routing writes for these captures: literals as the pattern spells
    /// them, values as captured, trailing optional literals left out (an optional literal is
    /// written only when a later segment is), then the `**` segments.
    let reverseSegments: [String]

    init(match: RouteMatch, url: RouteURL, caseInsensitive: Bool) {
        let pattern = match.pattern
        let segments = url.segments
        let path = pattern.hasRest ? Array(pattern.segments.dropLast()) : pattern.segments
        let context = "\"\(url.string)\" matched \"\(pattern.text)\""

        let consumed: Int
        if let rest = match.rest {
            require(pattern.hasRest, "\(context), which has no `**`, yet the match has rest segments")
            consumed = segments.count - rest.count
            require(
                consumed == path.count && rest == Array(segments[consumed...]),
                "\(context): the rest \(rest) is not the segments after the pattern's \(path.count)"
            )
        } else {
            require(!pattern.hasRest, "\(context), which ends with `**`, yet the match has no rest")
            consumed = segments.count
            require(
                consumed <= path.count && path[consumed...].allSatisfy(\.isOptional),
                "\(context) with \(consumed) segments; the pattern needs \(path.filter { !$0.isOptional }.count)"
            )
        }

        var parameters: [RouteParameters.Entry] = []
        var wildcards: [String] = []
        var written: [String] = []
        var pendingOptionalLiterals: [String] = []
        for (segment, value) in zip(path, segments[..<consumed]) {
            switch segment.kind {
            case .literal(let text):
                let equal = caseInsensitive ? text.lowercased() == value.lowercased() : text == value
                require(equal, "\(context): the literal \"\(text)\" took \"\(value)\"")
                if segment.isOptional {
                    pendingOptionalLiterals.append(text)
                    continue
                }
                written += pendingOptionalLiterals + [text]
                pendingOptionalLiterals = []
                continue
            case .parameter(let name, let type):
                require(match.parameters[name] == value, "\(context): \(name) is not \"\(value)\": \(match.parameters)")
                if let type { Self.checkTypedValue(match.parameters, name, type, context) }
                parameters.append(RouteParameters.Entry(name: name, value: value))
            case .wildcard:
                wildcards.append(value)
            case .rest:
                violated("\(context): `**` is not the pattern's last segment")
            }
            written += pendingOptionalLiterals + [value]
            pendingOptionalLiterals = []
        }
        require(match.wildcards == wildcards, "\(context): wildcards \(match.wildcards), expected \(wildcards)")

        // Only the path parameters the URL filled hide query items of the same name.
        let pathNames = Set(parameters.map(\.name))
        for name in Set(url.queryItems.map(\.name)).subtracting(pathNames) {
            let values = url.queryItems.filter { $0.name == name }.map(\.value)
            require(match.parameters.values(for: name) == values, "\(context): query item \(name) is not \(values)")
        }

        pathParameters = parameters
        reverseSegments = written + (match.rest ?? [])
    }

    /// A value a built-in type accepted reads as the matching Swift type.
    private static func checkTypedValue(
        _ parameters: RouteParameters,
        _ name: String,
        _ type: String,
        _ context: String
    ) {
        let readable: Bool
        switch type {
        case RouteParameterType.int.name: readable = (try? parameters.value(name, as: Int.self)) != nil
        case RouteParameterType.double.name: readable = (try? parameters.value(name, as: Double.self)) != nil
        case RouteParameterType.bool.name: readable = (try? parameters.value(name, as: Bool.self)) != nil
        case RouteParameterType.uuid.name: readable = (try? parameters.value(name, as: UUID.self)) != nil
        default: readable = true
        }
        require(readable, "\(context): \(name) = \"\(parameters[name] ?? "")\" fits <\(type)> but does not read as one")
    }
}
