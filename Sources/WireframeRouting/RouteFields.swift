import Foundation

/// Reads one field at a time from parameters, by name: the work of the keyed container, kept out
/// of generic code.
// A class, made once per decoded route and shared by the decoder and its containers.
final class RouteFields: Sendable {
    let parameters: RouteParameters
    /// The segments of `**`, read as the field `restField`; `nil` for a pattern without `**`.
    let rest: [String]?
    let restField: String?

    init(parameters: RouteParameters, rest: [String]?, restField: String?) {
        self.parameters = parameters
        self.rest = rest
        self.restField = restField
    }

    /// Whether `name` is the field that holds the segments of `**`.
    func isRest(_ name: String) -> Bool {
        if let restField { return name == restField }
        return false
    }

    /// The first value of `name`, or `nil`.
    func first(_ name: String) -> String? {
        isRest(name) ? rest?.first : parameters[name]
    }

    /// Every value of `name`.
    func values(_ name: String) -> [String] {
        isRest(name) ? rest ?? [] : parameters.values(for: name)
    }

    /// Whether `name` has a value, or is the rest field of a pattern with `**`.
    func contains(_ name: String) -> Bool {
        isRest(name) || parameters[name] != nil
    }

    /// The first value of `name`.
    func text(_ name: String) throws(FieldFailure) -> String {
        guard let text = first(name) else { throw .missing(name) }
        return text
    }

    func int(_ name: String) throws(FieldFailure) -> Int {
        let text = try text(name)
        guard let value = RouteParameterType.parseInt(text) else { throw .invalid(name, text, Int.self) }
        return value
    }

    func intIfPresent(_ name: String) throws(FieldFailure) -> Int? {
        guard let text = first(name) else { return nil }
        guard let value = RouteParameterType.parseInt(text) else { throw .invalid(name, text, Int.self) }
        return value
    }

    func double(_ name: String) throws(FieldFailure) -> Double {
        let text = try text(name)
        guard let value = Double(routeParameter: text) else { throw .invalid(name, text, Double.self) }
        return value
    }

    func bool(_ name: String) throws(FieldFailure) -> Bool {
        let text = try text(name)
        guard let value = Bool(routeParameter: text) else { throw .invalid(name, text, Bool.self) }
        return value
    }

    func float(_ name: String) throws(FieldFailure) -> Float {
        let text = try text(name)
        guard let value = RouteValueText.float(text) else { throw .invalid(name, text, Float.self) }
        return value
    }

    func integer<T: FixedWidthInteger>(_ name: String) throws(FieldFailure) -> T {
        let text = try text(name)
        guard let value: T = RouteValueText.integer(text) else { throw .invalid(name, text, T.self) }
        return value
    }

    /// A field of any other type: a list, a UUID, an enum, a ``RouteDefaultValue`` left out.
    ///
    /// Generic code that is not specialised pays for every `T?` it makes (a metadata look-up),
    /// so the fast paths compare metatypes and cast with ``cast(_:to:)`` instead of `as?`.
    func value<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        // `[String]` is the usual list (`**`, repeated query items): no decoder, no container.
        if T.self == [String].self { return Self.cast(values(name), to: T.self) }
        let text = first(name)
        if T.self == UUID.self {
            guard let text else { throw FieldFailure.missing(name) }
            return Self.cast(try RouteValueText.uuid(text, field: name), to: T.self)
        }
        if text == nil, let defaulted = type as? any RouteDefaultValue.Type, defaulted == T.self {
            return Self.routeDefault(defaulted, as: T.self)
        }
        return try RouteValueDecoder.decode(type, field: name, source: .field(self))
    }

    /// `value` as `T`, which the caller has checked is `Value` itself: a reinterpretation, where
    /// `as?` would go through the runtime's dynamic cast and make a `T?`.
    static func cast<Value, T>(_ value: Value, to type: T.Type) -> T {
        unsafeBitCast(value, to: T.self)
    }

    /// `D`'s default as `T`, which the caller has checked is `D`.
    private static func routeDefault<D: RouteDefaultValue, T>(_ type: D.Type, as: T.Type) -> T {
        cast(D.routeDefault, to: T.self)
    }
}
