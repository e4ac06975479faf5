/// A file the generator writes: where, and its text.
package struct GeneratedFile: Hashable, Sendable {
    /// The file's path, as the user gave its folder: `Sources/App/Modules/Profile/ProfileView.swift`.
    package let path: String
    /// The file's text.
    package let contents: String
    /// The folder the user named that `path` is in (`Sources/App/Modules`), or the package's
    /// root for a test whose folder was inferred: nothing from there down to the file may be a
    /// symbolic link.
    package let folder: String

    /// Creates a file to write in `folder`.
    package init(path: String, contents: String, folder: String) {
        self.path = path
        self.contents = contents
        self.folder = folder
    }
}
