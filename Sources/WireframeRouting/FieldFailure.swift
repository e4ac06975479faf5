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
