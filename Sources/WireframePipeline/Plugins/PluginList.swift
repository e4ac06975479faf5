import WireframePresentation
import WireframeRouting

/// Plug-ins of one role in the order they are consulted: higher priority first, and in the
/// order they were added among equal priorities.
///
/// Keeping the list sorted on insertion makes the order a property of the list, not of each
/// lookup, so every stage of the pipeline and the route table see the same order.
///
/// A lookup costs what applies, not what is registered: a plug-in limited to patterns is also
/// filed in the `Group` of each of their routes' entries (`RouteEntry`), so a request of one
/// route merges the plug-ins that apply to every route with those of its own entry.
@MainActor
struct PluginList<Plugin> {
    /// One registered plug-in.
    struct Entry {
        let plugin: Plugin
        let priority: Int
        /// How many plug-ins were added before this one: the order among equal priorities.
        let sequence: Int

        /// Whether this entry is consulted before `other`.
        func precedes(_ other: Entry) -> Bool {
            priority != other.priority ? priority > other.priority : sequence < other.sequence
        }
    }

    /// Entries in the order they are consulted, with their plug-ins ready to hand out: a
    /// lookup that finds a single group returns its `plugins` without making a new array.
    struct Group {
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

    /// Adds `plugin` after every entry of the same or a higher priority; returns its entry, for
    /// the groups of the routes it is limited to when `isLimited`.
    @discardableResult
    mutating func add(_ plugin: Plugin, priority: Int, isLimited: Bool) -> Entry {
        let entry = Entry(plugin: plugin, priority: priority, sequence: every.entries.count)
        every.insert(entry)
        if !isLimited { unlimited.insert(entry) }
        return entry
    }

    /// The plug-ins that apply to a route whose limited plug-ins are `own`, in the order they
    /// are consulted.
    func applicable(with own: Group) -> [Plugin] {
        let (general, own) = (unlimited, own)
        if own.entries.isEmpty { return general.plugins }
        if general.entries.isEmpty { return own.plugins }
        // Merge the two lists, both in consultation order.
        var result: [Plugin] = []
        result.reserveCapacity(general.entries.count + own.entries.count)
        var (next, nextOwn) = (0, 0)
        while next < general.entries.count || nextOwn < own.entries.count {
            if nextOwn == own.entries.count
                || (next < general.entries.count && general.entries[next].precedes(own.entries[nextOwn]))
            {
                result.append(general.entries[next].plugin)
                next += 1
            } else {
                result.append(own.entries[nextOwn].plugin)
                nextOwn += 1
            }
        }
        return result
    }

    /// Every plug-in, in the order they are consulted.
    var all: [Plugin] { every.plugins }
}
