import Foundation

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
