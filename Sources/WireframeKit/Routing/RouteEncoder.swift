import Foundation

/// What a route value writes with its `encode(to:)`: each field's name and values as parameter
/// text, in the order written.
struct RouteEncoding {
    struct Field {
        /// The coding key; empty for a route that encodes as one value.
        let name: String
        var values: [String] = []
        /// Whether the field wrote a list (an array), rather than one value.
        var isList = false
        /// Whether the value is its type's ``RouteDefaultValue/routeDefault``.
        var isDefault = false
    }

    private(set) var fields: [Field]

    /// Encodes `route`.
    ///
    /// - Throws: ``RouteError/Code/invalidParameterValue`` naming the field whose value cannot be
    ///   written as parameter text (a nested structure, a number that is not plain decimal).
    init<R: Route>(_ route: R) throws(RouteError) {
        let sink = Sink()
        do {
            try route.encode(to: RouteEncoder(sink: sink, field: nil))
        } catch let failure as FieldFailure {
            throw RouteError(failure.code, "\(R.self) field", failure.field, failure.reason)
        } catch {
            throw RouteError(.invalidParameterValue, "route type", "\(R.self)", FieldFailure.describe(error))
        }
        fields = sink.fields
    }

    /// Where the containers write; a class, because containers are values handed out by copy.
    final class Sink {
        var fields: [Field] = []

        /// Starts a field and returns its index.
        func start(_ name: String) -> Int {
            fields.append(Field(name: name))
            return fields.count - 1
        }
    }
}

/// The encoder a route value, or one of its fields, writes into.
struct RouteEncoder: Encoder {
    let sink: RouteEncoding.Sink
    /// The index of the field being written, or `nil` for the route value itself.
    let field: Int?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RouteKeyedEncoding<Key>(sink: sink, nestedIn: field.map { sink.fields[$0].name }))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        guard let field else {
            return RouteValueWriter(
                sink: sink,
                field: sink.start(""),
                failure: "a list; a route is named fields or one value"
            )
        }
        if sink.fields[field].isList {
            return RouteValueWriter(sink: sink, field: field, failure: "a list inside a list")
        }
        sink.fields[field].isList = true
        return RouteValueWriter(sink: sink, field: field)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        RouteValueWriter(sink: sink, field: field ?? sink.start(""))
    }
}

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
