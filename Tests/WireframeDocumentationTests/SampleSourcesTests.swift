import Foundation
import Testing

/// Every code sample of README.md, of the DocC pages and of the `///` comments in Sources/ is
/// written once, in compiled code: a region of a test between `// sample <id>` and
/// `// sample end` (``SampleSource``), which that test compiles and runs. A page shows it in the
/// block after a `<!-- sample <id> -->` line, a doc comment in the block after a
/// `/// <!-- sample <id> -->` line (an HTML comment, which GitHub and DocC do not show), and that
/// block must hold the region's lines, line for line once the common indentation is removed; a
/// Swift block's leading `import` lines are the block's own, since a test file has its own (and
/// the UIKit samples compile against a stand-in module that is not named UIKit).
///
/// Edit a sample in its test, then write it into the pages and doc comments:
/// `WIREFRAME_WRITE_SAMPLES=1 swift test --filter SampleSourcesTests` rewrites every block that
/// differs from its source (and still fails once, naming what it wrote). The ```` ```sh ````
/// blocks of the pages are command lines; the `wireframe` ones are run by `ReadmeCommandTests`
/// in the command-line tests.
@Suite("Documentation samples come from one compiled source")
struct SampleSourcesTests {
    /// The environment variable that makes the check write the pages instead of only comparing.
    static let writeVariable = "WIREFRAME_WRITE_SAMPLES"

    /// The languages of the blocks that need a compiled source: Swift, and text (what code
    /// prints, from a region that is one string literal).
    static let checkedLanguages: Set<String> = ["swift", "text", ""]

    /// Sections whose blocks a test reads from the page itself, so they need no source: README's
    /// installation lines, which `InstallationTests` compiles into a package manifest.
    static let readFromThePage: Set<String> = ["README.md#Installation"]

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

    /// The files that show samples: the pages, then the Swift sources whose `///` comments DocC
    /// renders.
    static func showingFiles() throws -> [String] {
        try Documentation.pages() + Documentation.sourceFiles()
    }

    /// The blocks of `file` (a page, or a Swift source's doc comments) a sample source must stand
    /// behind.
    static func checkedBlocks(of file: String) throws -> [CodeBlock] {
        let blocks = try isSwiftSource(file) ? Documentation.commentBlocks(of: file) : Documentation.blocks(of: file)
        return blocks.filter { block in
            checkedLanguages.contains(block.language) && !readFromThePage.contains("\(file)#\(block.section)")
        }
    }

    /// Whether `file` is a Swift source, whose samples are in its `///` comments.
    static func isSwiftSource(_ file: String) -> Bool { file.hasSuffix(".swift") }

    @Test func everySourceIsWellFormedAndNamedOnce() throws {
        let (sources, problems) = try Self.sources()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        for (id, named) in Dictionary(grouping: sources, by: \.id) where named.count > 1 {
            Issue.record("sample \(id) has \(named.count) sources: \(named.map { "\($0.path):\($0.line)" })")
        }
        #expect(!sources.isEmpty, "no sample source found: are the tests where Documentation looks?")
    }

