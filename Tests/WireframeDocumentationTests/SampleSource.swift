import Foundation

/// A sample's one source: the lines of a test file between `// sample <id>` and `// sample end`,
/// compiled and run by the test around them. A page shows it in the block after its
/// `<!-- sample <id> -->` line, a doc comment in the block after its `/// <!-- sample <id> -->`
/// line, which must hold the same lines (`SampleSourcesTests`).
///
/// Regions may nest (a page's sample can be part of a longer one); the marker lines of a nested
/// region are no part of the outer one's text. A region that is exactly a multi-line string
/// literal (its first line ends with `"""`, its last is the closing `"""`) is a sample of what the
/// code prints: its text is the literal's lines.
struct SampleSource {
    /// The name pages and doc comments use for the sample: `<page>/<section>` for a page's,
    /// `<source file>/<symbol>` for a doc comment's, as the migrations named them.
    let id: String
    /// The test file, relative to the package's root.
    let path: String
    /// The 1-based line of the `// sample <id>` marker.
    let line: Int
    /// The sample's lines, without their common indentation or trailing white space.
    let lines: [String]

    /// The marker that opens a region, before its id.
    static let opening = "// sample "
    /// The marker that closes the innermost region open.
    static let closing = "// sample end"

    /// The regions of `text`, the file at `path`, in the order they open; a marker left open or
    /// closing nothing is returned in `problems`.
    static func all(in text: String, path: String) -> (sources: [SampleSource], problems: [String]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var open: [(id: String, line: Int, lines: [String])] = []
        var found: [SampleSource] = []
        var problems: [String] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == closing {
                guard let region = open.popLast() else {
                    problems.append("\(path):\(index + 1): `\(closing)` closes no sample")
                    continue
                }
                let sample = Self.text(of: region.lines)
                found.append(SampleSource(id: region.id, path: path, line: region.line, lines: sample))
            } else if trimmed.hasPrefix(opening), !trimmed.dropFirst(opening.count).contains(" ") {
                open.append((String(trimmed.dropFirst(opening.count)), index + 1, []))
            } else {
                for position in open.indices { open[position].lines.append(line) }
            }
        }
        for region in open { problems.append("\(path):\(region.line): sample \(region.id) is never closed") }
        return (found.sorted { $0.line < $1.line }, problems)
    }

    /// A region's sample text: a string literal's lines when the region is one literal, without
    /// trailing white space and the common indentation.
    static func text(of region: [String]) -> [String] {
        var lines = region.map(trailingTrimmed)
        if lines.count >= 2, lines[0].hasSuffix("\"\"\""),
            lines[lines.count - 1].trimmingCharacters(in: .whitespaces) == "\"\"\""
        {
            lines = Array(lines.dropFirst().dropLast())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return dedented(lines)
    }

    /// `lines` without their common indentation (blank lines do not count).
    static func dedented(_ lines: [String]) -> [String] {
        let indentation = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }
    }
}

/// `line` without trailing spaces, tabs and carriage returns.
func trailingTrimmed(_ line: some StringProtocol) -> String {
    var result = String(line)
    while result.last == " " || result.last == "\t" || result.last == "\r" { result.removeLast() }
    return result
}
