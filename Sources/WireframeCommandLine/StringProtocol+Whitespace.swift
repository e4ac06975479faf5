extension StringProtocol {
    /// The string without leading and trailing whitespace (spaces, tabs, line breaks).
    func trimmingWhitespace() -> SubSequence {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
