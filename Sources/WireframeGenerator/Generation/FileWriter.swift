package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// A generated path may hold a symbolic link that someone else put there (a cloned repository
// can): written through, a dangling link would create its target outside the package, and
// `--force` would overwrite a file elsewhere. So the writer refuses a link at every path it
// writes or makes a folder at, below the folders it was given (which the user named, and may
// be links, as macOS's /tmp is), before it writes anything; and it opens each file with
// O_NOFOLLOW, so a link planted between that check and the write fails the write (and the
// writes before it are undone) instead of being followed.

/// Writes a set of files as one: creates the folders they need, and when a write fails, removes
/// the files it wrote and the folders it made, and puts back the files it had overwritten.
package struct FileWriter: Sendable {
    /// Writes one file's data; tests replace it to fail a write midway.
    package var writeData: @Sendable (_ data: Data, _ path: String) throws -> Void = { data, path in
        try FileWriter.writeWithoutFollowingLinks(data, to: path)
    }

    /// Creates a writer to the file system.
    package init() {}

    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/fileExists`` naming the first
    ///   file that exists.
    package func checkNoneExists(_ files: [GeneratedFile]) throws(GeneratorError) {
        for file in files where FileManager.default.fileExists(atPath: file.path) {
            throw GeneratorError(
                .fileExists,
                "\(file.path.shownInMessage) exists already; pass --force to overwrite it (no file was written)"
            )
        }
    }

    /// Checks that no path from each file's ``GeneratedFile/folder`` down to the file — the
    /// folders the writer would make or write into, and the file — is a symbolic link, and that
    /// no file that exists has other names (hard links), which overwriting it would change too.
    ///
    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/symbolicLink`` naming the
    ///   first link and where it points, or ``GeneratorError/Code/hardLink`` naming the file.
    package func checkNoLinks(_ files: [GeneratedFile]) throws(GeneratorError) {
        var checked: Set<String> = []
        for file in files {
            let relative = file.path.hasPrefix(file.folder) ? String(file.path.dropFirst(file.folder.count)) : file.path
            var current = file.path.hasPrefix(file.folder) ? file.folder : ""
            for component in relative.split(separator: "/") {
                current = current.joinedPath(String(component))
                guard checked.insert(current).inserted else { continue }
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: current) else { break }
                if current == file.path, let names = (attributes[.referenceCount] as? NSNumber)?.intValue, names > 1,
                    attributes[.type] as? FileAttributeType == .typeRegular
                {
                    throw GeneratorError(
                        .hardLink,
                        "\(current.shownInMessage) has \(names) names (hard links); overwriting it would change the file "
                            + "under its other names too: remove it, or generate elsewhere (no file was written)"
                    )
                }
                if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: current)) ?? "?"
                    throw GeneratorError(
                        .symbolicLink,
                        "\(current.shownInMessage) is a symbolic link (to \(target.shownInMessage)); the generator "
                            + "does not write through links: remove it, or generate elsewhere (no file was written)"
                    )
                }
            }
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
                    try? Self.writeWithoutFollowingLinks(original, to: path)
                } else {
                    try? FileManager.default.removeItem(atPath: path)
                }
            }
            for folder in createdFolders.reversed() {
                try? FileManager.default.removeItem(atPath: folder)
            }
            let path = written.count < files.count ? files[written.count].path.shownInMessage : "the files"
            throw GeneratorError(
                .writeFailed,
                "cannot write \(path): \(Self.describe(error)) (nothing was left written)",
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

    /// Writes `data` to `path`, creating or truncating the file; fails with `ELOOP` when `path`
    /// is a symbolic link instead of following it, and with `EMLINK`, before truncating, when the
    /// file has other names (a hard link made after the check).
    static func writeWithoutFollowingLinks(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard status.st_nlink <= 1 else { throw POSIXError(.EMLINK) }
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
        try handle.close()
    }

    /// The contents of the regular file at `path`; fails with `ELOOP` when `path` is a symbolic
    /// link instead of following it, and with `EINVAL` when it is not a regular file (a FIFO
    /// would never end).
    static func readWithoutFollowingLinks(_ path: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw POSIXError(.EINVAL) }
        return try handle.readToEnd() ?? Data()
    }

    /// An error of the file system in words.
    private static func describe(_ error: any Error) -> String {
        if let error = error as? POSIXError, error.code == .ELOOP {
            return "it is a symbolic link, which the generator does not write through"
        }
        if let error = error as? POSIXError, error.code == .EMLINK {
            return "it has other names (hard links), which the generator does not overwrite"
        }
        return error.localizedDescription
    }
}
