/// The floor: what any matcher must at least do. Split the URL after `scheme://` on `/` (up to
/// the query) and look each segment up once in a `[String: Int]` of every literal.
struct FloorContender {
    let literals: [String: Int]

    init(_ workload: MatcherWorkload) {
        self.literals = workload.literals
    }

    func pass(_ urls: [String]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            let utf8 = url.utf8
            var index = utf8.startIndex
            if let colon = utf8.firstIndex(of: UInt8(ascii: ":")) {
                index = utf8.index(colon, offsetBy: 3, limitedBy: utf8.endIndex) ?? utf8.endIndex
            }
            var segmentStart = index
            while true {
                let atEnd =
                    index == utf8.endIndex || utf8[index] == UInt8(ascii: "?") || utf8[index] == UInt8(ascii: "#")
                if atEnd || utf8[index] == UInt8(ascii: "/") {
                    if segmentStart < index {
                        checksum &+= UInt64(literals[String(Substring(utf8[segmentStart..<index]))] ?? 1)
                    }
                    if atEnd { break }
                    segmentStart = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
        }
        return checksum
    }

    /// What ``pass(_:)`` returns, worked out with the standard library's string functions
    /// instead of its byte loop: every segment's literal number, or 1 for a segment that is
    /// no literal.
    func expectedChecksum(_ urls: [String]) -> UInt64 {
        urls.reduce(0) { checksum, url in
            let afterScheme = url.firstRange(of: "://").map { url[$0.upperBound...] } ?? url[...]
            let path = afterScheme.prefix { $0 != "?" && $0 != "#" }
            return path.split(separator: "/").reduce(checksum) { sum, segment in
                sum &+ UInt64(literals[String(segment)] ?? 1)
            }
        }
    }
}
