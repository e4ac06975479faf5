import Foundation
import Testing

/// Every code sample of a `///` comment compiles as part of a test, so that none can drift from
/// the code: each ```` ```swift ```` block of a doc comment is copied verbatim into a test that
/// runs it, in a file whose comments name the source file it comes from. Editing a sample
/// without its test, or the test without the sample, fails here. (The samples of README.md and
/// the DocC pages are written once instead, in a test, and the pages show them:
/// `SampleSourcesTests`.)
///
/// Verbatim means line for line, once the block's common indentation is removed (a test indents
/// it inside a function), with one exception: a sample's leading `import` lines, since a test
/// file has its own (and the UIKit samples compile against a stand-in module that is not named
/// UIKit). The ```` ```sh ```` blocks of the pages are command lines; the `wireframe` ones are
/// run by `ReadmeCommandTests` in the command-line tests.
@Suite("Documentation samples are tests")
struct SampleCopiesTests {
    /// The languages of the page blocks that need a compiled source.
    static let checkedLanguages: Set<String> = ["swift", "text", ""]

    /// Sections whose blocks a test reads from the page itself, so they need no source: README's
    /// installation lines, which `InstallationTests` compiles into a package manifest.
    static let readFromThePage: Set<String> = ["README.md#Installation"]

    /// The Swift files of the tests that may hold copies: every test target but this one.
    static func testSources() throws -> [(path: String, lines: [String], text: String)] {
        try Documentation.files(under: "Tests", ending: ".swift")
            .filter { !$0.hasPrefix("Tests/WireframeDocumentationTests/") }
            .map { path in
                let text = try Documentation.text(of: path)
                return (path, text.split(separator: "\n", omittingEmptySubsequences: false).map(trailingTrimmed), text)
            }
    }

    /// DocC renders a symbol's `///` comment as its page, samples included: each must stand in
    /// a test whose file names its source file.
    @Test func everySampleOfADocCommentIsCopiedIntoATestThatNamesItsFile() throws {
        let sources = try Self.testSources()
        var checked = 0
        for file in try Documentation.sourceFiles() {
            let fileName = URL(fileURLWithPath: file).lastPathComponent
            for block in try Documentation.commentBlocks(of: file) where block.language == "swift" {
                checked += 1
                let sample = Self.comparedLines(of: block)
                let holders = sources.filter { Self.contains($0.lines, sample) }
                #expect(
                    !holders.isEmpty,
                    """
                    \(block): this sample of a doc comment is in no test under Tests/. Copy it \
                    verbatim into a test that runs it, in a file whose comments name \(fileName). \
                    It begins: \(sample.first ?? "")
                    """
                )
                if !holders.isEmpty {
                    #expect(
                        holders.contains { $0.text.contains(fileName) },
                        "\(block): the tests that hold this sample (\(holders.map(\.path))) do not name \(fileName)"
                    )
                }
            }
        }
        #expect(checked > 0, "no sample found in a doc comment: are the sources where Documentation looks?")
    }

    @Test func commentBlocksAreReadWithoutTheirSlashes() {
        let block = CodeBlock.all(in: "x\n```swift\nlet a = 1\n```", page: "A.swift")
        #expect(block.map(\.lines) == [["let a = 1"]])
    }

    @Test func theCheckFindsACopyOnlyWhenEveryLineIsThere() {
        let file = ["    func f() {", "        let a = 1", "", "        print(a)", "    }"]
        #expect(Self.contains(file, ["let a = 1", "", "print(a)"]))
        #expect(Self.contains(file, ["func f() {", "    let a = 1"]))
        #expect(!Self.contains(file, ["let a = 2", "", "print(a)"]))
        #expect(!Self.contains(file, ["let a = 1", "print(a)"]))
        #expect(!Self.contains(file, ["    let a = 1", "print(a)"]))
    }

    @Test func importsAndIndentationAreNotCompared() {
        let block = CodeBlock(
            page: "README.md",
            line: 1,
            language: "swift",
            lines: ["  import UIKit", "  import WireframeKit", "", "  let a = 1", "    a"],
            section: "Overview"
        )
        #expect(Self.comparedLines(of: block) == ["let a = 1", "  a"])
    }

    /// The lines of `block` a test must hold: without a Swift sample's leading `import` lines
    /// and the blank lines after them, without trailing blanks, without the common indentation.
    static func comparedLines(of block: CodeBlock) -> [String] {
        var lines = block.lines.map(trailingTrimmed)
        if block.language == "swift" {
            while let first = lines.first,
                first.trimmingCharacters(in: .whitespaces).hasPrefix("import ") || first.isEmpty
            {
                lines.removeFirst()
            }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indentation = lines.filter { !$0.isEmpty }.map(indentationOf).min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }
    }

    /// Whether `file` holds `sample` line for line, every line indented by the same amount.
    static func contains(_ file: [String], _ sample: [String]) -> Bool {
        guard let first = sample.first, !first.isEmpty, file.count >= sample.count else { return false }
        for start in 0...(file.count - sample.count) {
            let line = file[start]
            guard line.hasSuffix(first) else { continue }
            let indent = String(line.dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }) else { continue }
            let matches = sample.indices.allSatisfy { index in
                sample[index].isEmpty ? file[start + index].isEmpty : file[start + index] == indent + sample[index]
            }
            if matches { return true }
        }
        return false
    }
}

private func indentationOf(_ line: String) -> Int {
    line.prefix { $0 == " " }.count
}
