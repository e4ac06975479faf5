import Foundation
import Testing

/// ARCHITECTURE.md's "Hot paths" names the folders where code may be shaped for speed, and the
/// test or fuzzer that holds each to a plain restatement of what it does. These checks keep the
/// fence real: every folder named exists, every check named is a test suite under Tests/, and no
/// inlining attribute stands outside those folders.
@Suite("ARCHITECTURE's hot paths: speed work stays in its folders")
struct HotPathTests {
    /// The attributes that are speed work: cross-module inlining and inlining forced either way.
    static let inliningAttributes = ["@inlinable", "@usableFromInline", "@inline("]

    /// The rows of the "Hot paths" table: the folder and the checks each names.
    static func rows() throws -> [(folder: String, checks: [String])] {
        let text = try Documentation.text(of: "ARCHITECTURE.md")
        guard let start = text.range(of: "\n## Hot paths\n") else { return [] }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard cells.count >= 4, let folder = codeSpans(in: cells[2]).first, folder.hasPrefix("Sources/") else {
                return nil
            }
            return (folder, codeSpans(in: cells[3]).filter { $0.hasSuffix("Tests") })
        }
    }

    /// The text of each `code span` in `cell`.
    static func codeSpans(in cell: String) -> [String] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }

    @Test func everyHotPathFolderHoldsSourcesAndNamesChecksThatExist() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 4, "ARCHITECTURE.md's \"Hot paths\" table lists \(rows.count) folders")
        let tests = try Documentation.files(under: "Tests", ending: ".swift").map(Documentation.text(of:))
        for row in rows {
            #expect(
                try !Documentation.files(under: row.folder, ending: ".swift").isEmpty,
                "ARCHITECTURE.md names the hot path \(row.folder), which holds no Swift file"
            )
            #expect(!row.checks.isEmpty, "the hot path \(row.folder) names no test that holds it")
            for check in row.checks {
                #expect(
                    tests.contains { $0.contains("struct \(check) ") || $0.contains("struct \(check):") },
                    "the hot path \(row.folder) names \(check), which is no test suite under Tests/"
                )
            }
        }
    }

    @Test func noInliningAttributeStandsOutsideAHotPath() throws {
        let folders = try Self.rows().map { $0.folder + "/" }
        var outside: [String] = []
        for path in try Documentation.sourceFiles() where !folders.contains(where: { path.hasPrefix($0) }) {
            let lines = try Documentation.text(of: path).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated()
            where Self.inliningAttributes.contains(where: { line.contains($0) }) {
                outside.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(
            outside.isEmpty,
            """
            inlining outside the hot paths (ARCHITECTURE.md, "Hot paths": a change shaped for speed \
            shows a gain a user could notice in a benchmark row, and lives in a hot path's folder):
            \(outside.joined(separator: "\n"))
            """
        )
    }
}
