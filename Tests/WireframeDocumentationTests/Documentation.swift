import Foundation

/// The package's documentation as the tests read it: README.md and every page of the DocC
/// catalogs (`Sources/<Module>/<Module>.docc/**/*.md`), with their fenced code blocks.
enum Documentation {
    /// The package's root folder, found from this file's path at build time.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every documentation page, by path relative to the package's root, in a stable order.
    static func pages() throws -> [String] {
        var pages = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            pages += try files(under: catalog, ending: ".md")
        }
        return pages
    }

    /// The files under `folder` (relative to the root) whose names end with `suffix`, by path
    /// relative to the root, sorted; none when the folder does not exist.
    static func files(under folder: String, ending suffix: String) throws -> [String] {
        let url = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(suffix) { found.append("\(folder)/\(path)") }
        }
        return found.sorted()
    }

    /// The text of the file at `path`, relative to the root.
    static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced code blocks of the page at `path`.
    static func blocks(of path: String) throws -> [CodeBlock] {
        CodeBlock.all(in: try text(of: path), page: path)
    }

    /// Every Swift source file of the library, the tool and the demo, by path relative to the
    /// root: the files whose `///` comments DocC renders (or, for the executables, readers read).
    static func sourceFiles() throws -> [String] {
        try files(under: "Sources", ending: ".swift")
    }

    /// The fenced code blocks in the `///` comments of the Swift file at `path`, their lines
    /// without the `///` and the one space after it, numbered as in the file.
    static func commentBlocks(of path: String) throws -> [CodeBlock] {
        CodeBlock.all(in: commentText(of: try text(of: path)), page: path)
    }

    /// The `///` comments of the Swift source `text`, each line without its `///` and the one
    /// space after it; a line that is not a doc comment becomes blank, so that a block never spans
    /// two comments and line numbers stay those of the file.
    static func commentText(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else { return "" }
            let comment = trimmed.dropFirst(3)
            return String(comment.hasPrefix(" ") ? comment.dropFirst() : comment)
        }
        .joined(separator: "\n")
    }
}

/// A fenced code block of a documentation page or of a doc comment: its language, its lines and
/// where it starts.
struct CodeBlock: CustomStringConvertible {
    /// The page, or the Swift source whose doc comment holds the block, relative to the package's
    /// root.
    let page: String
    /// The 1-based line of the opening fence.
    let line: Int
    /// The language after the fence (`swift`, `text`, `sh`), or the empty string.
    let language: String
    /// The lines between the fences, as written.
    let lines: [String]
    /// The title of the section (`## …`) the block is in, or the empty string before the first.
    let section: String
    /// The id of the sample source the block shows, from a `<!-- sample <id> -->` line right
    /// before its fence (in a doc comment, `/// <!-- sample <id> -->`; ``SampleSource``); `nil`
    /// when there is none.
    var sample: String? = nil

    /// `README.md:27 (swift)`.
    var description: String { "\(page):\(line) (\(language.isEmpty ? "no language" : language))" }

    /// The blocks of `text`, fenced with three backticks at the start of a line.
    static func all(in text: String, page: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var section = ""
        var open: (line: Int, language: String, lines: [String], sample: String?)?
        var previous = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            defer { previous = line.trimmingCharacters(in: .whitespaces) }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if trimmed == "```" {
                    blocks.append(
                        CodeBlock(
                            page: page,
                            line: current.line,
                            language: current.language,
                            lines: current.lines,
                            section: section,
                            sample: current.sample
                        )
                    )
                    open = nil
                } else {
                    current.lines.append(String(line))
                    open = current
                }
            } else if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
            } else if line.hasPrefix("```") {
                open = (
                    index + 1, String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [],
                    sampleID(inMarker: previous)
                )
            }
        }
        return blocks
    }

    /// The id a `<!-- sample <id> -->` line names, or `nil` for any other line.
    static func sampleID(inMarker line: String) -> String? {
        let prefix = "<!-- sample "
        let suffix = " -->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count else {
            return nil
        }
        let id = line.dropFirst(prefix.count).dropLast(suffix.count)
        return id.contains(" ") ? nil : String(id)
    }
}
