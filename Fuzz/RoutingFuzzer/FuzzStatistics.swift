#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the routing fuzzer tried near the URL limits, printed when the fuzzer exits, so that
/// `Fuzz/run-fuzzer.sh` can tell whether inputs reached them: with libFuzzer's default length
/// control, inputs never grew past the largest seed (7.5 KB), and nothing near the 65 536-byte
/// limit was ever matched or refused.
enum FuzzStatistics {
    // The fuzzer runs one input at a time on one thread; nothing else reads these.
    nonisolated(unsafe) private static var longestURL = 0
    nonisolated(unsafe) private static var nearLengthLimit = 0
    nonisolated(unsafe) private static var pastLength = 0
    nonisolated(unsafe) private static var pastSegments = 0
    nonisolated(unsafe) private static var isRegistered = false

    /// A URL within this many bytes of the length limit, either side, counts as near it.
    static let nearness = 4_096

    /// `url` parsed.
    static func parsed(_ url: String) {
        tried(url)
    }

    /// `url` was refused with `error`.
    static func refused(_ url: String, _ error: RouteError) {
        tried(url)
        if error.limit == .urlLength { pastLength += 1 }
        if error.limit == .urlSegments { pastSegments += 1 }
    }

    private static func tried(_ url: String) {
        if !isRegistered {
            isRegistered = true
            atexit { FuzzStatistics.print() }
        }
        let length = url.utf8.count
        longestURL = max(longestURL, length)
        if abs(length - RouteLimits.standard.urlLength) <= nearness { nearLengthLimit += 1 }
    }

    /// One line the script reads: `routing fuzzer URLs: longest N bytes, near the length limit N,
    /// past the length limit N, past the segment limit N`.
    private static func print() {
        Swift.print(
            "routing fuzzer URLs: longest \(longestURL) bytes, near the length limit \(nearLengthLimit), "
                + "past the length limit \(pastLength), past the segment limit \(pastSegments)"
        )
    }
}
