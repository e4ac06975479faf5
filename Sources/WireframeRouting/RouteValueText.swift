import Foundation

/// Parses parameter text with the same rules as ``RouteParameterValue`` and the built-in
/// parameter types, for the types those do not cover.
enum RouteValueText {
    static func double(_ text: String) -> Double? { Double(routeParameter: text) }

    static func float(_ text: String) -> Float? {
        guard RouteParameterType.isDecimal(text), let value = Float(text), value.isFinite else { return nil }
        return value
    }

    /// Decimal digits with an optional `-` (no `+`), that fit in `T`.
    static func integer<T: FixedWidthInteger>(_ text: String) -> T? {
        text.utf8.first == UInt8(ascii: "+") ? nil : T(text, radix: 10)
    }

    /// A floating-point number's `description` without its exponent: `1.5e-05` → `0.000015`,
    /// `1e+20` → `100000000000000000000`. The digits are the same, so the text reads back as
    /// the same number; a description without `e` (`inf`, `nan`, `2.5`) is returned as it is.
    static func plainDecimal(_ description: String) -> String {
        let parts = description.split(separator: "e", maxSplits: 1)
        guard parts.count == 2, let exponent = Int(parts[1]) else { return description }
        var mantissa = parts[0]
        let sign = mantissa.first == "-" ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let digits = mantissa.filter { $0 != "." }
        let point =
            (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
                ?? mantissa.count) + exponent
        if point <= 0 {
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        if point >= digits.count {
            return sign + digits + String(repeating: "0", count: point - digits.count)
        }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }

    /// `text` as a `UUID`.
    static func uuid(_ text: String, field: String) throws(FieldFailure) -> UUID {
        guard let value = UUID(routeParameter: text) else { throw .invalid(field, text, UUID.self) }
        return value
    }
}
