/// Where the app is: the path, a list of segments from the root, with the data of each, and data
/// kept for routes. A value: `Equatable`, `Hashable` and `Codable`, so it lives in the app's state,
/// is compared by the router, and is saved for restoration.
///
/// Keep one in the app's state and change it only with ``apply(_:)``, the reducer of
/// ``PathChange``:
///
/// <!-- sample NavigationState/NavigationState -->
/// ```swift
/// var state = NavigationState()
/// state.apply(.setPath(["mail", "inbox"]))
/// state.apply(.push(try message(MessageRef(id: 42))))
/// let description = state.path.pathDescription  // mail / inbox / message({"id":42})
/// ```
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
    /// The path, from the root: what the router makes the UI show.
    public internal(set) var path: [PathSegment]
    /// Whether the change that led to this state is shown animated: the `animated` flag of the
    /// last ``PathChange`` that moved the path. The router passes it to every routable call.
    public internal(set) var isAnimated: Bool
    /// The data kept per path (``PathChange/setPathData(_:for:)``).
    var pathDataByPath: [[PathSegment]: SegmentData]
    /// Which change made this state, from which state, keeping how much of its path: what lets
    /// the router skip comparing the part of the path a change kept. Not part of the value.
    private(set) var lineage = Lineage()

    /// A state showing `path`; its first display is not animated unless `animated` says so.
    public init(path: [PathSegment] = [], animated: Bool = false) {
        self.path = path
        self.isAnimated = animated
        self.pathDataByPath = [:]
    }

    /// Applies `action`: the reducer of navigation state.
    ///
    /// A store of your own calls it for each ``PathChange`` it receives, on the navigation part
    /// of its state:
    ///
    /// <!-- sample NavigationState/apply -->
    /// ```swift
    /// case .navigation(let action):
    ///     state.navigation.apply(action)
    /// ```
    public mutating func apply(_ action: PathChange) {
        applyReportingChange(action)
    }

    /// Applies `action` in place and returns whether the state changed, at the cost of the
    /// change alone: a push compares nothing, a whole new path compares the routes.
    /// ``BasicNavigationStore`` used to compare the whole state before and after each action,
    /// which made a path built one push at a time cost the square of its length.
    @discardableResult
    mutating func applyReportingChange(_ action: PathChange) -> Bool {
        let kept: Int
        switch action {
        case .setPath: kept = 0
        case .push, .setPathData: kept = path.count
        case .pop, .replaceLast: kept = Swift.max(path.count - 1, 0)
        }
        lineage = Lineage(parent: lineage.version, keptPrefix: kept)
        switch action {
        case .setPath(let path, let animated):
            let changed = animated != isAnimated || path != self.path
            self.path = path
            isAnimated = animated
            return changed
        case .push(let segment, let animated):
            path.append(segment)
            isAnimated = animated
            return true
        case .pop(let animated):
            guard !path.isEmpty else { return false }
            path.removeLast()
            isAnimated = animated
            return true
        case .replaceLast(let segment, let animated):
            let changed = animated != isAnimated || path.last != segment
            if path.isEmpty {
                path = [segment]
            } else {
                path[path.count - 1] = segment
            }
            isAnimated = animated
            return changed
        case .setPathData(let data, let path):
            guard pathDataByPath[path] != data else { return false }
            pathDataByPath[path] = data
            return true
        }
    }

    /// This state with `action` applied.
    public func applying(_ action: PathChange) -> NavigationState {
        var state = self
        state.apply(action)
        return state
    }

    /// The data kept for `path`, or `nil`.
    public func pathData(for path: [PathSegment]) -> SegmentData? {
        pathDataByPath[path]
    }

    /// The data kept for `path` as a `Value`, or `nil` when there is none.
    ///
    /// <!-- sample NavigationState/pathData -->
    /// ```swift
    /// let draft = try state.pathData(Draft.self, for: ["mail", "compose"])
    /// ```
    ///
    /// - Throws: ``StateRoutingError/Code/undecodableData`` when it is not a `Value`.
    public func pathData<Value: Decodable>(
        _ type: Value.Type,
        for path: [PathSegment]
    ) throws(StateRoutingError)
        -> Value?
    {
        try pathDataByPath[path].map { data throws(StateRoutingError) in try data.decode(type) }
    }

    /// The path on one line: `mail / inbox / message({"id":42})`.
    public var description: String { path.pathDescription }

    /// Whether two states are the same: the same path, animated flag and data kept per path.
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.lineage.version === rhs.lineage.version
            || (lhs.isAnimated == rhs.isAnimated && lhs.path == rhs.path && lhs.pathDataByPath == rhs.pathDataByPath)
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(isAnimated)
        hasher.combine(pathDataByPath)
    }
}

extension NavigationState {
    /// A version of a state: made by each change, so that a state still holding it is the
    /// state it was made for (compared by identity).
    final class Version: Sendable {}

    /// How a state came to be.
    struct Lineage: Sendable {
        /// This state's version.
        let version = Version()
        /// The version of the state it was changed from, or `nil` for a state made whole.
        let parent: Version?
        /// How many segments at the start of the path the change kept as they were.
        let keptPrefix: Int

        init(parent: Version? = nil, keptPrefix: Int = 0) {
            self.parent = parent
            self.keptPrefix = keptPrefix
        }

        /// How many segments at the start of this state's path are known to be those of the
        /// path of the state of version `known` without comparing them: all of them for that
        /// very state, what the change kept for a state changed from it once, else none.
        func commonPrefix(with known: Version?, knownCount: Int, count: Int) -> Int {
            guard let known else { return 0 }
            if version === known { return count }
            if parent === known { return Swift.min(keptPrefix, knownCount, count) }
            return 0
        }
    }
}
