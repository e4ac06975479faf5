/// Decodes a field of a type the keyed container does not read directly (an enum, a list of
/// numbers, a type of your own) with that type's own `init(from:)`.
///
/// The decoder that `init(from:)` gets is one of two small structs, each at most three words,
/// so that the `any Decoder` holds it without a box: a field's decoder knows the field's name and
/// where its values are; a value's decoder knows one text.
enum RouteValueDecoder {
    /// Where the values are.
    enum Source {
        /// The values of the field in `fields`.
        case field(RouteFields)
        /// One value, possibly none: an element of a list, or a value inside a value.
        case one(String?)
    }

    /// Decodes `type` from `source`; a type's own refusal (an enum given text that is none of its
    /// raw values) becomes a failure that names the field and quotes the text.
    static func decode<T: Decodable>(_ type: T.Type, field: String, source: Source) throws -> T {
        do {
            switch source {
            case .field(let fields):
                return try T(from: RouteFieldDecoder(field: field, fields: fields))
            case .one(let text):
                return try T(from: RouteTextDecoder(text: text))
            }
        } catch let failure as FieldFailure {
            throw failure.named(field)
        } catch {
            let text: String
            switch source {
            case .field(let fields): text = fields.values(field).joined(separator: ", ")
            case .one(let value): text = value ?? ""
            }
            throw FieldFailure.invalid(field, text, type)
        }
    }
}

/// The decoder of one field: its first value, or all of them.
struct RouteFieldDecoder: Decoder {
    let field: String
    let fields: RouteFields

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw FieldFailure.unsupported(field, "a nested structure")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        RouteListContainer(field: field, values: fields.values(field))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RouteValueContainer(text: fields.first(field))
    }
}

/// The decoder of one value: an element of a list, or a value inside a value.
struct RouteTextDecoder: Decoder {
    let text: String?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw FieldFailure.unsupported("", "a nested structure")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw FieldFailure.unsupported("", "a list inside a list")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RouteValueContainer(text: text)
    }
}
