/// A route's fields by coding key. Below a field (`nestedIn`), a keyed container means a nested
/// structure, which no parameter can hold: every write then fails.
struct RouteKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: RouteEncoding.Sink
    let nestedIn: String?

    var codingPath: [any CodingKey] { [] }

    private func writer(_ key: Key) throws(FieldFailure) -> RouteValueWriter {
        if let nestedIn { throw .unsupported(nestedIn, "a nested structure") }
        return RouteValueWriter(sink: sink, field: sink.start(key.stringValue))
    }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        var writer = try writer(key)
        try writer.encode(value)
        if let defaulted = value as? any RouteDefaultValue, defaulted.isRouteDefault {
            sink.fields[writer.field].isDefault = true
        }
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(value as Bool, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encode(value as String, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encode(value as Double, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(value as Float, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encode(value as Int, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(value as Int8, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(value as Int16, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(value as Int32, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(value as Int64, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(value as UInt, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(value as UInt8, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(value as UInt16, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(value as UInt32, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(value as UInt64, key) }

    /// The generic `encode` under another name, so the overloads above can call it.
    private mutating func encode<T: Encodable>(_ value: T, _ key: Key) throws { try encode(value, forKey: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RouteKeyedEncoding<NestedKey>(sink: sink, nestedIn: nestedIn ?? key.stringValue))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        guard nestedIn == nil else {
            return RouteValueWriter(sink: sink, field: sink.start(key.stringValue), failure: "a nested structure")
        }
        let field = sink.start(key.stringValue)
        sink.fields[field].isList = true
        return RouteValueWriter(sink: sink, field: field)
    }

    mutating func superEncoder() -> any Encoder { RouteEncoder(sink: sink, field: sink.start("super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        RouteEncoder(sink: sink, field: sink.start(key.stringValue))
    }
}
