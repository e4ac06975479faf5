import WireframePresentation
import WireframeRouting

/// Plug-ins of one role in the order they are consulted: higher priority first, and in the
/// order they were added among equal priorities.
///
/// Keeping the list sorted on insertion makes the order a property of the list, not of each
/// lookup, so every step of the pipeline and the route table see the same order.
///
/// A lookup costs what applies, not what is registered: plug-ins limited to patterns are also
/// filed under each of their patterns, so a request of one route looks at the plug-ins that
/// apply to every route and at those of its own pattern only. (`register(_:option:screen:)`
/// adds two limited plug-ins per route; with thousands of routes, a lookup that walked every
/// entry would cost more than the rest of the request.)
@MainActor
struct PluginList<Plugin> {
    /// One registered plug-in.
    struct Entry {
        let plugin: Plugin
        let priority: Int
        /// The canonical texts of the patterns the plug-in is limited to, or `nil` for all.
        let patterns: Set<String>?
        /// How many plug-ins were added before this one: the order among equal priorities.
        let sequence: Int

        /// Whether this entry is consulted before `other`.
        func precedes(_ other: Entry) -> Bool {
            priority != other.priority ? priority > other.priority : sequence < other.sequence
        }
    }

    /// Entries in the order they are consulted, with their plug-ins ready to hand out: a
    /// lookup that finds a single group returns its `plugins` without making a new array.
    private struct Group {
        private(set) var entries: [Entry] = []
        private(set) var plugins: [Plugin] = []

        /// Inserts `entry`, added after every entry here, in its place in the order: before the
        /// first entry of a lower priority (found by bisection, the entries being sorted).
        mutating func insert(_ entry: Entry) {
            var (low, high) = (0, entries.count)
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].priority < entry.priority {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            entries.insert(entry, at: low)
            plugins.insert(entry.plugin, at: low)
        }
    }

    /// Every entry.
    private var every = Group()
    /// The entries without a limit.
    private var unlimited = Group()
    /// The entries limited to each pattern, by canonical text.
    private var limited: [String: Group] = [:]

    /// Adds `plugin` after every entry of the same or a higher priority, limited to the
    /// patterns of `limit` (canonical texts, see `Wireframe.limit(of:)`) when given.
    mutating func add(_ plugin: Plugin, priority: Int, limit: Set<String>?) {
        let entry = Entry(plugin: plugin, priority: priority, patterns: limit, sequence: every.entries.count)
        every.insert(entry)
        guard let limit else {
            unlimited.insert(entry)
            return
        }
        for pattern in limit {
            limited[pattern, default: Group()].insert(entry)
        }
    }

    /// The plug-ins that apply to `pattern`, in the order they are consulted.
    func applicable(to pattern: RoutePattern) -> [Plugin] {
        applicable(toCanonical: pattern.description)
    }

    /// The plug-ins that apply to the pattern whose canonical text (its `description`) is
    /// `canonical`, in the order they are consulted. `canonical` is evaluated only when some
    /// plug-in is limited to patterns.
    func applicable(toCanonical canonical: @autoclosure () -> String) -> [Plugin] {
        if limited.isEmpty { return unlimited.plugins }
        guard let group = limited[canonical()] else { return unlimited.plugins }
        let (general, own) = (unlimited.entries, group.entries)
        if general.isEmpty { return group.plugins }
        // Merge the two lists, both in consultation order.
        var result: [Plugin] = []
        result.reserveCapacity(general.count + own.count)
        var (next, nextOwn) = (0, 0)
        while next < general.count || nextOwn < own.count {
            if nextOwn == own.count || (next < general.count && general[next].precedes(own[nextOwn])) {
                result.append(general[next].plugin)
                next += 1
            } else {
                result.append(own[nextOwn].plugin)
                nextOwn += 1
            }
        }
        return result
    }

    /// Every plug-in, in the order they are consulted.
    var all: [Plugin] { every.plugins }
}
