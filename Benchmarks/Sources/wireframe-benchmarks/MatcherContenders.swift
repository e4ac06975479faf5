import Foundation
import Logging
import RoutingKit
import WireframeKit

/// What a lookup found, in one form for both matchers: the route's id, its parameters (path
/// parameters in pattern order, then query items in URL order) and what `**` matched.
struct MatcherOutcome: Equatable, CustomStringConvertible {
    let route: Int
    let parameters: [String]
    let rest: [String]?

    var description: String {
        "route \(route) \(parameters)" + (rest.map { " rest \($0)" } ?? "")
    }
}

/// WireframeKit's `RouteTable`, given the URL string.
struct WireframeContender {
    let table: RouteTable
    private let routeByPattern: [String: Int]

    /// The table of the workload's routes; what its bytes per route measure.
    static func makeTable(_ workload: MatcherWorkload) throws(BenchmarkError) -> RouteTable {
        var table = RouteTable()
        for route in workload.routes {
            do {
                try table.register(route.pattern)
            } catch {
                throw BenchmarkError("the workload's route \(route.pattern) does not register: \(error)")
            }
        }
        return table
    }

    init(table: RouteTable, _ workload: MatcherWorkload) {
        self.table = table
        self.routeByPattern = Dictionary(uniqueKeysWithValues: workload.routes.enumerated().map { ($1.pattern, $0) })
    }

    func outcome(_ url: String) -> MatcherOutcome? {
        guard let match = try? table.match(url), let route = routeByPattern[match.pattern.text] else { return nil }
        return MatcherOutcome(
            route: route,
            parameters: match.parameters.map { "\($0.name)=\($0.value)" },
            rest: match.rest
        )
    }

    /// Matches every URL and reads what a deep link's handler reads of a match: every parameter's
    /// value (path parameters, then query items) and what `**` took. A match makes its
    /// parameters and `rest` when they are read, so reading them is timed with the lookup, as
    /// routing-kit's router fills its parameters during its lookup. The checksum is the one
    /// ``MatcherOutcome/checksum(_:)`` works out from the outcomes, on both sides.
    func pass(_ urls: [String]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            if let match = try? table.match(url) { checksum &+= Self.read(match) }
        }
        return checksum
    }

    /// The same lookups given URLs parsed beforehand (`RouteURL`), as an app that receives an
    /// already-parsed URL matches it: the like-for-like row of routing-kit's pre-split paths.
    func pass(parsed urls: [RouteURL?]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            if let url, let match = table.match(url) { checksum &+= Self.read(match) }
        }
        return checksum
    }

    /// Reads every value of `match`; its part of the checksum.
    private static func read(_ match: RouteMatch) -> UInt64 {
        var sum: UInt64 = 1
        for parameter in match.parameters { sum &+= UInt64(parameter.value.utf8.count) }
        if let rest = match.rest { sum &+= UInt64(rest.count) }
        return sum
    }
}

extension MatcherOutcome {
    /// What a pass that reads every value of each hit returns for URLs of these outcomes: per
    /// hit, 1, plus the bytes of every parameter's value, plus the segments `**` took.
    static func checksum(_ outcomes: [MatcherOutcome?]) -> UInt64 {
        outcomes.reduce(0) { checksum, outcome in
            guard let outcome else { return checksum }
            let values = outcome.parameters.reduce(0) { sum, parameter in
                sum
                    + (parameter.firstIndex(of: "=").map { parameter.utf8.count - parameter[..<$0].utf8.count - 1 } ?? 0)
            }
            return checksum &+ 1 &+ UInt64(values) &+ UInt64(outcome.rest?.count ?? 0)
        }
    }
}

/// routing-kit's `TrieRouter`, given the same URL string: `URL(string:)` parses it, the host and
/// the path components make the path (a custom scheme has no host in our rules), the router
/// fills `Parameters`, and on a hit `URLComponents` reads the query items.
struct RoutingKitContender {
    let router: TrieRouter<Int>
    private let parameterNames: [[String]]
    private let hasCatchall: [Bool]
    /// One logger for every lookup: `Parameters()` would make a new one each time, which is
    /// routing-kit's cost but not its router's.
    private let logger = Logger(label: "benchmark")

    /// The path of each of the workload's routes, as routing-kit registers it: made before the
    /// registration is timed, as our side's pattern texts are.
    static func paths(_ workload: MatcherWorkload) -> [[PathComponent]] {
        workload.routes.map { route in
            route.segments.map { segment in
                switch segment {
                case .literal(let text): .constant(text)
                case .parameter(let name, _): .parameter(name)
                case .catchall: .catchall
                }
            }
        }
    }

    /// The router of the workload's routes (`paths`), each registered with its index as output;
    /// what its bytes per route measure.
    static func makeRouter(_ paths: [[PathComponent]]) -> TrieRouter<Int> {
        let router = TrieRouter<Int>()
        for (index, path) in paths.enumerated() {
            router.register(index, at: path)
        }
        return router
    }

    init(router: TrieRouter<Int>, _ workload: MatcherWorkload) {
        self.router = router
        self.parameterNames = workload.routes.map(\.parameterNames)
        self.hasCatchall = workload.routes.map { $0.segments.last == .catchall }
    }

    /// A URL string as routing-kit is given it: the path (the host first, as a custom scheme
    /// has no host in our rules) and the query items, parsed by Foundation.
    static func split(_ string: String) -> (path: [String], query: [URLQueryItem])? {
        guard let url = URL(string: string) else { return nil }
        var path: [String] = []
        if let host = url.host, !host.isEmpty { path.append(host) }
        for component in url.pathComponents where component != "/" {
            path.append(component)
        }
        let query = url.query == nil ? [] : URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return (path, query)
    }

    func lookup(_ string: String) -> (route: Int, parameters: Parameters, query: [URLQueryItem])? {
        guard let (path, query) = Self.split(string) else { return nil }
        var parameters = Parameters(logger)
        guard let route = router.route(path: path, parameters: &parameters) else { return nil }
        return (route, parameters, query)
    }

    func outcome(_ url: String) -> MatcherOutcome? {
        guard let (route, parameters, query) = lookup(url) else { return nil }
        let path = parameterNames[route].map { "\($0)=\(parameters.get($0) ?? "<missing>")" }
        let items = query.map { "\($0.name)=\($0.value ?? "")" }
        let rest = hasCatchall[route] ? parameters.getCatchall() : nil
        return MatcherOutcome(route: route, parameters: path + items, rest: rest)
    }

    /// Parses each URL with Foundation, routes its path and reads every value, as ours does.
    func pass(_ urls: [String]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            if let (path, query) = Self.split(url) { checksum &+= route(path, query) }
        }
        return checksum
    }

    /// The same lookups given paths and query items split beforehand.
    func pass(split urls: [(path: [String], query: [URLQueryItem])?]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            if let url { checksum &+= route(url.path, url.query) }
        }
        return checksum
    }

    /// Routes `path` and reads every parameter's value, the query items' and what `**` took;
    /// its part of the checksum (0 for a miss).
    private func route(_ path: [String], _ query: [URLQueryItem]) -> UInt64 {
        var parameters = Parameters(logger)
        guard let route = router.route(path: path, parameters: &parameters) else { return 0 }
        var sum: UInt64 = 1
        for name in parameterNames[route] { sum &+= UInt64(parameters.get(name)?.utf8.count ?? 0) }
        for item in query { sum &+= UInt64(item.value?.utf8.count ?? 0) }
        if hasCatchall[route] { sum &+= UInt64(parameters.getCatchall().count) }
        return sum
    }
}
