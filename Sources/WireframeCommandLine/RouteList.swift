package import WireframeRouting

/// Route patterns to register, each with where it came from: a line of a routes file or a
/// `--pattern` argument.
///
/// A routes file has one pattern per line. Leading and trailing whitespace is ignored, and blank
/// lines and lines whose first non-blank character is `#` are skipped:
///
/// <!-- sample RouteList/RouteList -->
/// ```
/// # Mail app
/// /inbox
/// /messages/:id<int>
/// ```
package struct RouteList: Hashable, Sendable {
    /// One pattern and where it came from.
    package struct Entry: Hashable, Sendable {
        /// The pattern's text.
        package let pattern: String
        /// The file and 1-based line the pattern was read from, or `nil` for a `--pattern`.
        package let location: Location?

        /// Creates an entry.
        package init(pattern: String, location: Location? = nil) {
            self.pattern = pattern
            self.location = location
        }
    }

    /// A line of a routes file.
    package struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The file's path as given.
        package let file: String
        /// The 1-based line number.
        package let line: Int

        /// Creates a location.
        package init(file: String, line: Int) {
            self.file = file
            self.line = line
        }

        /// `file:line`, as compilers write it.
        package var description: String { "\(file):\(line)" }
    }

    /// The patterns, in the order they are registered.
    package private(set) var entries: [Entry]

    /// Creates a list of patterns.
    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// Creates a list of patterns given on the command line.
    package init(patterns: [String]) {
        self.entries = patterns.map { Entry(pattern: $0) }
    }

    /// Reads the patterns of a routes file's contents; `file` names it in locations.
    package init(contentsOf text: String, file: String) {
        var entries: [Entry] = []
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            entries.append(
                Entry(pattern: String(trimmed), location: Location(file: file, line: lineNumber))
            )
        }
        self.entries = entries
    }

    /// Appends the entries of `other`.
    package mutating func append(contentsOf other: RouteList) {
        entries.append(contentsOf: other.entries)
    }

    /// The patterns' texts, in order.
    package var patterns: [String] { entries.map(\.pattern) }

    /// Registers every pattern, in order, in a new table.
    ///
    /// - Throws: ``RouteListError`` for the first pattern the table refuses, naming its file and
    ///   line when it came from a file.
    package func makeTable(options: RouteTable.Options = []) throws(RouteListError) -> RouteTable {
        var table = RouteTable(options: options)
        for entry in entries {
            do {
                try table.register(entry.pattern)
            } catch {
                throw RouteListError(location: entry.location, underlying: error)
            }
        }
        return table
    }
}
