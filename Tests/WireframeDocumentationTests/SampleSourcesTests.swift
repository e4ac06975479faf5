import Foundation
import Testing

/// Every code sample of README.md and the DocC pages is written once, in compiled code: a region
/// of a test between `// sample <id>` and `// sample end` (``SampleSource``), which that test
/// compiles and runs. The page shows it in the block after a `<!-- sample <id> -->` line (an HTML
/// comment, which GitHub and DocC do not show), and that block must hold the region's lines,
/// line for line once the common indentation is removed; a Swift block's leading `import` lines
/// are the page's own, since a test file has its own imports.
///
/// Edit a sample in its test, then write it into the pages:
/// `WIREFRAME_WRITE_SAMPLES=1 swift test --filter SampleSourcesTests` rewrites every block that
/// differs from its source (and still fails once, naming what it wrote).
@Suite("Documentation samples come from one compiled source")
struct SampleSourcesTests {
    /// The environment variable that makes the check write the pages instead of only comparing.
    static let writeVariable = "WIREFRAME_WRITE_SAMPLES"

    /// Every sample source under Tests/ (this target's own tests and the generator's golden
    /// files, which are not compiled, excepted), and every marker that does not pair.
    static func sources() throws -> (sources: [SampleSource], problems: [String]) {
        var sources: [SampleSource] = []
        var problems: [String] = []
        for path in try Documentation.files(under: "Tests", ending: ".swift")
        where !path.hasPrefix("Tests/WireframeDocumentationTests/") && !path.contains("/Golden/") {
            let found = SampleSource.all(in: try Documentation.text(of: path), path: path)
            sources += found.sources
            problems += found.problems
        }
        return (sources, problems)
    }

    /// The page blocks a sample source must stand behind.
    static func checkedBlocks(of page: String) throws -> [CodeBlock] {
        try Documentation.blocks(of: page).filter { block in
            SampleCopiesTests.checkedLanguages.contains(block.language)
                && !SampleCopiesTests.readFromThePage.contains("\(page)#\(block.section)")
        }
    }

    @Test func everySourceIsWellFormedAndNamedOnce() throws {
        let (sources, problems) = try Self.sources()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        for (id, named) in Dictionary(grouping: sources, by: \.id) where named.count > 1 {
            Issue.record("sample \(id) has \(named.count) sources: \(named.map { "\($0.path):\($0.line)" })")
        }
        #expect(!sources.isEmpty, "no sample source found: are the tests where Documentation looks?")
    }

    @Test func everyPageSampleShowsItsSourceLineForLine() throws {
        let byID = Dictionary(grouping: try Self.sources().sources, by: \.id)
        let writing = ProcessInfo.processInfo.environment[Self.writeVariable] == "1"
        var checked = 0
        for page in try Documentation.pages() {
            var rewrites: [(block: CodeBlock, source: SampleSource)] = []
            for block in try Self.checkedBlocks(of: page) {
                checked += 1
                guard let id = block.sample else {
                    Issue.record(
                        """
                        \(block): this sample names no source. Put its code in a test, between \
                        `// sample <id>` and `// sample end`, and `<!-- sample <id> -->` on the line \
                        before the block.
                        """
                    )
                    continue
                }
                guard let source = byID[id]?.first else {
                    Issue.record("\(block): sample \(id) has no source under Tests/ (`// sample \(id)`)")
                    continue
                }
                let shown = Self.shownLines(of: block)
                if shown != source.lines {
                    if writing { rewrites.append((block, source)) }
                    Issue.record(
                        """
                        \(block) differs from its source, \(source.path):\(source.line) (sample \(id))\
                        \(writing ? "; written from it" : ""): the page shows \
                        \(Self.firstDifference(shown, source.lines)). Edit the sample in the test, \
                        then run `\(Self.writeVariable)=1 swift test --filter SampleSourcesTests`.
                        """
                    )
                }
            }
            if !rewrites.isEmpty { try Self.write(rewrites, into: page) }
        }
        #expect(checked > 0, "no sample found: are the pages where Documentation looks?")
    }

