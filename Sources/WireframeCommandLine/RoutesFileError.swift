/// A routes file that cannot be read as UTF-8 text.
///
/// Its description is what `wireframe` prints: `cannot read routes file "routes.txt": …`.
package struct RoutesFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given.
    package let file: String
    /// Why it cannot be read, as the system says it.
    package let reason: String

    /// Creates an error.
    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `cannot read routes file "<file>": <reason>`.
    package var description: String { "cannot read routes file \"\(file)\": \(reason)" }
}
