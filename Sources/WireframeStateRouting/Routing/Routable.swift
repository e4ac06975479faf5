public import WireframeNavigation

/// What shows one segment of the path and the segments under it: asked to push a child segment,
/// pop it, or change it for another, as in the seed.
///
/// The router holds one routable per shown segment, plus the root routable, which shows the first
/// segment. When it pushes a segment, the routable returns the routable responsible for what it
/// pushed; the router asks that one about the next segment. Each call returns when the UI has
/// finished the transition (after the animation when `animated`), and throws, changing nothing,
/// when it cannot make it.
///
/// Each call is handed the turn of the navigator the change runs in. A routable changes screens
/// by applying steps in it (`turn.apply(.push(screen, onto: stack, animated: animated))`): the
/// turn records how to take each one back, so a change that fails later is taken back whole,
/// and observers hear the steps that stayed. A routable that changes its UI directly instead
/// cannot be taken back.
///
/// The ready-made routables — ``WindowRoutable``, ``StackRoutable``, ``TabsRoutable`` and
/// ``ModalRoutable`` — drive the presentation protocols through ``SegmentScreens``, so most apps
/// write none. A routable of your own:
///
/// <!-- sample Routable/Routable -->
/// ```swift
/// final class LoggingRoutable: Routable {
///     var log: [String] = []
///     func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
///         log.append("push \(segment)")
///         return self
///     }
///     func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
///         log.append("pop \(segment)")
///     }
///     func change(
///         _ segment: PathSegment,
///         to new: PathSegment,
///         animated: Bool,
///         in turn: NavigationTurn
///     ) async throws -> any Routable {
///         log.append("change \(segment) to \(new)")
///         return self
///     }
/// }
/// ```
@MainActor
public protocol Routable: AnyObject {
    /// Shows `segment` under this routable's segment and returns the routable for it.
    func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable

    /// Hides `segment`, the child this routable shows (always the deepest segment of the path:
    /// the router pops from the deepest up).
    func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws

    /// Shows `new` instead of `segment`, the child this routable shows, in one transition, and
    /// returns the routable for `new`.
    func change(
        _ segment: PathSegment,
        to new: PathSegment,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable

    /// What the UI shows under this routable's segment now, for two-way sync: after the user
    /// navigated (back swipe, tab tap, swipe-down), the router walks these from the root to read
    /// the path off the UI. The default is ``ShownChild/unknown``: the router keeps what it
    /// knew from there down.
    var shownChild: ShownChild { get }

    /// Checks, before the router changes anything, that the routables can show `path`; asked
    /// of the root routable only. The default accepts every path.
    ///
    /// - Throws: a ``StateRoutingError`` naming the segment that cannot be shown; the router then
    ///   changes nothing and brings the state back to what is shown.
    func check(_ path: [PathSegment]) throws(StateRoutingError)
}

extension Routable {
    /// ``ShownChild/unknown``: this routable does not say what the UI shows under it.
    public var shownChild: ShownChild { .unknown }

    /// Accepts every path.
    public func check(_ path: [PathSegment]) throws(StateRoutingError) {}
}

/// What a routable shows under its segment, as ``Routable/shownChild`` reports it.
@MainActor
public enum ShownChild {
    /// `segment` is shown under it, and `routable` is responsible for it.
    case segment(PathSegment, routable: any Routable)
    /// Nothing is shown under it: its segment is the last of the path.
    case nothing
    /// The routable cannot tell.
    case unknown
}
