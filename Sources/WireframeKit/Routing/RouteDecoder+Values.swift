import Foundation

/// The decoder a field's own `init(from:)` gets: an enum reads its raw value from it, an array
/// its elements.
struct RouteValueDecoder: Decoder {
    /// Where the field's values are.
    enum Source {
        /// The field's values in `fields`; `first` is the first, already looked up (a single
        /// value does not need the list).
        case field(RouteFields, first: String?)
        /// One value, possibly none: an element of a list, or a value inside a value.
        case one(String?)
    }

    let field: String
    let source: Source

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from `source`; a type's own refusal (an enum given text that is none of its
    /// raw values) becomes a failure that names the field and quotes the text.
    static func decode<T: Decodable>(_ type: T.Type, field: String, source: Source) throws -> T {
        do {
            return try T(from: RouteValueDecoder(field: field, source: source))
        } catch let failure as FieldFailure {
            throw failure.named(field)
        } catch {
            let text: String
            switch source {
            case .field(let fields, _): text = fields.values(field).joined(separator: ", ")
            case .one(let value): text = value ?? ""
            }
            throw FieldFailure.invalid(field, text, type)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw FieldFailure.unsupported(field, "a nested structure")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch source {
        case .field(let fields, _): return RouteListContainer(field: field, values: fields.values(field))
        case .one: throw FieldFailure.unsupported(field, "a list inside a list")
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        switch source {
        case .field(_, let first): RouteValueContainer(text: first)
        case .one(let value): RouteValueContainer(text: value)
        }
    }
}

/// Parses parameter text with the same rules as ``RouteParameterValue`` and the built-in
/// parameter types, for the types those do not cover.
enum RouteValueText {
    static func double(_ text: String) -> Double? { Double(routeParameter: text) }

    static func float(_ text: String) -> Float? { RouteParameterType.isDecimal(text) ? Float(text) : nil }

    /// Decimal digits with an optional `-` (no `+`), that fit in `T`.
    static func integer<T: FixedWidthInteger>(_ text: String) -> T? {
        text.utf8.first == UInt8(ascii: "+") ? nil : T(text, radix: 10)
    }

    /// A floating-point number's `description` without its exponent: `1.5e-05` → `0.000015`,
    /// `1e+20` → `100000000000000000000`. The digits are the same, so the text reads back as
    /// the same number; a description without `e` (`inf`, `nan`, `2.5`) is returned as it is.
    static func plainDecimal(_ description: String) -> String {
        let parts = description.split(separator: "e", maxSplits: 1)
        guard parts.count == 2, let exponent = Int(parts[1]) else { return description }
        var mantissa = parts[0]
        let sign = mantissa.first == "-" ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let digits = mantissa.filter { $0 != "." }
        let point =
            (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
                ?? mantissa.count) + exponent
        if point <= 0 {
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        if point >= digits.count {
            return sign + digits + String(repeating: "0", count: point - digits.count)
        }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }

    /// `text` as a `UUID`.
    static func uuid(_ text: String, field: String) throws(FieldFailure) -> UUID {
        guard let value = UUID(routeParameter: text) else { throw .invalid(field, text, UUID.self) }
        return value
    }
}

/// One value. Two words, so it fits in the `any SingleValueDecodingContainer` an enum's
/// `init(from:)` gets without a box: it does not know its field, and its failures name none
/// (``RouteValueDecoder/decode(_:field:source:)`` fills the field in).
struct RouteValueContainer: SingleValueDecodingContainer {
    let text: String?

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { text == nil }

    private func read<T>(_ parse: (String) -> T?) throws(FieldFailure) -> T {
        guard let text else { throw .missing("") }
        guard let value = parse(text) else { throw .invalid("", text, T.self) }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text else { throw FieldFailure.missing("") }
        return text
    }

    func decode(_ type: Int.Type) throws -> Int { try read(RouteParameterType.parseInt) }
    func decode(_ type: Double.Type) throws -> Double { try read(RouteValueText.double) }
    func decode(_ type: Bool.Type) throws -> Bool { try read(Bool.init(routeParameter:)) }
    func decode(_ type: Float.Type) throws -> Float { try read(RouteValueText.float) }
    func decode(_ type: Int8.Type) throws -> Int8 { try read(RouteValueText.integer) }
    func decode(_ type: Int16.Type) throws -> Int16 { try read(RouteValueText.integer) }
    func decode(_ type: Int32.Type) throws -> Int32 { try read(RouteValueText.integer) }
    func decode(_ type: Int64.Type) throws -> Int64 { try read(RouteValueText.integer) }
    func decode(_ type: UInt.Type) throws -> UInt { try read(RouteValueText.integer) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try read(RouteValueText.integer) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try read(RouteValueText.integer) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try read(RouteValueText.integer) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try read(RouteValueText.integer) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // The elements of the usual lists, without a decoder of their own.
        if T.self == String.self { return RouteFields.cast(try decode(String.self), to: T.self) }
        if T.self == Int.self { return RouteFields.cast(try decode(Int.self), to: T.self) }
        if T.self == UUID.self {
            guard let text else { throw FieldFailure.missing("") }
            return RouteFields.cast(try RouteValueText.uuid(text, field: ""), to: T.self)
        }
        return try RouteValueDecoder.decode(type, field: "", source: .one(text))
    }
}
