/// A file the generator writes: where, and its text.
package struct GeneratedFile: Hashable, Sendable {
    /// The file's path, as the user gave its folder: `Sources/App/Modules/Profile/ProfileView.swift`.
    package let path: String
    /// The file's text.
    package let contents: String

    /// Creates a file to write.
    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
