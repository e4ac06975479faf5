import WireframeKit

/// A typed route read from a URL string next to the same fields read by string from the same
/// match: what the `Decodable` route costs over `parameters.value(_:as:)`. See
/// Benchmarks/README.md.
enum TypedRouteBenchmark {
    typealias Workload = TypedRouteWorkload

    /// One route type: its URLs, and a pass over them each way. Both passes return the same
    /// checksum of the fields they read, so each can be checked against the other.
    struct Case {
        let name: String
        let urls: [String]
        let typed: ([String]) -> UInt64
        let string: ([String]) -> UInt64
    }

    static func run(_ options: RunOptions, checks: inout Checks) throws(BenchmarkError) {
        let harness = options.harness
        let table: RouteTable
        let cases: [Case]
        do {
            table = try Workload.makeTable()
            cases = try makeCases(table)
        } catch {
            throw BenchmarkError("typed routes: the workload could not be set up: \(error)")
        }
        if options.profileTyped {
            profile(cases)
            return
        }
        print("Typed routes: \(Workload.urlCount) URLs per pass for each route type, median of \(harness.repetitions)")
        print("repetitions. Both start from the URL string: typed = match(url)?.route(as:), a Decodable")
        print("route; string = match(url) and parameters.value(_:as:), [name], values(for:) and the enum's")
        print("init(rawValue:) for the same fields.")
        print("")
        var text = TextTable(headers: ["route type", "typed ns", "string ns", "typed/string"])
        var worst = 0.0
        for routeCase in cases {
            // Both sides read the same fields, so their checksums must agree; each timed pass is
            // then checked against that checksum.
            let typedSum = routeCase.typed(routeCase.urls)
            guard typedSum == routeCase.string(routeCase.urls), typedSum != 0 else {
                checks.fail("typed routes, \(routeCase.name): typed and string reads disagree, or read nothing")
                continue
            }
            let results = harness.nanosecondsPerOperation(
                [
                    .init(name: "typed", operationsPerPass: routeCase.urls.count, expectedChecksum: typedSum) {
                        routeCase.typed(routeCase.urls)
                    },
                    .init(name: "string", operationsPerPass: routeCase.urls.count, expectedChecksum: typedSum) {
                        routeCase.string(routeCase.urls)
                    },
                ],
                context: "typed routes, \(routeCase.name)",
                checks: &checks
            )
            let ratio = results[0] / results[1]
            worst = max(worst, ratio)
            text.append([
                routeCase.name, formatted(results[0], decimals: 0), formatted(results[1], decimals: 0),
                formatted(ratio, decimals: 2),
            ])
        }
        print(text.rendered)
        print("")
        print("typed/string ratio, worst route type: \(formatted(worst, decimals: 2)) (goal: 1.30 or less)")
    }

    static func makeCases(_ table: RouteTable) throws -> [Case] {
        [
            Case(
                name: "id only",
                urls: try Workload.messageURLs(table),
                typed: { urls in typedPass(urls, table, Workload.MessageRoute.self) { UInt64($0.id) } },
                string: { urls in
                    stringPass(urls, table) { parameters in
                        UInt64(try parameters.value("id", as: Int.self))
                    }
                }
            ),
            Case(
                name: "path + query",
                urls: try Workload.mailboxURLs(table),
                typed: { urls in
                    typedPass(urls, table, Workload.MailboxMessageRoute.self) { route in
                        checksum(route.owner, route.id, route.highlight, route.tags, route.folder)
                    }
                },
                string: { urls in stringPass(urls, table, readMailbox) }
            ),
            Case(
                name: "** + query",
                urls: try Workload.fileURLs(table),
                typed: { urls in
                    typedPass(urls, table, Workload.FileRoute.self) { route in
                        UInt64(route.rest.count) &+ UInt64(route.sort?.utf8.count ?? 0) &+ UInt64(route.page ?? 0)
                    }
                },
                string: { urls in
                    var sum: UInt64 = 0
                    for url in urls {
                        guard let match = try? table.match(url), let rest = match.rest else { continue }
                        let parameters = match.parameters
                        var page = 0
                        if parameters["page"] != nil {
                            guard let value = try? parameters.value("page", as: Int.self) else { continue }
                            page = value
                        }
                        sum &+= UInt64(rest.count) &+ UInt64(parameters["sort"]?.utf8.count ?? 0) &+ UInt64(page)
                    }
                    return sum
                }
            ),
        ]
    }

    /// Each case's typed and string passes, 20 times each, with no timing: for profilers such as
    /// `valgrind --tool=callgrind`, whose instruction counts are steady where timings on a shared
    /// machine are not. `--toggle-collect='*typedside*'` and `'*stringside*'` count each side
    /// (one-word names, which the mangler does not abbreviate).
    static func profile(_ cases: [Case]) {
        var checksum: UInt64 = 0
        for routeCase in cases {
            checksum &+= typedside(routeCase)
            checksum &+= stringside(routeCase)
        }
        print("profiled 20 passes each way over \(cases.count) route types (checksum \(checksum))")
    }

    @inline(never)
    static func typedside(_ routeCase: Case) -> UInt64 {
        var sum: UInt64 = 1
        for _ in 0..<20 { sum &+= routeCase.typed(routeCase.urls) }
        return sum
    }

    @inline(never)
    static func stringside(_ routeCase: Case) -> UInt64 {
        var sum: UInt64 = 2
        for _ in 0..<20 { sum &+= routeCase.string(routeCase.urls) }
        return sum
    }

    static func typedPass<R: Route>(
        _ urls: [String],
        _ table: RouteTable,
        _ type: R.Type,
        _ fields: (R) -> UInt64
    ) -> UInt64 {
        var sum: UInt64 = 0
        for url in urls {
            guard let route = try? table.match(url)?.route(as: type) else { continue }
            sum &+= fields(route)
        }
        return sum
    }

    static func stringPass(
        _ urls: [String],
        _ table: RouteTable,
        _ fields: (RouteParameters) throws -> UInt64
    ) -> UInt64 {
        var sum: UInt64 = 0
        for url in urls {
            guard let match = try? table.match(url), let value = try? fields(match.parameters) else { continue }
            sum &+= value
        }
        return sum
    }

    /// The mailbox route's fields by string, with the checks the typed route makes: `id` an
    /// `Int`, `folder` one of the enum's cases or absent.
    static func readMailbox(_ parameters: RouteParameters) throws -> UInt64 {
        let owner = try parameters.value("owner", as: String.self)
        let id = try parameters.value("id", as: Int.self)
        var folder = Workload.Folder.inbox
        if let text = parameters["folder"] {
            guard let value = Workload.Folder(rawValue: text) else {
                throw NotAFolder()
            }
            folder = value
        }
        return checksum(owner, id, parameters["highlight"], parameters.values(for: "tags"), folder)
    }

    struct NotAFolder: Error {}

    static func checksum(
        _ owner: String,
        _ id: Int,
        _ highlight: String?,
        _ tags: [String],
        _ folder: Workload.Folder
    ) -> UInt64 {
        UInt64(owner.utf8.count) &+ UInt64(id) &+ UInt64(highlight?.utf8.count ?? 0) &+ UInt64(tags.count)
            &+ UInt64(folder.rawValue.utf8.count)
    }
}
