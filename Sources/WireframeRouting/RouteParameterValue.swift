public import Foundation

/// A type a route parameter can be read as, and written from when building a URL.
///
/// `String`, `Int`, `Double`, `Bool` and `UUID` conform, with the same rules as the built-in
/// ``RouteParameterType``s. Conform your own types to read them with
/// ``RouteParameters/value(_:as:)``:
///
/// <!-- sample RouteParameterValue/RouteParameterValue -->
/// ```swift
/// struct OrderID: RouteParameterValue {
///     let rawValue: String
///     init?(routeParameter: String) {
///         guard routeParameter.hasPrefix("ord_") else { return nil }
///         rawValue = routeParameter
///     }
///     var routeParameter: String { rawValue }
/// }
/// let id = try match.parameters.value("id", as: OrderID.self)
/// ```
public protocol RouteParameterValue: Sendable {
    /// Creates a value from a percent-decoded parameter, or returns `nil` if it does not fit.
    init?(routeParameter: String)
    /// The value as parameter text (before percent-encoding).
    var routeParameter: String { get }
}

extension String: RouteParameterValue {
    /// Any text.
    public init?(routeParameter: String) { self = routeParameter }
    /// The text itself.
    public var routeParameter: String { self }
}

extension Int: RouteParameterValue {
    /// An optional `-` and digits that fit in `Int`.
    public init?(routeParameter: String) {
        guard let value = RouteParameterType.parseInt(routeParameter) else { return nil }
        self = value
    }
    /// The decimal digits.
    public var routeParameter: String { String(self) }
}

extension Double: RouteParameterValue {
    /// An optional `-`, digits, and optionally `.` and digits, whose value is finite: text too
    /// large for a `Double` (a 400-digit number) is refused rather than read as infinity.
    public init?(routeParameter: String) {
        guard RouteParameterType.isDecimal(routeParameter), let value = Double(routeParameter), value.isFinite else {
            return nil
        }
        self = value
    }
    /// The shortest decimal text that reads back as the same value (`2.5`, `3.0`). Very large or
    /// small values are written with an exponent (`1e+20`), and infinities and NaN as `inf` and
    /// `nan`: the `double` type does not accept those, so reverse routing refuses them there.
    public var routeParameter: String { description }
}

extension Bool: RouteParameterValue {
    /// `true` or `false`.
    public init?(routeParameter: String) {
        switch routeParameter {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
    /// `true` or `false`.
    public var routeParameter: String { self ? "true" : "false" }
}

extension UUID: RouteParameterValue {
    /// The 8-4-4-4-12 hexadecimal form, in any case.
    public init?(routeParameter: String) {
        guard RouteParameterType.isUUID(routeParameter), let value = UUID(uuidString: routeParameter) else {
            return nil
        }
        self = value
    }
    /// The uppercase 8-4-4-4-12 form.
    public var routeParameter: String { uuidString }
}
