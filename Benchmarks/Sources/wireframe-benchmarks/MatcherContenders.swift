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
    private let segmentCounts: [Int]

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
        self.segmentCounts = workload.routes.map(\.segments.count)
    }

    func outcome(_ url: String) -> MatcherOutcome? {
        guard let match = try? table.match(url), let route = routeByPattern[match.pattern.text] else { return nil }
        return MatcherOutcome(
            route: route,
            parameters: match.parameters.map { "\($0.name)=\($0.value)" },
            rest: match.rest
        )
    }

    /// Matches every URL; the checksum reads the match so it cannot be skipped.
    ///
    /// It reads what a deep link's handler reads of a match: the URL's segments, what `**` took
    /// and the parameters. A match keeps its pattern and URL and makes `rest` and `parameters`
    /// when they are read, so reading them is timed with the lookup, as making them was when the
    /// match made them itself. `match.pattern.segments` is not read: it is an array made when
    /// asked for, from the pattern's stored text, a cost of reading the pattern rather than of
    /// matching. The sum is the pattern's segment count plus what `**` took, as
    /// ``expectedChecksum(_:)`` says: the workload has no optional segments, so a URL fills every
    /// segment but `**`.
    func pass(_ urls: [String]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            if let match = try? table.match(url) {
                checksum &+= UInt64(match.url.segments.count &+ (match.rest == nil ? 0 : 1))
                checksum &+= match.parameters.isEmpty ? 0 : 1
            }
        }
        return checksum
    }

    /// What ``pass(_:)`` returns for URLs of these outcomes, worked out from the workload's
    /// routes rather than from a match.
    func expectedChecksum(_ outcomes: [MatcherOutcome?]) -> UInt64 {
        outcomes.reduce(0) { checksum, outcome in
            guard let outcome else { return checksum }
            let segments = segmentCounts[outcome.route] + (outcome.rest?.count ?? 0)
            return checksum &+ UInt64(segments) &+ (outcome.parameters.isEmpty ? 0 : 1)
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

    func lookup(_ string: String) -> (route: Int, parameters: Parameters, query: [URLQueryItem])? {
        guard let url = URL(string: string) else { return nil }
        var path: [String] = []
        if let host = url.host, !host.isEmpty { path.append(host) }
        for component in url.pathComponents where component != "/" {
            path.append(component)
        }
        var parameters = Parameters(logger)
        guard let route = router.route(path: path, parameters: &parameters) else { return nil }
        let query = url.query == nil ? [] : URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return (route, parameters, query)
    }

    func outcome(_ url: String) -> MatcherOutcome? {
        guard let (route, parameters, query) = lookup(url) else { return nil }
        let path = parameterNames[route].map { "\($0)=\(parameters.get($0) ?? "<missing>")" }
        let items = query.map { "\($0.name)=\($0.value ?? "")" }
        let rest = hasCatchall[route] ? parameters.getCatchall() : nil
        return MatcherOutcome(route: route, parameters: path + items, rest: rest)
    }

    func pass(_ urls: [String]) -> UInt64 {
        var checksum: UInt64 = 0
        for url in urls {
            if let (route, _, query) = lookup(url) {
                checksum &+= UInt64(route &+ query.count)
            }
        }
        return checksum
    }

    /// What ``pass(_:)`` returns for URLs of these outcomes: an outcome's parameters are its
    /// route's path parameters, then the query items.
    func expectedChecksum(_ outcomes: [MatcherOutcome?]) -> UInt64 {
        outcomes.reduce(0) { checksum, outcome in
            guard let outcome else { return checksum }
            let queryItems = outcome.parameters.count - parameterNames[outcome.route].count
            return checksum &+ UInt64(outcome.route + queryItems)
        }
    }
}
