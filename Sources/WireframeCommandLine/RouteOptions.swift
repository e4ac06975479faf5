package import ArgumentParser
import Foundation
package import WireframeRouting

/// The options that say which route table to build: a routes file, `--pattern`s, and how
/// literals compare. Shared by `wireframe match` and `wireframe routes`.
package struct RouteOptions: ParsableArguments {
    /// A routes file: one pattern per line.
    @Option(
        name: .customLong("routes"),
        help: ArgumentHelp(
            "A routes file: one pattern per line; blank lines and lines starting with # are skipped.",
            valueName: "file"
        )
    )
    package var routesFile: String?

    /// Patterns given on the command line, registered after those of the routes file.
    @Option(
        name: .customLong("pattern"),
        help: ArgumentHelp(
            "A route pattern (repeatable), registered after the routes file's.",
            valueName: "pattern"
        )
    )
    package var patterns: [String] = []

    /// Whether literal segments compare without regard to case.
    @Flag(help: "Compare literal segments without regard to case.")
    package var caseInsensitive = false

    /// Creates the options; ArgumentParser fills them in.
    package init() {}

    /// The patterns to register: the routes file's, then the `--pattern`s.
    ///
    /// - Throws: ``RoutesFileError`` when the routes file cannot be read as UTF-8 text, saying
    ///   why (no such file, a directory, not UTF-8, …).
    package func routeList() throws -> RouteList {
        var list = RouteList()
        if let routesFile {
            list.append(contentsOf: RouteList(contentsOf: try Self.read(routesFile), file: routesFile))
        }
        list.append(contentsOf: RouteList(patterns: patterns))
        return list
    }

    /// The patterns to register, which must be at least one.
    ///
    /// - Throws: as ``routeList()`` does, and ``NoRoutesError`` when there is no pattern.
    package func nonEmptyRouteList() throws -> RouteList {
        let list = try routeList()
        if list.entries.isEmpty { throw NoRoutesError(emptyFile: routesFile) }
        return list
    }

    /// The text of the routes file at `path`.
    ///
    /// - Throws: ``RoutesFileError`` saying, in words, why it cannot be read (Foundation's own
    ///   description of a directory read as a file is "NSCocoaErrorDomain error 256" on Linux).
    private static func read(_ path: String) throws(RoutesFileError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RoutesFileError(file: path, reason: "there is no such file")
        }
        if isDirectory.boolValue {
            throw RoutesFileError(file: path, reason: "it is a directory; give a file with one pattern per line")
        }
        if !FileManager.default.isReadableFile(atPath: path) {
            throw RoutesFileError(file: path, reason: "permission to read it is denied")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RoutesFileError(file: path, reason: "it could not be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw RoutesFileError(file: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// The table options the flags ask for.
    package var tableOptions: RouteTable.Options {
        caseInsensitive ? [.caseInsensitive] : []
    }

    /// Reads the routes and registers them in a new table.
    ///
    /// - Throws: ``RoutesFileError`` when the routes file cannot be read, ``RouteListError`` for
    ///   the first pattern the table refuses.
    package func makeTable() throws -> RouteTable {
        try routeList().makeTable(options: tableOptions)
    }
}
