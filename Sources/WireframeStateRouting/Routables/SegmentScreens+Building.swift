import WireframePresentation
import WireframeRouting

// What the ready-made routables ask of the table: make a segment's screen, know how it is shown,
// and check a whole path before the router changes anything.
extension SegmentScreens {
    /// A new screen for `segment`, carrying it.
    ///
    /// - Throws: ``StateRoutingError/Code/unknownSegment`` when nothing is registered for it,
    ///   ``StateRoutingError/Code/routableFailed`` with what the factory threw (a
    ///   ``StateRoutingError`` as it is).
    func makeScreen(for segment: PathSegment, position: Int?) throws(StateRoutingError) -> any Screen {
        let entry = try entry(for: segment, position: position ?? 0)
        let screen: any Screen
        do {
            screen = try entry.factory.makeScreen(for: segment)
        } catch let error as StateRoutingError {
            throw error
        } catch {
            let place = position.map { " (position \($0))" } ?? ""
            throw StateRoutingError(
                .routableFailed,
                segment: segment,
                "the screen of segment \(MessageText.quoted("\(segment)"))\(place) could not be made: \(error)",
                underlyingError: error
            )
        }
        screen.pathSegment = segment
        return screen
    }

    /// A new screen for `segment`, carrying it: from what is registered for it, else, for a
    /// segment derived from a route of the wireframe, the screen its screen providers make.
    ///
    /// - Throws: as ``makeScreen(for:position:)``, and
    ///   ``StateRoutingError/Code/wireframeFailed`` when the wireframe made no screen.
    func screen(for segment: PathSegment, position: Int?) async throws(StateRoutingError) -> any Screen {
        guard registered(segment.identifier) == nil, let routeScreens, let url = routeScreens.url(of: segment) else {
            return try makeScreen(for: segment, position: position)
        }
        let screen = try await routeScreens.makeScreen(for: segment, url: url, position: position)
        screen.pathSegment = segment
        return screen
    }

    /// How `segment` is shown under its parent; `.automatic` when it is unknown.
    func presentation(of segment: PathSegment) -> Presentation {
        registered(segment.identifier)?.presentation ?? .automatic
    }

    /// The tabs of `segment` when it is a tab container's segment.
    func tabs(of segment: PathSegment) -> [PathSegment]? {
        registered(segment.identifier)?.tabs
    }

    /// Checks that every segment of `path` has a screen (registered, or made by the wireframe
    /// for a segment derived from its route), that each segment under a tab
    /// container's segment is one of its tabs or is presented modally, and that the path does
    /// not end at a tab container's segment (a tab bar always shows a tab, so such a path could
    /// not say what is shown).
    ///
    /// - Throws: ``StateRoutingError/Code/unknownSegment`` or
    ///   ``StateRoutingError/Code/cannotBuild``, naming the first segment at fault.
    public func check(_ path: [PathSegment]) throws(StateRoutingError) {
        try check(path, knownGoodPrefix: 0)
    }

    /// Checks `path` as ``check(_:)`` does, knowing that its first `knownGoodPrefix` segments
    /// were checked before (they are shown): only the segment before the rest is read again,
    /// for the tabs it may hold, so that a push costs the same on a path of any length.
    func check(_ path: [PathSegment], knownGoodPrefix: Int) throws(StateRoutingError) {
        var parentTabs: (segment: PathSegment, tabs: [PathSegment])?
        let start = Swift.max(Swift.min(knownGoodPrefix, path.count) - 1, 0)
        for position in start..<path.count {
            let segment = path[position]
            let entry = try entryUnlessDerived(for: segment, position: position)
            if let parent = parentTabs, entry?.presentation != .modal,
                !parent.tabs.contains(where: { $0.identifier == segment.identifier })
            {
                let tabs = parent.tabs.map { "\(MessageText.quoted("\($0)"))" }.joined(separator: ", ")
                throw StateRoutingError(
                    .cannotBuild,
                    segment: segment,
                    "segment \(MessageText.quoted("\(segment)")) (position \(position)) is not a tab of \(MessageText.quoted("\(parent.segment)")) "
                        + "(its tabs: \(tabs)) and is not presented modally"
                )
            }
            parentTabs = entry?.tabs.map { (segment, $0) }
        }
        if let (segment, tabs) = parentTabs {
            let names = tabs.map { "\(MessageText.quoted("\($0)"))" }.joined(separator: ", ")
            throw StateRoutingError(
                .cannotBuild,
                segment: segment,
                "the path ends at segment \(MessageText.quoted("\(segment)")) (position \(path.count - 1)), tabs that always show a tab: "
                    + "end it with one of its tabs (\(names))"
            )
        }
    }
}
