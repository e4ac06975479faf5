/// The libFuzzer entry point for the routing layer.
///
/// The input is read as UTF-8 text and split on newlines. Lines before the first empty line are
/// patterns, lines after it are URLs; with no empty line, every line is tried both ways (so a seed
/// such as `/users/42` registers and matches). Both a case-sensitive and a case-insensitive table
/// are built from the same lines. Whatever the table refuses is fine; what it accepts must keep the
/// invariants checked by ``RoutingInvariants``, and a violation traps so that libFuzzer records it.
@_cdecl("LLVMFuzzerTestOneInput")
public func routingFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    RoutingFuzzInput(UnsafeBufferPointer(start: data, count: size)).run()
    return 0
}

/// One fuzzer input, split into patterns and URLs.
struct RoutingFuzzInput {
    /// At most this many patterns and this many URLs are used, so that one input stays fast.
    static let maximumLines = 24

    let text: String
    let patterns: [String]
    let urls: [String]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let blank = lines.firstIndex(of: "") {
            patterns = Array(lines[..<blank].prefix(Self.maximumLines))
            urls = Array(lines[(blank + 1)...].prefix(Self.maximumLines))
        } else {
            patterns = Array(lines.prefix(Self.maximumLines))
            urls = patterns
        }
    }

    func run() {
        // The parsers on the raw input, newlines and all: they may refuse it, never trap.
        if let pattern = try? RoutePattern(text) {
            RoutingInvariants.checkCanonicalForm(of: pattern)
        }
        RoutingInvariants.checkBothParses(text)
        for url in urls {
            RoutingInvariants.checkBothParses(url)
            TypedRouteInvariants.check(url)
        }
        for options in [RouteTable.Options(), .caseInsensitive] {
            let table = RoutingInvariants.register(patterns, options: options)
            let invariants = RoutingInvariants(table: table)
            for url in urls {
                invariants.check(url)
            }
        }
    }
}

/// Traps with `message` when `condition` is false: an invariant of the routing layer is broken.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { violated(message()) }
}

/// Traps: an invariant of the routing layer is broken, as `message` says.
func violated(_ message: String) -> Never {
    fatalError("routing invariant violated: \(message)")
}
