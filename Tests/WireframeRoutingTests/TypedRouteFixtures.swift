import Foundation
import WireframeRouting
import WireframeTestSupport

// Route types the typed-route tests share: one of each shape a field can take.

/// A path parameter and optional, repeated and defaulted query items.
struct MessageRoute: Route {
    static let pattern = "/messages/:id<int>"
    var id: Int
    var highlight: String?
    var tags: [String] = []
    var folder: Folder = .inbox
}

/// A `RawRepresentable` enum with a default, read from the query.
enum Folder: String, Codable, CaseIterable, RouteDefaultValue {
    case inbox, drafts, sent
    static let routeDefault = Folder.inbox
}

/// An enum without a default or `CaseIterable`: the probe cannot make one up.
enum Priority: String, Codable {
    case low, high
}

/// `**` in a field named `rest`, and a typed scheme.
struct FilesRoute: Route {
    static let pattern = "myapp://files/**"
    var rest: [String]
    var sort: String?
}

/// `**` in a field of another name.
struct DocumentRoute: Route {
    static let pattern = "/docs/:space/**"
    static let restField = "path"
    var space: String
    var path: [String]
}

/// One of every scalar kind, in the path and in the query.
struct ScalarRoute: Route {
    static let pattern = "/scalars/:int<int>/:double<double>/:bool<bool>/:uuid<uuid>/:text"
    var int: Int
    var double: Double
    var bool: Bool
    var uuid: UUID
    var text: String
    var small: Int8?
    var unsigned: UInt64?
    var ratio: Float?
    var ids: [Int] = []
    var priorities: [Priority] = []
    var when: UUID?
}

/// An optional trailing segment.
struct ProfileRoute: Route {
    static let pattern = "/users/:name/:tab?"
    var name: String
    var tab: Folder?
}

/// A route that is one value: an enum of settings pages.
enum SettingsRoute: String, Route, CaseIterable {
    static let pattern = "/settings/:page"
    case general, privacy, about
}
