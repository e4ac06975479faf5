public import WireframeNavigation
public import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The root routable over a window: the first segment of the path is the window's root screen.
///
/// A push or a change sets the root (`setRoot`); a pop throws, since a window always shows a
/// root. Before the router changes anything it asks this routable to ``check(_:)`` the path
/// against ``SegmentScreens``, so a path naming an unknown segment changes nothing.
@MainActor
public final class WindowRoutable: Routable {
    /// The window, held weakly: the app owns it.
    public private(set) weak var window: (any RootContainer)?
    /// The screens of the segments.
    public let screens: SegmentScreens

    /// The routable of `window`, making screens with `screens`.
    public init(window: any RootContainer, screens: SegmentScreens) {
        self.window = window
        self.screens = screens
    }

    /// Makes the screen of `segment` the window's root.
    public func push(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws -> any Routable {
        let window = try requireWindow(for: segment)
        let screen = try await screens.screen(for: segment, position: 0)
        try await turn.apply(NavigationStep.setRoot(screen, of: window, animated: animated))
        return try Routables.routable(for: screen, placement: .standalone, screens: screens, position: 1)
    }

    /// Throws ``StateRoutingError/Code/cannotBuild``: a window always shows a root.
    public func pop(_ segment: PathSegment, animated: Bool, in turn: NavigationTurn) async throws {
        throw StateRoutingError(
            .cannotBuild,
            segment: segment,
            "segment \(MessageText.quoted("\(segment)")) (position 0) cannot be popped: a window always shows a root"
        )
    }

    /// Makes the screen of `new` the window's root.
    public func change(
        _ segment: PathSegment,
        to new: PathSegment,
        animated: Bool,
        in turn: NavigationTurn
    ) async throws -> any Routable {
        try await push(new, animated: animated, in: turn)
    }

    /// The window's root, when it carries a segment.
    public var shownChild: ShownChild {
        guard let root = window?.root, let segment = root.pathSegment,
            let routable = try? Routables.routable(for: root, placement: .standalone, screens: screens, position: 1)
        else { return .nothing }
        return .segment(segment, routable: routable)
    }

    /// Checks that `path` is not empty and that ``SegmentScreens`` can build it.
    ///
    /// - Throws: ``StateRoutingError/Code/cannotBuild`` for an empty path;
    ///   what ``SegmentScreens/check(_:)`` throws.
    public func check(_ path: [PathSegment]) throws(StateRoutingError) {
        try check(path, knownGoodPrefix: 0)
    }

    /// Checks `path` as ``check(_:)`` does, its first `knownGoodPrefix` segments known to be
    /// shown already.
    func check(_ path: [PathSegment], knownGoodPrefix: Int) throws(StateRoutingError) {
        guard !path.isEmpty else {
            throw StateRoutingError(.cannotBuild, "an empty path cannot be shown: a window always shows a root")
        }
        try screens.check(path, knownGoodPrefix: knownGoodPrefix)
    }

    private func requireWindow(for segment: PathSegment) throws(StateRoutingError) -> any RootContainer {
        guard let window else {
            throw StateRoutingError(
                .cannotBuild,
                segment: segment,
                "the window of segment \(MessageText.quoted("\(segment)")) was freed"
            )
        }
        return window
    }
}
