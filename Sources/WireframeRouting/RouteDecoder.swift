/// Reads a route value from parameters: each coding key of the route's keyed container names a
/// parameter, or for ``Route/restField`` the segments of `**`; a route that decodes from one
/// value reads its pattern's only parameter.
///
/// Not generic, and two words, so that it fits in the `any Decoder` a route's `init(from:)`
/// gets without a box of its own; the generic containers below forward to ``RouteFields``,
/// which is not generic either, so reading a field looks up no generic metadata.
struct RouteDecoder: Decoder {
    let fields: RouteFields
    /// The route type, for its pattern; kept as `Any.Type` (one word) and cast back only when a
    /// route is one value.
    let route: Any.Type

    /// A decoder of `route` from `parameters` and the segments `**` matched, which fill the
    /// route's `restField`.
    init(parameters: RouteParameters, rest: [String]?, restField: String?, route: Any.Type) {
        self.fields = RouteFields(parameters: parameters, rest: rest, restField: restField)
        self.route = route
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RouteKeyedDecoding<Key>(fields: fields))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw FieldFailure.unsupported("\(route)", "a list; a route decodes from named fields or from one value")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        // Only route types that are one value (an enum of pages, say) get here; their schema
        // was checked to have exactly one parameter.
        let pattern = (route as? any Route.Type).flatMap { try? RoutePattern($0.pattern) }
        let name = pattern?.parameterNames.first ?? ""
        return RouteValueContainer(text: fields.parameters[name])
    }
}
