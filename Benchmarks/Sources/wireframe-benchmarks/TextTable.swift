/// A plain-text table: a header row, a rule, and rows; the first column is left-aligned, the
/// others right-aligned.
struct TextTable {
    let headers: [String]
    private(set) var rows: [[String]] = []

    init(headers: [String]) {
        self.headers = headers
    }

    mutating func append(_ row: [String]) {
        precondition(row.count == headers.count, "a row has one cell per column")
        rows.append(row)
    }

    var rendered: String {
        let widths = headers.indices.map { column in
            ([headers] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// `value` with `decimals` digits after the point, without Foundation's formatters.
func formatted(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = scaled % Int(scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
}
