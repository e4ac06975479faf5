/// How many single-character insertions, deletions and substitutions turn one text into
/// another (Levenshtein distance): how near a misspelt segment or pattern is to a registered one.
enum EditDistance {
    /// The most characters of each text compared; the rest count as edits. Keeps the cost of
    /// one comparison bounded whatever the input.
    static let compared = 64

    /// The distance between `a` and `b`, each cut to ``compared`` characters (every character
    /// cut counted as an edit).
    static func between(_ a: some StringProtocol, _ b: some StringProtocol) -> Int {
        let left = Array(a.unicodeScalars.prefix(compared))
        let right = Array(b.unicodeScalars.prefix(compared))
        let cut = (a.unicodeScalars.count - left.count) + (b.unicodeScalars.count - right.count)
        if left.isEmpty { return right.count + cut }
        if right.isEmpty { return left.count + cut }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count] + cut
    }
}
