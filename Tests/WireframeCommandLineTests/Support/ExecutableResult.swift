/// What a run of a built executable printed, and how it ended.
struct ExecutableResult {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// Standard output split into lines, without the empty string after a final newline.
    var outputLines: [String] {
        var lines = standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map(String.init)
    }
}
