// The route matcher alone, for callgrind: `profile-matcher.sh` compiles this file with
// WireframeRouting's sources and the matcher benchmark's workload, with no async code, which
// valgrind 3.19 cannot run in the benchmark executable (see Benchmarks/README.md). Counts, not
// times: each mode does a fixed amount of work in one function that `--toggle-collect` selects.
//
// Usage: matcher-profile (lookups | split | registration | floor | typed | typed-string | typed-id
//     | typed-id-string) [routes]
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

/// Reads every value of `match`, as the benchmark's pass does (`WireframeContender.read`).
@inline(__always)
func readValues(_ match: RouteMatch) -> UInt64 {
    var sum: UInt64 = 1
    for parameter in match.parameters { sum &+= UInt64(parameter.value.utf8.count) }
    if let rest = match.rest { sum &+= UInt64(rest.count) }
    return sum
}

/// Ten passes over the URLs, reading each match as the benchmark's pass does.
@inline(never)
func profiledLookups(_ table: RouteTable, _ urls: [String]) -> UInt64 {
    var checksum: UInt64 = 0
    for _ in 0..<10 {
        for url in urls {
            if let match = try? table.match(url) { checksum &+= readValues(match) }
        }
    }
    return checksum
}

/// Ten passes over the URLs parsed beforehand (the benchmark's split row), reading each match.
@inline(never)
func profiledSplitLookups(_ table: RouteTable, _ urls: [RouteURL?]) -> UInt64 {
    var checksum: UInt64 = 0
    for _ in 0..<10 {
        for url in urls {
            if let url, let match = table.match(url) { checksum &+= readValues(match) }
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

/// Ten passes over the typed-route benchmark's id-only and mailbox URLs, each read as a route
/// value, as its typed side does (`TypedRouteBenchmark`).
@inline(never)
func profiledTyped(_ table: RouteTable, _ messages: [String], _ mailboxes: [String]) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<10 {
        for url in messages {
            if let route = try? table.match(url)?.route(as: TypedRouteWorkload.MessageRoute.self) {
                sum &+= UInt64(route.id)
            }
        }
        for url in mailboxes {
            if let route = try? table.match(url)?.route(as: TypedRouteWorkload.MailboxMessageRoute.self) {
                sum &+= UInt64(route.id) &+ UInt64(route.owner.utf8.count) &+ UInt64(route.tags.count)
                sum &+= UInt64(route.highlight?.utf8.count ?? 0) &+ UInt64(route.folder.rawValue.utf8.count)
            }
        }
    }
    return sum
}

/// The same fields read by string, as the typed-route benchmark's string side does.
@inline(never)
func profiledTypedString(_ table: RouteTable, _ messages: [String], _ mailboxes: [String]) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<10 {
        for url in messages {
            if let match = try? table.match(url), let id = try? match.parameters.value("id", as: Int.self) {
                sum &+= UInt64(id)
            }
        }
        for url in mailboxes {
            guard let match = try? table.match(url) else { continue }
            let parameters = match.parameters
            guard let owner = try? parameters.value("owner", as: String.self),
                let id = try? parameters.value("id", as: Int.self)
            else { continue }
            var folder = TypedRouteWorkload.Folder.inbox
            if let text = parameters["folder"] {
                guard let value = TypedRouteWorkload.Folder(rawValue: text) else { continue }
                folder = value
            }
            sum &+= UInt64(id) &+ UInt64(owner.utf8.count) &+ UInt64(parameters.values(for: "tags").count)
            sum &+= UInt64(parameters["highlight"]?.utf8.count ?? 0) &+ UInt64(folder.rawValue.utf8.count)
        }
    }
    return sum
}

do {
    // One small table first, so that the runtime's first-use work is not counted.
    _ = try profiledRegistration(MatcherWorkload(routeCount: 10, urlCount: 10))
    switch mode {
    case "registration":
        print("registered \(try profiledRegistration(workload).count) routes")
    case "split":
        let table = try profiledRegistration(workload)
        let parsed = workload.urls.map { try? RouteURL($0) }
        print("\(10 * workload.urls.count) lookups, checksum \(profiledSplitLookups(table, parsed))")
    case "typed", "typed-string", "typed-id", "typed-id-string":
        // `typed-id` and `typed-id-string`: the `id only` URLs alone, the row furthest from its goal.
        let table = try TypedRouteWorkload.makeTable()
        let (messages, mailboxes) = (
            try TypedRouteWorkload.messageURLs(table),
            mode.hasPrefix("typed-id") ? [] : try TypedRouteWorkload.mailboxURLs(table)
        )
        let sum =
            mode == "typed" || mode == "typed-id"
            ? profiledTyped(table, messages, mailboxes) : profiledTypedString(table, messages, mailboxes)
        print("\(10 * (messages.count + mailboxes.count)) lookups, checksum \(sum)")
    case "floor":
        print("floor checksum \(profiledFloor(FloorContender(workload), workload.urls))")
    default:
        let table = try profiledRegistration(workload)
        print("\(10 * workload.urls.count) lookups, checksum \(profiledLookups(table, workload.urls))")
    }
} catch {
    print("the workload does not register: \(error)")
}
