import Foundation

/// Typed routes on fuzzed URLs: a URL that matches a route type's pattern decodes into it or is
/// refused with a ``RouteError``, never a trap; a value it decodes into writes a URL that
/// matches the same pattern and decodes into the same value.
enum TypedRouteInvariants {
    enum Tab: String, Codable, CaseIterable, RouteDefaultValue {
        case inbox, drafts, sent
        static let routeDefault = Tab.inbox
    }

    struct ItemRoute: Route {
        static let pattern = "/items/:id<int>/:name?"
        var id: Int
        var name: String?
        var tab: Tab
        var tags: [String]
        var ratio: Double?
        var flag: Bool?
    }

    struct FileRoute: Route {
        static let pattern = "myapp://files/:owner/**"
        var owner: String
        var rest: [String]
        var sizes: [Int]
        var key: UUID?
    }

    enum PageRoute: String, Route, CaseIterable {
        static let pattern = "/pages/:page"
        case about, help
    }

    static let table: RouteTable = {
        var table = RouteTable()
        do {
            try table.register(ItemRoute.self)
            try table.register(FileRoute.self)
            try table.register(PageRoute.self)
        } catch {
            violated("registering the fuzzer's route types failed: \(error)")
        }
        return table
    }()

    static func check(_ url: String) {
        guard let match = try? table.match(url) else { return }
        switch match.pattern.text {
        case ItemRoute.pattern: roundTrip(match, ItemRoute.self)
        case FileRoute.pattern: roundTrip(match, FileRoute.self)
        case PageRoute.pattern: roundTrip(match, PageRoute.self)
        default: violated("\"\(url)\" matched \"\(match.pattern.text)\", which is not registered")
        }
    }

    /// Decodes `match` as `R`; a value must write a URL that reads back as itself.
    static func roundTrip<R: Route>(_ match: RouteMatch, _ type: R.Type) {
        guard let value = try? match.route(as: type) else { return }
        let url: String
        do {
            url = try table.url(for: value)
        } catch {
            violated("\(value), read from \"\(match.urlString)\", cannot be written: \(error)")
        }
        do {
            let again = try table.match(url)?.route(as: type)
            require(again == value, "\(value) wrote \"\(url)\", which reads back as \(String(describing: again))")
        } catch {
            violated("\(value) wrote \"\(url)\", which does not read back: \(error)")
        }
    }
}
