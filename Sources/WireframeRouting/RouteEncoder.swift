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
