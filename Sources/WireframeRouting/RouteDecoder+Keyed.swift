/// A route's fields by coding key: the parameters of the key's name.
///
/// Generic over the key only, as the protocol requires; each method hands the key's name to
/// ``RouteFields``, which is not generic, so that a synthesised `init(from:)` reads `String`,
/// `Int`, `Double` and `Bool` fields with no dynamic cast and no generic metadata look-up: a
/// typed route costs little more than reading its parameters by string.
struct RouteKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: RouteFields

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] {
        var names = fields.parameters.names
        if let restField = fields.restField { names.append(restField) }
        return names.compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool { fields.contains(key.stringValue) }
    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try fields.text(key.stringValue) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try fields.int(key.stringValue) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try fields.double(key.stringValue) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try fields.bool(key.stringValue) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try fields.float(key.stringValue) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try fields.integer(key.stringValue) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try fields.integer(key.stringValue) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try fields.integer(key.stringValue) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try fields.integer(key.stringValue) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try fields.integer(key.stringValue) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try fields.integer(key.stringValue) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try fields.integer(key.stringValue) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try fields.integer(key.stringValue) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try fields.integer(key.stringValue) }

    // The optional forms look the parameter up once instead of three times (`contains`,
    // `decodeNil`, `decode`), as the standard implementations would.
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        fields.first(key.stringValue)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try fields.intIfPresent(key.stringValue)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try fields.value(type, key.stringValue)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw FieldFailure.unsupported(key.stringValue, "a nested structure")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let name = key.stringValue
        return RouteListContainer(field: name, values: fields.values(name))
    }

    func superDecoder() throws -> any Decoder {
        throw FieldFailure.unsupported("super", "a nested structure")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw FieldFailure.unsupported(key.stringValue, "a nested structure")
    }
}
