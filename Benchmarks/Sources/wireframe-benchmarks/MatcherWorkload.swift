/// The routes and URLs of the matcher benchmark, generated from a seed so that both matchers
/// (and every run) get exactly the same work.
///
/// Routes come in sections of ten, like the screens of one feature of an app:
///
/// | slot | pattern | kind |
/// | --- | --- | --- |
/// | 0 | `/section{k}/home` | static |
/// | 1 | `/section{k}/settings/notifications` | static |
/// | 2 | `/section{k}/about/page1` | static |
/// | 3 | `/section{k}/about/page2` | static |
/// | 4 | `/section{k}/help/topics/faq` | static |
/// | 5 | `/section{k}/items/:id<int>` | parameter |
/// | 6 | `/section{k}/users/:user/posts/:post` | parameter |
/// | 7 | `/section{k}/orders/:order` | parameter |
/// | 8 | `/section{k}/tags/:tag` | parameter |
/// | 9 | `/section{k}/files/**` (even k), `/section{k}/users/:user/profile` (odd k) | catch-all / parameter |
///
/// so N routes are half static, 45% with parameters and 5% catch-alls, at depths 2 to 5, and
/// registered in a shuffled order.
struct MatcherWorkload {
    /// One segment of a route, in a form both matchers can be given.
    enum Segment: Equatable {
        case literal(String)
        case parameter(String, isInt: Bool)
        case catchall
    }

    /// A route: its segments, and the text WireframeKit registers for it.
    struct Route {
        let segments: [Segment]
        /// Made with the workload, so that timing a registration does not time writing its text.
        let pattern: String

        init(segments: [Segment]) {
            self.segments = segments
            self.pattern =
                "/"
                + segments.map { segment in
                    switch segment {
                    case .literal(let text): text
                    case .parameter(let name, let isInt): isInt ? ":\(name)<int>" : ":\(name)"
                    case .catchall: "**"
                    }
                }.joined(separator: "/")
        }

        var parameterNames: [String] {
            segments.compactMap { if case .parameter(let name, _) = $0 { name } else { nil } }
        }
    }

    static let routesPerSection = 10

    /// Routes in registration order; a route's index here is its id on both sides.
    let routes: [Route]
    /// The URL strings to look up, shuffled.
    let urls: [String]
    /// Every literal segment of the routes, numbered (the floor's dictionary).
    let literals: [String: Int]

    /// `routeCount` routes (a multiple of ten) and `urlCount` URLs: 40% static hits, 40%
    /// parameter hits, 5% catch-all hits and 15% misses; about a quarter carry a query.
    init(routeCount: Int, urlCount: Int, seed: UInt64 = 0x5EED_2024) {
        precondition(routeCount > 0 && routeCount % Self.routesPerSection == 0, "whole sections only")
        var random = SplitMix64(seed: seed ^ UInt64(routeCount))
        let sections = routeCount / Self.routesPerSection
        var routes: [Route] = []
        for section in 0..<sections {
            for slot in 0..<Self.routesPerSection {
                routes.append(Route(segments: Self.segments(section: section, slot: slot)))
            }
        }
        self.routes = random.shuffled(routes)

        var literals: [String: Int] = [:]
        for route in routes {
            for case .literal(let text) in route.segments where literals[text] == nil {
                literals[text] = literals.count
            }
        }
        self.literals = literals

        var urls: [String] = []
        let staticHits = urlCount * 40 / 100
        let parameterHits = urlCount * 40 / 100
        let catchallHits = urlCount * 5 / 100
        let misses = urlCount - staticHits - parameterHits - catchallHits
        for _ in 0..<staticHits {
            urls.append(Self.staticHit(sections: sections, &random))
        }
        for _ in 0..<parameterHits {
            urls.append(Self.parameterHit(sections: sections, &random))
        }
        for _ in 0..<catchallHits {
            urls.append(Self.catchallHit(sections: sections, &random))
        }
        for _ in 0..<misses {
            urls.append(Self.miss(sections: sections, &random))
        }
        self.urls = random.shuffled(urls).map { url in
            random.below(4) == 0 ? url + Self.queries[random.below(Self.queries.count)] : url
        }
    }

