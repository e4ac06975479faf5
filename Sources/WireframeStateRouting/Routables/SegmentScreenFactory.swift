public import WireframePresentation
import WireframeRouting
import WireframeSupport

/// Makes the screen of a segment: what ``SegmentScreens`` keeps for each identifier.
///
/// Registering a closure makes one; conform a type of your own to make screens another way, such
/// as building a VIPER module and returning its view:
///
/// <!-- sample SegmentScreenFactory/SegmentScreenFactory -->
/// ```swift
/// struct MessageScreens: SegmentScreenFactory {
///     func makeScreen(for segment: PathSegment) throws -> any Screen {
///         let ref = try segment.data(as: MessageRef.self)
///         return HeadlessScreen("message:\(ref.id)")
///     }
/// }
/// try screens.register("message", factory: MessageScreens())
/// ```
@MainActor
public protocol SegmentScreenFactory {
    /// A new screen, outside any hierarchy, showing `segment`.
    ///
    /// - Throws: anything; the router reports it as ``StateRoutingError/Code/routableFailed``
    ///   naming the segment (a ``StateRoutingError`` as it is), and nothing is shown.
    func makeScreen(for segment: PathSegment) throws -> any Screen
}

/// A factory made of a closure.
@MainActor
struct ClosureScreenFactory: SegmentScreenFactory {
    let make: @MainActor (PathSegment) throws -> any Screen

    func makeScreen(for segment: PathSegment) throws -> any Screen {
        try make(segment)
    }
}

/// The factory of a tab container's segment: makes each tab's screen from its segment, then the
/// container holding them.
@MainActor
final class TabsScreenFactory: SegmentScreenFactory {
    let tabs: [PathSegment]
    let container: @MainActor ([any Screen]) throws -> any TabContainer
    /// The table the tabs' screens come from; weak, since the table keeps this factory.
    weak var screens: SegmentScreens?

    init(tabs: [PathSegment], container: @escaping @MainActor ([any Screen]) throws -> any TabContainer) {
        self.tabs = tabs
        self.container = container
    }

    func makeScreen(for segment: PathSegment) throws -> any Screen {
        guard let screens else {
            throw StateRoutingError(
                .cannotBuild,
                segment: segment,
                "the screens of \(MessageText.quoted("\(segment)")) were freed"
            )
        }
        var tabScreens: [any Screen] = []
        for tab in tabs {
            tabScreens.append(try screens.makeScreen(for: tab, position: nil))
        }
        return try container(tabScreens)
    }
}
