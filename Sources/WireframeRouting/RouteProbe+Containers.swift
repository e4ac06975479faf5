// The decoder and containers a probe answers a route type's `init(from:)` with. The keyed
// container of the route itself records each field; everything below a field records into that
// field's shape. `contains(_:)` answers yes and remembers the key as one that may be absent: the
// standard `decodeIfPresent` asks it first, and so does a hand-written `init(from:)` that
// checks for a key.

/// The decoder of a route value (`root`) or of one value inside it.
struct ProbeValueDecoder: Decoder {
    let probe: RouteProbe
    /// Where this value's shape goes; `nil` for the route value itself.
    let recorder: ShapeRecorder?
    /// Whether lists are empty, for a list whose sample element was refused.
    var emptyLists = false

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        recorder?.record(.structure)
        return KeyedDecodingContainer(ProbeKeyedContainer<Key>(probe: probe, recordsFields: recorder == nil))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let recorder else {
            throw DecodingError.typeMismatch(
                [Any].self,
                .init(
                    codingPath: [],
                    debugDescription: "a route decodes from named fields or from one value, not a list"
                )
            )
        }
        return ProbeUnkeyedContainer(probe: probe, recorder: recorder, count: emptyLists ? 0 : 1)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        if let recorder { return ProbeSingleValueContainer(probe: probe, recorder: recorder) }
        let whole = ShapeRecorder()
        probe.wholeValue = whole
        return ProbeSingleValueContainer(probe: probe, recorder: whole)
    }
}

struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let probe: RouteProbe
    /// Whether this is the route's own container, whose keys are its fields.
    let recordsFields: Bool
    private let mayBeAbsent = KeySet()

    init(probe: RouteProbe, recordsFields: Bool) {
        self.probe = probe
        self.recordsFields = recordsFields
    }

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool {
        mayBeAbsent.insert(key.stringValue)
        return true
    }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard recordsFields else { return try probe.probeValue(type, ShapeRecorder()) }
        return try probe.field(type, named: key.stringValue, mayBeAbsent: mayBeAbsent.contains(key.stringValue))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type as Bool.Type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type as String.Type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type as Double.Type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type as Float.Type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type as Int.Type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type as Int8.Type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type as Int16.Type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type as Int32.Type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type as Int64.Type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type as UInt.Type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type as UInt8.Type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type as UInt16.Type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type as UInt32.Type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type as UInt64.Type, key) }

    /// The generic `decode` under another name, so the overloads above can call it.
    private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decode(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        if recordsFields { probe.recordStructure(named: key.stringValue) }
        return KeyedDecodingContainer(ProbeKeyedContainer<NestedKey>(probe: probe, recordsFields: false))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        if recordsFields { probe.recordStructure(named: key.stringValue) }
        return ProbeUnkeyedContainer(probe: probe, recorder: ShapeRecorder(), count: 1)
    }

    func superDecoder() throws -> any Decoder { ProbeValueDecoder(probe: probe, recorder: ShapeRecorder()) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        if recordsFields { probe.recordStructure(named: key.stringValue) }
        return ProbeValueDecoder(probe: probe, recorder: ShapeRecorder())
    }
}

/// The keys a probe's `contains(_:)` was asked about. A class, because a container is a value
/// that the standard `KeyedDecodingContainer` holds and hands out by copy.
final class KeySet {
    private var keys: Set<String> = []
    func insert(_ key: String) { keys.insert(key) }
    func contains(_ key: String) -> Bool { keys.contains(key) }
}