    static func segments(section: Int, slot: Int) -> [Segment] {
        let head = Segment.literal("section\(section)")
        switch slot {
        case 0: return [head, .literal("home")]
        case 1: return [head, .literal("settings"), .literal("notifications")]
        case 2: return [head, .literal("about"), .literal("page1")]
        case 3: return [head, .literal("about"), .literal("page2")]
        case 4: return [head, .literal("help"), .literal("topics"), .literal("faq")]
        case 5: return [head, .literal("items"), .parameter("id", isInt: true)]
        case 6:
            return [
                head, .literal("users"), .parameter("user", isInt: false), .literal("posts"),
                .parameter("post", isInt: false),
            ]
        case 7: return [head, .literal("orders"), .parameter("order", isInt: false)]
        case 8: return [head, .literal("tags"), .parameter("tag", isInt: false)]
        default:
            return section % 2 == 0
                ? [head, .literal("files"), .catchall]
                : [head, .literal("users"), .parameter("user", isInt: false), .literal("profile")]
        }
    }

    private static let queries = [
        "?ref=push", "?utm_source=newsletter&utm_campaign=spring", "?tab=comments", "?highlight=true&from=widget",
    ]
    private static let staticPaths = [
        "home", "settings/notifications", "about/page1", "about/page2", "help/topics/faq",
    ]

    private static func staticHit(sections: Int, _ random: inout SplitMix64) -> String {
        "myapp://section\(random.below(sections))/\(staticPaths[random.below(staticPaths.count)])"
    }

    private static func parameterHit(sections: Int, _ random: inout SplitMix64) -> String {
        let section = random.below(sections)
        switch random.below(section % 2 == 1 ? 5 : 4) {
        case 0: return "myapp://section\(section)/items/\(1 + random.below(999_999))"
        case 1: return "myapp://section\(section)/users/\(userName(&random))/posts/\(random.below(100_000))"
        case 2: return "myapp://section\(section)/orders/ORD-\(100_000 + random.below(900_000))"
        case 3: return "myapp://section\(section)/tags/\(tags[random.below(tags.count)])"
        default: return "myapp://section\(section)/users/\(userName(&random))/profile"
        }
    }

    private static func catchallHit(sections: Int, _ random: inout SplitMix64) -> String {
        let section = 2 * random.below((sections + 1) / 2)
        let depth = 1 + random.below(3)
        let path = (0..<depth).map { level in
            level == depth - 1 ? "report\(random.below(1000)).pdf" : folders[random.below(folders.count)]
        }
        return "myapp://section\(section)/files/" + path.joined(separator: "/")
    }

    private static func miss(sections: Int, _ random: inout SplitMix64) -> String {
        let section = random.below(sections)
        switch random.below(6) {
        case 0: return "myapp://section\(sections + random.below(1000))/home"
        case 1: return "myapp://section\(section)/about/page\(3 + random.below(7))"
        case 2: return "myapp://section\(section)/settings/notifications/extra"
        case 3: return "myapp://promo/spring-sale-\(random.below(100))"
        case 4: return "myapp://section\(section)/users/\(userName(&random))/likes"
        default:
            let odd = min(2 * random.below(max(1, sections / 2)) + 1, max(1, sections - 1))
            // Odd sections have no `files/**`; with a single section, miss by depth instead.
            return sections > 1 ? "myapp://section\(odd)/files/report.pdf" : "myapp://section0/home/extra"
        }
    }

    private static let folders = ["docs", "2024", "shared", "invoices", "photos"]
    private static let tags = ["swift", "ios", "linux", "routing", "deep-links", "news"]

    private static func userName(_ random: inout SplitMix64) -> String {
        // Now and then a name with a percent-encoded space, to exercise decoding.
        random.below(20) == 0 ? "jane%20doe\(random.below(100))" : "user\(random.below(1_000_000))"
    }
}