    @Test func everySourceIsShownOnAPage() throws {
        var shown: Set<String> = []
        for page in try Documentation.pages() {
            for block in try Self.checkedBlocks(of: page) { shown.formUnion([block.sample].compactMap(\.self)) }
        }
        for source in try Self.sources().sources where !shown.contains(source.id) {
            Issue.record(
                "\(source.path):\(source.line): sample \(source.id) is shown by no page (no `<!-- sample \(source.id) -->`)"
            )
        }
    }

    @Test func regionsNestAndTheirMarkersAreNoPartOfTheText() {
        let file = """
            func f() {
                // sample outer
                let a = 1
                // sample inner
                print(a)
                // sample end
                // sample end
            }
            """
        let (sources, problems) = SampleSource.all(in: file, path: "F.swift")
        #expect(problems.isEmpty)
        #expect(sources.map(\.id) == ["outer", "inner"])
        #expect(sources.map(\.lines) == [["let a = 1", "print(a)"], ["print(a)"]])
    }

    @Test func aRegionThatIsOneStringLiteralIsItsText() {
        let file = [
            "    // sample printed",
            "    let printed = \"\"\"",
            "        a",
            "          b",
            "        \"\"\"",
            "    // sample end",
        ].joined(separator: "\n")
        #expect(SampleSource.all(in: file, path: "F.swift").sources.map(\.lines) == [["a", "  b"]])
    }

    @Test func aMarkerThatDoesNotPairIsAProblem() {
        let (sources, problems) = SampleSource.all(in: "// sample end\n// sample open\nlet a = 1", path: "F.swift")
        #expect(sources.isEmpty)
        #expect(problems == ["F.swift:1: `// sample end` closes no sample", "F.swift:2: sample open is never closed"])
    }

    @Test func aPageBlockNamesItsSourceOnTheLineBeforeItsFence() {
        let page = "<!-- sample README/x -->\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 2\n```"
        #expect(CodeBlock.all(in: page, page: "README.md").map(\.sample) == ["README/x", nil])
    }

    /// The lines of `block` its source must equal: without a Swift block's leading `import` lines
    /// and the blank lines after them, without trailing blank lines and common indentation.
    static func shownLines(of block: CodeBlock) -> [String] {
        SampleCopiesTests.comparedLines(of: block)
    }

    /// Where `shown` first differs from `source`, for a message.
    static func firstDifference(_ shown: [String], _ source: [String]) -> String {
        for index in 0..<max(shown.count, source.count) {
            let page = index < shown.count ? "\"\(shown[index])\"" : "nothing"
            let test = index < source.count ? "\"\(source[index])\"" : "nothing"
            if page != test { return "\(page) at its line \(index + 1) where the source has \(test)" }
        }
        return "the same lines"
    }

    /// Writes each block of `rewrites` on `page` from its source: the block's leading `import`
    /// lines stay, the source's lines follow, indented as the block's fence.
    static func write(_ rewrites: [(block: CodeBlock, source: SampleSource)], into page: String) throws {
        var lines = try Documentation.text(of: page).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        for (block, source) in rewrites.sorted(by: { $0.block.line > $1.block.line }) {
            let fence = lines[block.line - 1]
            let indentation = String(fence.prefix { $0 == " " })
            var header: [String] = []
            if block.language == "swift" {
                for line in block.lines {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    guard trimmed.hasPrefix("import ") || (trimmed.isEmpty && !header.isEmpty) else { break }
                    header.append(line)
                }
            }
            let body = source.lines.map { $0.isEmpty ? "" : indentation + $0 }
            lines.replaceSubrange(block.line..<(block.line + block.lines.count), with: header + body)
        }
        let url = Documentation.root.appendingPathComponent(page)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
}
