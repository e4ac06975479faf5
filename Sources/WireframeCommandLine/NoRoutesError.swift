/// `wireframe match` was given no pattern to match URLs against: every URL would be reported
/// unmatched, which says nothing about the URLs.
///
/// Its description is what `wireframe` prints, naming what was given.
package struct NoRoutesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The routes file given, which holds only blank lines and comments, or `nil` when neither
    /// a routes file nor a pattern was given.
    package let emptyFile: String?

    /// Creates an error.
    package init(emptyFile: String?) {
        self.emptyFile = emptyFile
    }

    /// `no routes to match against: …`, saying what to give.
    package var description: String {
        let what =
            emptyFile.map { "routes file \"\($0)\" holds no pattern (only blank lines and comments)" }
            ?? "give a routes file with --routes <file> or patterns with --pattern <pattern>"
        return "no routes to match against: " + what
    }
}
