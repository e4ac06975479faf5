/// A change of the navigation state: what an app dispatches to its store to navigate.
///
/// Each change that moves the path says whether it is shown animated; the router passes that
/// flag to every routable call the change takes.
///
/// <!-- sample PathChange/PathChange -->
/// ```swift
/// store.dispatch(.setPath(["mail", "inbox"]))  // animated
/// store.dispatch(.push(try message(MessageRef(id: 42)), animated: false))
/// store.dispatch(.pop())
/// ```
///
/// ``NavigationState/apply(_:)`` is the reducer: a store of your own calls it with every
/// `PathChange` it receives.
public enum PathChange: Hashable, Sendable, CustomStringConvertible {
    /// Replaces the whole path (the seed's `SetRouteAction`).
    case setPath([PathSegment], animated: Bool = true)
    /// Adds `segment` at the end of the path.
    case push(PathSegment, animated: Bool = true)
    /// Removes the last segment of the path; nothing when the path is empty.
    case pop(animated: Bool = true)
    /// Replaces the last segment with `segment`; on an empty path, makes it the only one.
    case replaceLast(PathSegment, animated: Bool = true)
    /// Sets (or with `nil` removes) the data kept for `path`, which stays when the path
    /// changes; see ``NavigationState/pathData(for:)``.
    case setPathData(SegmentData?, for: [PathSegment])

    /// Sets `value`, encoded, as the data kept for `path`.
    ///
    /// <!-- sample PathChange/setPathData -->
    /// ```swift
    /// store.dispatch(try .setPathData(encoding: Draft(text: "Hi"), for: ["mail", "compose"]))
    /// ```
    ///
    /// - Throws: ``StateRoutingError/Code/unencodableData`` when `value` cannot be encoded.
    public static func setPathData(
        encoding value: some Encodable,
        for path: [PathSegment]
    ) throws(StateRoutingError)
        -> PathChange
    {
        .setPathData(try SegmentData(value), for: path)
    }

    /// `setPath(mail / inbox)`, `push(message(42), not animated)`, `pop`, ….
    public var description: String {
        func flag(_ animated: Bool) -> String { animated ? "" : ", not animated" }
        switch self {
        case .setPath(let path, let animated): return "setPath(\(path.pathDescription)\(flag(animated)))"
        case .push(let segment, let animated): return "push(\(segment)\(flag(animated)))"
        case .pop(let animated): return animated ? "pop" : "pop(not animated)"
        case .replaceLast(let segment, let animated): return "replaceLast(\(segment)\(flag(animated)))"
        case .setPathData(let data, let path):
            return "setPathData(\(data?.json ?? "nil"), for: \(path.pathDescription))"
        }
    }
}
