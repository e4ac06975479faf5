/// A named test that a segment must pass to fill a typed parameter such as `:id<int>`.
///
/// Four are built in:
/// - `int`: an optional `-` and digits that fit in `Int`;
/// - `double`: an optional `-`, digits, and optionally `.` and digits, whose value is finite as a
///   `Double` (a 400-digit number is not);
/// - `bool`: `true` or `false`;
/// - `uuid`: the 8-4-4-4-12 hexadecimal form, in any case.
///
/// Register your own by name, from a ``RouteParameterValue`` type or a closure:
///
/// <!-- sample RouteParameterType/RouteParameterType -->
/// ```swift
/// var routes = RouteTable()
/// try routes.register(parameterType: RouteParameterType("slug") { segment in
///     segment.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
/// })
/// try routes.register("/articles/:slug<slug>")
/// ```
public struct RouteParameterType: Sendable, CustomStringConvertible {
    /// The name used in patterns between `<` and `>`.
    public let name: String
    private let test: Test

    private enum Test: Sendable {
        case int, double, bool, uuid
        case custom(@Sendable (String) -> Bool)
    }

    /// Creates a type named `name` that accepts the segments for which `accepts` returns `true`.
    public init(_ name: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.name = name
        self.test = .custom(accepts)
    }

    /// Creates a type named `name` that accepts the segments `Value` can be made from.
    public init<Value: RouteParameterValue>(_ name: String, _ value: Value.Type) {
        self.init(name) { Value(routeParameter: $0) != nil }
    }

    private init(builtIn name: String, _ test: Test) {
        self.name = name
        self.test = test
    }

    /// `int`: an optional `-` and digits that fit in `Int`.
    public static let int = RouteParameterType(builtIn: "int", .int)
    /// `double`: an optional `-`, digits, and optionally `.` and digits, whose value is finite as
    /// a `Double`.
    public static let double = RouteParameterType(builtIn: "double", .double)
    /// `bool`: `true` or `false`.
    public static let bool = RouteParameterType(builtIn: "bool", .bool)
    /// `uuid`: `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hexadecimal, any case.
    public static let uuid = RouteParameterType(builtIn: "uuid", .uuid)

    /// The built-in types.
    public static let builtIn: [RouteParameterType] = [.int, .double, .bool, .uuid]

    /// Whether `segment` (percent-decoded) fills a parameter of this type.
    public func accepts(_ segment: String) -> Bool {
        switch test {
        case .int: Self.parseInt(segment) != nil
        case .double: Self.isDecimal(segment) && Self.isFiniteDouble(segment)
        case .bool: segment == "true" || segment == "false"
        case .uuid: Self.isUUID(segment)
        case .custom(let accepts): accepts(segment)
        }
    }

    public var description: String { name }

    /// An optional `-` and ASCII digits that fit in `Int`; nothing else (no `+`, no spaces).
    static func parseInt(_ text: String) -> Int? {
        // On the text's bytes where it has them in one piece, as native and small strings do.
        text.utf8.withContiguousStorageIfAvailable { parseInt($0[...]) } ?? parseInt(text.utf8[...])
    }

    /// ``parseInt(_:)`` of UTF-8 bytes.
    private static func parseInt<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? where Bytes.SubSequence == Bytes {
        var utf8 = bytes
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty, utf8.allSatisfy(\.isASCIIDigit) else { return nil }
        var value = 0
        for digit in utf8 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? times.subtractingReportingOverflow(Int(digit - 0x30))
                : times.addingReportingOverflow(Int(digit - 0x30))
            if overflow1 || overflow2 { return nil }
            value = next
        }
        return value
    }

    /// An optional `-`, digits, and optionally `.` and digits.
    static func isDecimal(_ text: String) -> Bool {
        var utf8 = text.utf8[...]
        if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        let whole = utf8.prefix(while: \.isASCIIDigit)
        guard !whole.isEmpty else { return false }
        let remainder = utf8[whole.endIndex...]
        if remainder.isEmpty { return true }
        guard remainder.first == UInt8(ascii: "."), remainder.count > 1 else { return false }
        return remainder.dropFirst().allSatisfy(\.isASCIIDigit)
    }

    /// Whether decimal `text` (see ``isDecimal(_:)``) reads as a finite `Double`: past
    /// `Double.greatestFiniteMagnitude` (about 1.8e308) it would read as infinity, which no URL
    /// can give back. Up to 308 digits before the point (leading zeros aside) it is finite
    /// without being read.
    static func isFiniteDouble(_ text: String) -> Bool {
        var digits = 0
        var leading = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") { break }
            guard byte.isASCIIDigit else { continue }
            if leading, byte == UInt8(ascii: "0") { continue }
            leading = false
            digits += 1
        }
        return digits <= 308 || Double(text)?.isFinite == true
    }

    /// The 8-4-4-4-12 hexadecimal form.
    static func isUUID(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return false }
        for (index, byte) in utf8.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                if byte != UInt8(ascii: "-") { return false }
            } else if byte.hexValue == nil {
                return false
            }
        }
        return true
    }
}
