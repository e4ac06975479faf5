import Foundation

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
            self = try Self(from: RouteDecoder(parameters: parameters, rest: rest, route: Self.self))
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
    /// ```swift
    /// let route = try routes.match("/messages/42?highlight=a%20b")?.route(as: MessageRoute.self)
    /// // MessageRoute(id: 42, highlight: "a b")
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/unknownPattern`` when the match is
    ///   not of `type`'s pattern, or as ``Route/init(parameters:rest:)`` does.
    public func route<R: Route>(as type: R.Type = R.self) throws(RouteError) -> R {
        guard pattern.text == R.pattern || pattern.description == (try? RoutePattern(R.pattern))?.description else {
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

/// Why one field could not be read. The containers throw it and ``Route/init(parameters:rest:)``
/// turns it into a ``RouteError`` naming the route type, which the containers do not know. A
/// container that holds one value does not know its field either (it is kept to two words):
/// it throws with an empty field, which the decoder of that field fills in.
struct FieldFailure: Error {
    enum Kind {
        case missing
        case invalid(text: String, type: Any.Type)
        case unsupported(String)
        case other(String)
    }

    let kind: Kind
    let field: String

    init(_ kind: Kind, field: String) {
        self.kind = kind
        self.field = field
    }

    static func missing(_ field: String) -> FieldFailure { FieldFailure(.missing, field: field) }

    static func invalid(_ field: String, _ text: String, _ type: Any.Type) -> FieldFailure {
        FieldFailure(.invalid(text: text, type: type), field: field)
    }

    static func unsupported(_ field: String, _ what: String) -> FieldFailure {
        FieldFailure(.unsupported(what), field: field)
    }

    /// This failure, for `field` when it names none.
    func named(_ field: String) -> FieldFailure {
        self.field.isEmpty ? FieldFailure(kind, field: field) : self
    }

    var code: RouteError.Code {
        if case .missing = kind { return .missingParameter }
        return .invalidParameterValue
    }

    var reason: String {
        switch kind {
        case .missing: "the URL has no parameter \"\(field)\""
        case .invalid(let text, let type): "\"\(text)\" is not a valid \(type)"
        case .unsupported(let what): "a parameter is text and cannot be read as \(what)"
        case .other(let reason): reason
        }
    }

    /// A coding error as one line, without Swift's own wrapping.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context):
            context.debugDescription
        case EncodingError.invalidValue(_, let context):
            context.debugDescription
        default:
            "\(error)"
        }
    }
}

/// Reads a route value from parameters: each coding key of the route's keyed container names a
/// parameter, or for ``Route/restField`` the segments of `**`; a route that decodes from one
/// value reads its pattern's only parameter.
///
/// Not generic, and three words, so that it fits in the `any Decoder` a route's `init(from:)`
/// gets without a box of its own; the generic containers below forward to ``RouteFields``,
/// which is not generic either, so reading a field looks up no generic metadata.
struct RouteDecoder: Decoder {
    let parameters: RouteParameters
    let rest: [String]?
    /// The route type, for its rest field and pattern; kept as `Any.Type` (one word) and cast
    /// back only when a route has `**` or is one value.
    let route: Any.Type

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let restField = rest == nil ? nil : (route as? any Route.Type)?.restField
        return KeyedDecodingContainer(
            RouteKeyedDecoding<Key>(fields: RouteFields(parameters: parameters, rest: rest, restField: restField))
        )
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw FieldFailure.unsupported("\(route)", "a list; a route decodes from named fields or from one value")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        // Only route types that are one value (an enum of pages, say) get here; their schema
        // was checked to have exactly one parameter.
        let pattern = (route as? any Route.Type).flatMap { try? RoutePattern($0.pattern) }
        let name = pattern?.parameterNames.first ?? ""
        return RouteValueContainer(text: parameters[name])
    }
}
