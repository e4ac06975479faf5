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
    /// - Throws: ``RoutesFileError`` when the routes file cannot be read as UTF-8 text.
    package func routeList() throws -> RouteList {
        var list = RouteList()
        if let routesFile {
            let text: String
            do {
                text = try String(contentsOfFile: routesFile, encoding: .utf8)
            } catch {
                throw RoutesFileError(file: routesFile, reason: error.localizedDescription)
            }
            list.append(contentsOf: RouteList(contentsOf: text, file: routesFile))
        }
        list.append(contentsOf: RouteList(patterns: patterns))
        return list
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
