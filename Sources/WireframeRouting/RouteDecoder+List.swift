/// The values of a repeated query key, or the segments of `**`, in order.
struct RouteListContainer: UnkeyedDecodingContainer {
    let field: String
    let values: [String]
    private(set) var currentIndex = 0

    init(field: String, values: [String]) {
        self.field = field
        self.values = values
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    mutating func decodeNil() -> Bool { false }

    /// The next value, handed to `decode` as one value, so an element is read exactly as a
    /// single field would be.
    private mutating func next<T>(_ decode: (RouteValueContainer) throws -> T) throws -> T {
        guard currentIndex < values.count else {
            throw FieldFailure(.other("has fewer values than asked for"), field: field)
        }
        let value: T
        do {
            value = try decode(RouteValueContainer(text: values[currentIndex]))
        } catch let failure as FieldFailure {
            throw failure.named(field)
        }
        currentIndex += 1
        return value
    }

    mutating func decode(_ type: String.Type) throws -> String { try next { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.decode(type) } }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw FieldFailure.unsupported(field, "a nested structure")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw FieldFailure.unsupported(field, "a list inside a list")
    }

    mutating func superDecoder() throws -> any Decoder {
        throw FieldFailure.unsupported(field, "a nested structure")
    }
}
