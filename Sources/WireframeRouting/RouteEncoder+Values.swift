import Foundation

/// Writes one field's text: one value, or each element of a list. The same type serves as the
/// single-value and the unkeyed container, whose `encode` methods have the same signatures.
struct RouteValueWriter: SingleValueEncodingContainer, UnkeyedEncodingContainer {
    let sink: RouteEncoding.Sink
    let field: Int
    /// Why nothing can be written here (a list inside a list, say), or `nil`.
    let failure: String?

    init(sink: RouteEncoding.Sink, field: Int, failure: String? = nil) {
        self.sink = sink
        self.field = field
        self.failure = failure
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int { sink.fields[field].values.count }

    private var name: String { sink.fields[field].name }

    private func write(_ text: String) throws(FieldFailure) {
        if let failure { throw .unsupported(name, failure) }
        if sink.fields[field].isList {
            sink.fields[field].values.append(text)
        } else {
            sink.fields[field].values = [text]
        }
    }

    /// A number as plain decimal digits, which is what the decoder and the `double` parameter
    /// type read back: `1e-05` is written `0.00001`; `inf` and `nan` cannot be written.
    private func writeDecimal(_ description: String) throws(FieldFailure) {
        let text = RouteValueText.plainDecimal(description)
        guard RouteParameterType.isDecimal(text) else {
            throw FieldFailure(
                .other("\(text) cannot be written as decimal digits, so it cannot stand in a URL"),
                field: name
            )
        }
        try write(text)
    }

    mutating func encodeNil() throws {
        if sink.fields[field].isList { throw FieldFailure.unsupported(name, "nil inside a list") }
    }

    mutating func encode(_ value: String) throws { try write(value) }
    mutating func encode(_ value: Bool) throws { try write(value.routeParameter) }
    mutating func encode(_ value: Double) throws { try writeDecimal(value.routeParameter) }
    mutating func encode(_ value: Float) throws { try writeDecimal(value.description) }
    mutating func encode(_ value: Int) throws { try write(String(value)) }
    mutating func encode(_ value: Int8) throws { try write(String(value)) }
    mutating func encode(_ value: Int16) throws { try write(String(value)) }
    mutating func encode(_ value: Int32) throws { try write(String(value)) }
    mutating func encode(_ value: Int64) throws { try write(String(value)) }
    mutating func encode(_ value: UInt) throws { try write(String(value)) }
    mutating func encode(_ value: UInt8) throws { try write(String(value)) }
    mutating func encode(_ value: UInt16) throws { try write(String(value)) }
    mutating func encode(_ value: UInt32) throws { try write(String(value)) }
    mutating func encode(_ value: UInt64) throws { try write(String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let uuid = value as? UUID { return try write(uuid.routeParameter) }
        if let failure { throw FieldFailure.unsupported(name, failure) }
        try value.encode(to: RouteEncoder(sink: sink, field: field))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RouteKeyedEncoding<NestedKey>(sink: sink, nestedIn: name))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        RouteValueWriter(sink: sink, field: field, failure: "a list inside a list")
    }

    mutating func superEncoder() -> any Encoder { RouteEncoder(sink: sink, field: field) }
}
