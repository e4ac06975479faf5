/// Tidies a rendered file so that template whitespace never fails `swift format lint`: no
/// trailing spaces, no run of blank lines, no blank line at the start, after a `{` or before a
/// `}`, and one newline at the end.
enum SwiftTextCleanup {
    static func clean(_ text: String) -> String {
        var lines: [Substring] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            let previous = lines.last
            if line.isEmpty && (previous?.isEmpty ?? true || previous?.last == "{") { continue }
            if line.drop(while: { $0 == " " }).first == "}" && previous?.isEmpty == true { lines.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
