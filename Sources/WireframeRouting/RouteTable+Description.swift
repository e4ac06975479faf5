import Foundation

extension RouteTable {
    /// The table as text, one pattern per line in precedence order, with its scope and
    /// parameters:
    ///
    /// <!-- sample RouteTable+Description/description -->
    /// ```
    /// #  pattern                      scope                     parameters
    /// 1  /inbox                       any
    /// 2  /messages/:id<int>           any                       id: int
    /// 3  https://mail.example.com/**  https://mail.example.com  ** (rest)
    /// ```
    ///
    /// When route types are registered, a `route type` column follows the pattern.
    public var description: String {
        let rows = patterns.enumerated().map { index, pattern in
            [
                String(index + 1), pattern.text, pattern.scope.specificity == 0 ? "any" : pattern.scope.description,
                Self.summary(of: pattern),
            ]
        }
        let table = withRouteTypes(
            header: ["#", "pattern", "scope", "parameters"],
            rows: rows,
            patterns: patterns,
            after: 1
        )
        return TextTable.render(header: table.header, rows: table.rows)
    }

    private static func summary(of pattern: RoutePattern) -> String {
        pattern.segments.compactMap { segment -> String? in
            let optional = segment.isOptional ? " (optional)" : ""
            switch segment.kind {
            case .literal: return nil
            case .parameter(let name, let type): return "\(name): \(type ?? "any")\(optional)"
            case .wildcard: return "*\(optional)"
            case .rest: return "** (rest)"
            }
        }.joined(separator: ", ")
    }
}

/// Left-aligned columns separated by two spaces, trailing spaces trimmed.
package enum TextTable {
    package static func render(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        return all.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line +=
                    column == row.count - 1
                    ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
