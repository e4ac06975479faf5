// What the generator accepts as a module's name and as a route parameter's field name: an ASCII
// Swift identifier that needs no backticks. ASCII only, because the project's lint (and most
// teams') refuses other identifiers, and a name used in file names should survive every file
// system.

/// Checks names that the generated code uses as Swift identifiers.
enum SwiftIdentifier {
    /// Whether `text` is an ASCII identifier that is not a keyword: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !keywords.contains(text) else { return false }
        guard first == "_" || isLetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
    }

    /// The most characters a module's name may have: the generated code's longest lines (a
    /// presenter's conformances, names made of it such as `<Name>InteractorContract`) then fit the
    /// 120 columns `swift format lint` allows.
    static let maxTypeNameLength = 32

    /// Whether `text` is a valid identifier starting with an upper-case letter, as type names do.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return isValid(text) && ("A"..."Z").contains(first)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Swift's keywords, and the names a module cannot take because the generated code or
    /// WireframeKit uses them already.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "Type", "Protocol", "Module", "Route", "Wireframe",
    ]
}
