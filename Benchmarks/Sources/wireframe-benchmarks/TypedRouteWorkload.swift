import Foundation
import WireframeKit

/// The routes and URLs of the typed-route benchmark: three route types of growing width, each
/// with the same fields read two ways, and URLs generated from a seed.
///
/// | case | pattern | fields |
/// | --- | --- | --- |
/// | `id only` | `/messages/:id<int>` | `id: Int` |
/// | `path + query` | `/mailboxes/:owner/messages/:id<int>` | `owner: String`, `id: Int`, `highlight: String?`, `tags: [String]`, `folder: Folder` (enum, default) |
/// | `** + query` | `myapp://files/**` | `rest: [String]`, `sort: String?`, `page: Int?` |
enum TypedRouteWorkload {
    struct MessageRoute: Route {
        static let pattern = "/messages/:id<int>"
        var id: Int
    }

    struct MailboxMessageRoute: Route {
        static let pattern = "/mailboxes/:owner/messages/:id<int>"
        var owner: String
        var id: Int
        var highlight: String?
        var tags: [String] = []
        var folder: Folder = .inbox
    }

    enum Folder: String, Codable, RouteDefaultValue {
        case inbox, drafts, sent, archive
        static let routeDefault = Folder.inbox
    }

    struct FileRoute: Route {
        static let pattern = "myapp://files/**"
        var rest: [String]
        var sort: String?
        var page: Int?
    }

    static let urlCount = 1_000

    /// A table with the three route types, and a dozen other routes around them.
    static func makeTable() throws -> RouteTable {
        var table = RouteTable()
        try table.register(MessageRoute.self)
        try table.register(MailboxMessageRoute.self)
        try table.register(FileRoute.self)
        for other in ["/inbox", "/compose/:to?", "/messages/:id<int>/reply", "/settings/:page", "/search"] {
            try table.register(other)
        }
        return table
    }

    static func messageURLs(_ table: RouteTable) throws -> [String] {
        var random = SplitMix64(seed: 1)
        return try (0..<urlCount).map { _ in try table.url(for: MessageRoute(id: random.below(1_000_000))) }
    }

    static func mailboxURLs(_ table: RouteTable) throws -> [String] {
        var random = SplitMix64(seed: 2)
        let owners = ["jane", "li", "zoë", "o'neil", "max mustermann"]
        let words = ["lunch", "q3 report", "invoice", "trip", "café"]
        let folders: [Folder] = [.inbox, .drafts, .sent, .archive]
        return try (0..<urlCount).map { _ in
            let route = MailboxMessageRoute(
                owner: owners[random.below(owners.count)],
                id: random.below(100_000),
                highlight: random.below(2) == 0 ? nil : words[random.below(words.count)],
                tags: (0..<random.below(3)).map { _ in words[random.below(words.count)] },
                folder: folders[random.below(folders.count)]
            )
            return try table.url(for: route)
        }
    }

    static func fileURLs(_ table: RouteTable) throws -> [String] {
        var random = SplitMix64(seed: 3)
        let names = ["docs", "2024", "photos", "read me.txt", "été", "a", "b"]
        return try (0..<urlCount).map { _ in
            let route = FileRoute(
                rest: (0..<(1 + random.below(4))).map { _ in names[random.below(names.count)] },
                sort: random.below(2) == 0 ? nil : "name",
                page: random.below(2) == 0 ? nil : random.below(20)
            )
            return try table.url(for: route)
        }
    }
}
