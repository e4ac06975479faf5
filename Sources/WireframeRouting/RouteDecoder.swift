/// Reads a route value from parameters: each coding key of the route's keyed container names a
/// parameter, or for ``Route/restField`` the segments of `**`; a route that decodes from one
/// value reads its pattern's only parameter.
///
/// Not generic, and three words, so that it fits in the `any Decoder` a route's `init(from:)`
/// gets without a box of its own; the generic containers below forward to ``RouteFields``,
/// which is not generic either, so reading a field looks up no generic metadata.
struct RouteDecoder: Decoder {
    let parameters: RouteParameters
    let rest: [String]?
    /// The route type, for its rest field and pattern; kept as `Any.Type` (one word) and cast
    /// back only when a route has `**` or is one value.
    let route: Any.Type

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let restField = rest == nil ? nil : (route as? any Route.Type)?.restField
        return KeyedDecodingContainer(
            RouteKeyedDecoding<Key>(fields: RouteFields(parameters: parameters, rest: rest, restField: restField))
        )
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw FieldFailure.unsupported("\(route)", "a list; a route decodes from named fields or from one value")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        // Only route types that are one value (an enum of pages, say) get here; their schema
        // was checked to have exactly one parameter.
        let pattern = (route as? any Route.Type).flatMap { try? RoutePattern($0.pattern) }
        let name = pattern?.parameterNames.first ?? ""
        return RouteValueContainer(text: parameters[name])
    }
}
