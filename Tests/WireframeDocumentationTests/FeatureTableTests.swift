import Foundation
import Testing

/// README.md's feature table ("Coming from another library"): every claim in WireframeKit's
/// column names a test or a benchmark, and each one named exists, so a claim cannot outlive what
/// backs it.
@Suite("README's feature table names tests that exist")
struct FeatureTableTests {
    /// The table's rows: the lines of the section that start with `| ` after its header rows.
    static func rows() throws -> [String] {
        let readme = try Documentation.text(of: "README.md")
        let start = try #require(readme.range(of: "\n## Coming from another library\n"))
        let rest = readme[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        return section.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") }.dropFirst(1)
            .filter { !$0.hasPrefix("| ---") }
    }

    /// The names between backticks in the cell of WireframeKit's column.
    static func names(inOurColumnOf row: String) -> [String] {
        let cells = row.split(separator: "|", omittingEmptySubsequences: false)
        guard cells.count > 2 else { return [] }
        return cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func everyClaimOfOursNamesATestOrABenchmarkThatExists() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 10, "the feature table has \(rows.count) rows")
        let tests = try Documentation.files(under: "Tests", ending: ".swift").map(Documentation.text(of:))
        let benchmarks = try Documentation.files(under: "Benchmarks", ending: ".swift").map(Documentation.text(of:))
        for row in rows {
            let names = Self.names(inOurColumnOf: row)
            #expect(!names.isEmpty, "a claim with no test or benchmark: \(row)")
            for name in names {
                let parts = name.split(separator: ".").map(String.init)
                let found: Bool
                if parts.count == 2 {
                    found = tests.contains {
                        ($0.contains("struct \(parts[0]) ") || $0.contains("struct \(parts[0]):"))
                            && $0.contains("func \(parts[1])(")
                    }
                } else {
                    found =
                        tests.contains { $0.contains("func \(name)(") }
                        || benchmarks.contains { $0.contains("struct \(name)") || $0.contains("enum \(name)") }
                }
                #expect(found, "\(name), named in README's feature table, is no test under Tests/ nor benchmark")
            }
        }
    }
}