    @Test func everySampleShowsItsSourceLineForLine() throws {
        let byID = Dictionary(grouping: try Self.sources().sources, by: \.id)
        let writing = ProcessInfo.processInfo.environment[Self.writeVariable] == "1"
        var checked = (pages: 0, docComments: 0)
        for file in try Self.showingFiles() {
            var rewrites: [(block: CodeBlock, source: SampleSource)] = []
            for block in try Self.checkedBlocks(of: file) {
                if Self.isSwiftSource(file) { checked.docComments += 1 } else { checked.pages += 1 }
                guard let id = block.sample else {
                    Issue.record(
                        """
                        \(block): this sample names no source. Put its code in a test, between \
                        `// sample <id>` and `// sample end`, and `\(Self.isSwiftSource(file) ? "/// " : "")\
                        <!-- sample <id> -->` on the line before the block.
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
                        \(writing ? "; written from it" : ""): the \(Self.isSwiftSource(file) ? "doc comment" : "page") shows \
                        \(Self.firstDifference(shown, source.lines)). Edit the sample in the test, \
                        then run `\(Self.writeVariable)=1 swift test --filter SampleSourcesTests`.
                        """
                    )
                }
            }
            if !rewrites.isEmpty { try Self.write(rewrites, into: file) }
        }
        #expect(checked.pages > 0, "no sample found on a page: are the pages where Documentation looks?")
        #expect(
            checked.docComments > 0,
            "no sample found in a doc comment: are the sources where Documentation looks?"
        )
    }

    @Test func everySourceIsShownOnAPageOrInADocComment() throws {
        var shown: Set<String> = []
        for file in try Self.showingFiles() {
            for block in try Self.checkedBlocks(of: file) { shown.formUnion([block.sample].compactMap(\.self)) }
        }
        for source in try Self.sources().sources where !shown.contains(source.id) {
            Issue.record(
                """
                \(source.path):\(source.line): sample \(source.id) is shown by no page or doc comment \
                (no `<!-- sample \(source.id) -->`)
                """
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

    @Test func aDocCommentBlockNamesItsSourceOnTheCommentLineBeforeItsFence() throws {
        let source = """
                /// Does a.
                ///
                /// <!-- sample A/a -->
                /// ```swift
                /// let a = 1
                /// ```
                func a() {}
            """
        let blocks = CodeBlock.all(in: Documentation.commentText(of: source), page: "A.swift")
        #expect(blocks.map(\.sample) == ["A/a"])
        #expect(blocks.map(\.lines) == [["let a = 1"]])
        #expect(blocks.map(\.line) == [4])
    }

    @Test func importsAndIndentationAreNotCompared() {
        let block = CodeBlock(
            page: "README.md",
            line: 1,
            language: "swift",
            lines: ["  import UIKit", "  import WireframeKit", "", "  let a = 1", "    a"],
            section: "Overview"
        )
        #expect(Self.shownLines(of: block) == ["let a = 1", "  a"])
    }

    @Test func aDocCommentIsWrittenBehindItsSlashesAndItsImportsStay() throws {
        let source = [
            "    /// Does a.",
            "    ///",
            "    /// <!-- sample A/a -->",
            "    /// ```swift",
            "    /// import WireframeKit",
            "    ///",
            "    /// let a = 1",
            "    /// ```",
            "    func a() {}",
        ]
        let block = try #require(
            CodeBlock.all(in: Documentation.commentText(of: source.joined(separator: "\n")), page: "A.swift").first
        )
        let sample = SampleSource(id: "A/a", path: "T.swift", line: 1, lines: ["if b {", "", "    print(b)", "}"])
        let written = Self.written([(block, sample)], into: source, commented: true)
        #expect(
            written == Array(source[0..<6]) + [
                "    /// if b {", "    ///", "    ///     print(b)", "    /// }", "    /// ```", "    func a() {}",
            ]
        )
    }

    /// The lines of `block` its source must equal: without a Swift block's leading `import` lines
    /// and the blank lines after them, without trailing blank lines and common indentation.
    static func shownLines(of block: CodeBlock) -> [String] {
        var lines = block.lines.map(trailingTrimmed)
        if block.language == "swift" {
            while let first = lines.first,
                first.trimmingCharacters(in: .whitespaces).hasPrefix("import ") || first.isEmpty
            {
                lines.removeFirst()
            }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return SampleSource.dedented(lines)
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

    /// Writes each block of `rewrites` in `file` (a page, or a Swift source's doc comments) from
    /// its source.
    static func write(_ rewrites: [(block: CodeBlock, source: SampleSource)], into file: String) throws {
        let lines = try Documentation.text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let written = Self.written(rewrites, into: lines, commented: isSwiftSource(file))
        let url = Documentation.root.appendingPathComponent(file)
        try written.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// `lines` with each block of `rewrites` written from its source: the block's leading
    /// `import` lines stay, the source's lines follow, indented as the block's fence, and in a doc
    /// comment (`commented`) behind its `/// `, the comment indented as the fence's line.
    static func written(
        _ rewrites: [(block: CodeBlock, source: SampleSource)],
        into lines: [String],
        commented: Bool
    ) -> [String] {
        var lines = lines
        for (block, source) in rewrites.sorted(by: { $0.block.line > $1.block.line }) {
            let fence = lines[block.line - 1]
            var indentation = String(fence.prefix { $0 == " " })
            if commented { indentation += "/// " }
            var header = 0
            if block.language == "swift" {
                for line in block.lines {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    guard trimmed.hasPrefix("import ") || (trimmed.isEmpty && header > 0) else { break }
                    header += 1
                }
            }
            let body = source.lines.map { $0.isEmpty ? trailingTrimmed(indentation) : indentation + $0 }
            lines.replaceSubrange((block.line + header)..<(block.line + block.lines.count), with: body)
        }
        return lines
    }
}
