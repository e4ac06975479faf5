// The containers below a field: one value, or a list of them. Both answer with samples and
// record the shape into the field's `ShapeRecorder`.

struct ProbeSingleValueContainer: SingleValueDecodingContainer {
    let probe: RouteProbe
    let recorder: ShapeRecorder

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try probe.probeValue(type, recorder) }

    func decode(_ type: Bool.Type) throws -> Bool { try probe.probeValue(type, recorder) }
    func decode(_ type: String.Type) throws -> String { try probe.probeValue(type, recorder) }
    func decode(_ type: Double.Type) throws -> Double { try probe.probeValue(type, recorder) }
    func decode(_ type: Float.Type) throws -> Float { try probe.probeValue(type, recorder) }
    func decode(_ type: Int.Type) throws -> Int { try probe.probeValue(type, recorder) }
    func decode(_ type: Int8.Type) throws -> Int8 { try probe.probeValue(type, recorder) }
    func decode(_ type: Int16.Type) throws -> Int16 { try probe.probeValue(type, recorder) }
    func decode(_ type: Int32.Type) throws -> Int32 { try probe.probeValue(type, recorder) }
    func decode(_ type: Int64.Type) throws -> Int64 { try probe.probeValue(type, recorder) }
    func decode(_ type: UInt.Type) throws -> UInt { try probe.probeValue(type, recorder) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try probe.probeValue(type, recorder) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try probe.probeValue(type, recorder) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try probe.probeValue(type, recorder) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try probe.probeValue(type, recorder) }
}

/// A list of one sample element, enough to learn the element's kind; or of none, when that
/// element was refused.
struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let probe: RouteProbe
    let recorder: ShapeRecorder
    private let elementCount: Int
    private(set) var currentIndex = 0

    init(probe: RouteProbe, recorder: ShapeRecorder, count: Int) {
        self.probe = probe
        self.recorder = recorder
        self.elementCount = count
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }

    mutating func decodeNil() -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = ShapeRecorder()
        // Recorded even when the element refuses its sample: the kind was asked for first.
        defer {
            if case .single(let kind) = element.shape {
                recorder.record(.array(kind))
            } else {
                recorder.record(.structure)
            }
        }
        let value = try probe.probeValue(type, element)
        currentIndex += 1
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decode(type as Bool.Type, ()) }
    mutating func decode(_ type: String.Type) throws -> String { try decode(type as String.Type, ()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decode(type as Double.Type, ()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decode(type as Float.Type, ()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decode(type as Int.Type, ()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decode(type as Int8.Type, ()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decode(type as Int16.Type, ()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decode(type as Int32.Type, ()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decode(type as Int64.Type, ()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decode(type as UInt.Type, ()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(type as UInt8.Type, ()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(type as UInt16.Type, ()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(type as UInt32.Type, ()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(type as UInt64.Type, ()) }

    /// The generic `decode` under another name, so the overloads above can call it.
    private mutating func decode<T: Decodable>(_ type: T.Type, _: Void) throws -> T { try decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        recorder.record(.structure)
        currentIndex += 1
        return KeyedDecodingContainer(ProbeKeyedContainer<NestedKey>(probe: probe, recordsFields: false))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        recorder.record(.structure)
        currentIndex += 1
        return ProbeUnkeyedContainer(probe: probe, recorder: ShapeRecorder(), count: 1)
    }

    mutating func superDecoder() throws -> any Decoder {
        recorder.record(.structure)
        currentIndex += 1
        return ProbeValueDecoder(probe: probe, recorder: ShapeRecorder())
    }
}
