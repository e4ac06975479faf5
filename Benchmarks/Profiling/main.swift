// The route matcher alone, for callgrind: `profile-matcher.sh` compiles this file with
// WireframeRouting's sources and the matcher benchmark's workload, with no async code, which
// valgrind 3.19 cannot run in the benchmark executable (see Benchmarks/README.md). Counts, not
// times: each mode does a fixed amount of work in one function that `--toggle-collect` selects.
//
// Usage: matcher-profile (lookups | registration | floor) [routes]
import WireframeRouting

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "lookups"
let routeCount = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
let workload = MatcherWorkload(routeCount: routeCount, urlCount: 2_000)

/// A table of the workload's routes, as the benchmark builds it.
@inline(never)
func profiledRegistration(_ workload: MatcherWorkload) throws(RouteError) -> RouteTable {
    var table = RouteTable()
    for route in workload.routes { try table.register(route.pattern) }
    return table
}

/// Ten passes over the URLs, reading each match as the benchmark's pass does.
@inline(never)
func profiledLookups(_ table: RouteTable, _ urls: [String]) -> UInt64 {
    var checksum: UInt64 = 0
    for _ in 0..<10 {
        for url in urls {
            if let match = try? table.match(url) {
                checksum &+= UInt64(match.url.segments.count &+ (match.rest == nil ? 0 : 1))
                checksum &+= match.parameters.isEmpty ? 0 : 1
            }
        }
    }
    return checksum
}

/// Ten passes of the floor over the same URLs.
@inline(never)
func profiledFloor(_ floor: FloorContender, _ urls: [String]) -> UInt64 {
    var checksum: UInt64 = 0
    for _ in 0..<10 { checksum &+= floor.pass(urls) }
    return checksum
}

do {
    // One small table first, so that the runtime's first-use work is not counted.
    _ = try profiledRegistration(MatcherWorkload(routeCount: 10, urlCount: 10))
    switch mode {
    case "registration":
        print("registered \(try profiledRegistration(workload).count) routes")
    case "floor":
        print("floor checksum \(profiledFloor(FloorContender(workload), workload.urls))")
    default:
        let table = try profiledRegistration(workload)
        print("\(10 * workload.urls.count) lookups, checksum \(profiledLookups(table, workload.urls))")
    }
} catch {
    print("the workload does not register: \(error)")
}
