package import Foundation

/// Writes a set of files as one: creates the folders they need, and when a write fails, removes
/// the files it wrote and the folders it made, and puts back the files it had overwritten.
package struct FileWriter: Sendable {
    /// Writes one file's data; tests replace it to fail a write midway.
    package var writeData: @Sendable (_ data: Data, _ path: String) throws -> Void = { data, path in
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// Creates a writer to the file system.
    package init() {}

    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/fileExists`` naming the first
    ///   file that exists.
    package func checkNoneExists(_ files: [GeneratedFile]) throws(GeneratorError) {
        for file in files where FileManager.default.fileExists(atPath: file.path) {
            throw GeneratorError(
                .fileExists,
                "\(file.path) exists already; pass --force to overwrite it (no file was written)"
            )
        }
    }

    /// Writes every file, or none.
    ///
    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/writeFailed`` naming the file
    ///   that could not be written, once everything written before it has been undone.
    package func write(_ files: [GeneratedFile]) throws(GeneratorError) {
        var createdFolders: [String] = []
        var written: [(path: String, original: Data?)] = []
        do {
            for file in files {
                let folder = (file.path as NSString).deletingLastPathComponent
                try makeFolder(folder, recordingIn: &createdFolders)
                let original = FileManager.default.contents(atPath: file.path)
                try writeData(Data(file.contents.utf8), file.path)
                written.append((file.path, original))
            }
        } catch {
            for (path, original) in written.reversed() {
                if let original {
                    try? original.write(to: URL(fileURLWithPath: path))
                } else {
                    try? FileManager.default.removeItem(atPath: path)
                }
            }
            for folder in createdFolders.reversed() {
                try? FileManager.default.removeItem(atPath: folder)
            }
            throw GeneratorError(
                .writeFailed,
                "cannot write \(written.count < files.count ? files[written.count].path : "the files"): "
                    + "\(error.localizedDescription) (nothing was left written)",
                underlyingError: error
            )
        }
    }

    /// Makes `folder` and the folders above it that are missing, adding each to `created` as it
    /// is made, outermost first.
    private func makeFolder(_ folder: String, recordingIn created: inout [String]) throws {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.insert(current, at: 0)
            current = (current as NSString).deletingLastPathComponent
        }
        for path in missing {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            created.append(path)
        }
    }
}
