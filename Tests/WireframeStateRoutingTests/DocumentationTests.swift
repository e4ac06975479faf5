import Foundation
import Testing

/// Every Swift sample in WireframeStateRouting's documentation (its DocC catalog and its `///`
/// comments) stands, line for line, in one of the test files, so that it is compiled and run.
///
/// Indentation and blank lines do not count; a line `// …` in a sample leaves code out, and the
/// parts on either side of it are looked for separately.
struct DocumentationTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everySampleIsInATest() throws {
        let tests = try Self.files(under: "Tests", ending: ".swift").map { try Self.lines(of: $0) }
        var samples = 0
        for file in try Self.files(under: "Sources/WireframeStateRouting", ending: ".md", ".swift") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for part in Self.samples(in: text, isSwift: file.pathExtension == "swift") {
                samples += 1
                #expect(
                    tests.contains { Self.contains($0, part) },
                    "a sample of \(file.lastPathComponent) is in no test:\n\(part.joined(separator: "\n"))"
                )
            }
        }
        #expect(samples >= 10, "found only \(samples) samples; is the parsing broken?")
    }

    /// The parts of the ```swift blocks of `text` (of its `///` lines for a Swift file), each a
    /// list of trimmed, non-empty lines.
    private static func samples(in text: String, isSwift: Bool) -> [[String]] {
        var parts: [[String]] = []
        var current: [String]?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if isSwift {
                guard line.hasPrefix("///") else { continue }
                line = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            }
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" || line == "// …" {
                if let part = current, !part.isEmpty { parts.append(part) }
                current = line == "```" ? nil : []
            } else if !line.isEmpty {
                current?.append(line)
            }
        }
        return parts
    }

    /// Whether `haystack` holds `part` as consecutive lines.
    private static func contains(_ haystack: [String], _ part: [String]) -> Bool {
        guard part.count <= haystack.count else { return false }
        return (0...(haystack.count - part.count)).contains { start in
            Array(haystack[start..<(start + part.count)]) == part
        }
    }

    /// The trimmed, non-empty lines of `file`.
    private static func lines(of file: URL) throws -> [String] {
        try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The files under `folder` of the repository whose names end with one of `suffixes`.
    private static func files(under folder: String, ending suffixes: String...) throws -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { url in suffixes.contains { url.path.hasSuffix($0) } }
    }
}
