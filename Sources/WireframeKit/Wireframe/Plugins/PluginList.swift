/// Plug-ins of one role in the order they are consulted: higher priority first, and in the
/// order they were added among equal priorities.
///
/// Keeping the list sorted on insertion makes the order a property of the list, not of each
/// lookup, so every step of the pipeline and the route table see the same order.
@MainActor
struct PluginList<Plugin> {
    /// One registered plug-in.
    struct Entry {
        let plugin: Plugin
        let priority: Int
        /// The canonical texts of the patterns the plug-in is limited to, or `nil` for all.
        let patterns: Set<String>?

        /// Whether the plug-in applies to a request that matched `pattern`.
        func applies(to pattern: RoutePattern) -> Bool {
            patterns?.contains(pattern.description) ?? true
        }
    }

    private(set) var entries: [Entry] = []

    /// Adds `plugin` after every entry of the same or a higher priority, limited to the
    /// patterns of `limit` (canonical texts, see ``limit(_:)``) when given.
    mutating func add(_ plugin: Plugin, priority: Int, limit: Set<String>?) {
        let index = entries.firstIndex { $0.priority < priority } ?? entries.endIndex
        entries.insert(Entry(plugin: plugin, priority: priority, patterns: limit), at: index)
    }

    /// The canonical texts of `patterns`, or `nil` for no limit.
    ///
    /// - Throws: ``RouteError`` when one of `patterns` is not a valid pattern.
    static func limit(_ patterns: [String]?) throws(RouteError) -> Set<String>? {
        guard let patterns else { return nil }
        var canonical = Set<String>()
        for text in patterns { canonical.insert(try RoutePattern(text).description) }
        return canonical
    }

    /// The plug-ins that apply to `pattern`, in the order they are consulted.
    func applicable(to pattern: RoutePattern) -> [Plugin] {
        entries.compactMap { $0.applies(to: pattern) ? $0.plugin : nil }
    }

    /// Every plug-in, in the order they are consulted.
    var all: [Plugin] { entries.map(\.plugin) }
}
