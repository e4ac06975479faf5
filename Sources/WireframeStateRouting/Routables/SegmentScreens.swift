public import WireframePresentation
import WireframeRouting
import WireframeSupport

/// The screens of the segments: for each segment identifier, what makes its screen and how it is
/// shown. The ready-made routables (``WindowRoutable``, ``StackRoutable``, ``TabsRoutable``,
/// ``ModalRoutable``) make every screen here.
///
/// <!-- sample SegmentScreens/SegmentScreens -->
/// ```swift
/// let screens = SegmentScreens()
/// try screens.registerTabs("mail", tabs: ["inbox", "settings"]) { tabs in
///     try HeadlessTabs("mail", tabs: tabs)
/// }
/// try screens.register("inbox") { _ in try HeadlessStack("inbox", screens: [HeadlessScreen("list")]) }
/// try screens.register("settings") { _ in HeadlessScreen("settings") }
/// try screens.register(message) { ref in HeadlessScreen("message:\(ref.id)") }
/// try screens.register("compose", presentation: .modal) { _ in HeadlessScreen("compose") }
/// ```
///
/// A screen made for a segment carries it (`Screen.pathSegment`), which is how the routables
/// read the path off the UI after the user navigated.
///
/// A segment's screen can be any `Screen`, a VIPER module's view among them: register a
/// ``SegmentScreenFactory`` that builds the module, with
/// ``register(_:presentation:factory:)``.
@MainActor
public final class SegmentScreens {
    /// How a segment's screen is shown under the segment above it.
    public enum Presentation: Hashable, Sendable {
        /// As its parent shows children: set as the window's root, selected as a tab, pushed on
        /// the stack its parent is on or is, presented modally over a plain screen.
        case automatic
        /// Presented modally over its parent's screen, wherever that is.
        case modal
    }

    struct Entry {
        let presentation: Presentation
        let factory: any SegmentScreenFactory
        /// The tabs of a tab container's segment, in order; `nil` for other segments.
        let tabs: [PathSegment]?
    }

    private var entries: [String: Entry] = [:]
    /// Makes the screens of segments derived from the routes of the router's wireframe, for
    /// identifiers registered nowhere here.
    var routeScreens: RouteScreens?

    /// An empty table.
    public init() {}

    /// Registers `factory` to make the screen of segments named `identifier`.
    ///
    /// - Throws: ``StateRoutingError/Code/duplicateSegment`` when `identifier` is registered.
    public func register(
        _ identifier: String,
        presentation: Presentation = .automatic,
        factory: some SegmentScreenFactory
    ) throws(StateRoutingError) {
        try add(identifier, Entry(presentation: presentation, factory: factory, tabs: nil))
    }

    /// Registers `screen` to make the screen of segments named `identifier`, from the segment.
    ///
    /// - Throws: ``StateRoutingError/Code/duplicateSegment`` when `identifier` is registered.
    public func register(
        _ identifier: String,
        presentation: Presentation = .automatic,
        screen: @escaping @MainActor (PathSegment) throws -> any Screen
    ) throws(StateRoutingError) {
        try register(identifier, presentation: presentation, factory: ClosureScreenFactory(make: screen))
    }

    /// Registers `screen` to make the screen of segments of `kind`, from their data.
    ///
    /// - Throws: ``StateRoutingError/Code/duplicateSegment`` when the identifier is registered.
    public func register<Data>(
        _ kind: SegmentKind<Data>,
        presentation: Presentation = .automatic,
        screen: @escaping @MainActor (Data) throws -> any Screen
    ) throws(StateRoutingError) {
        try register(kind.identifier, presentation: presentation) { segment in try screen(kind.data(of: segment)) }
    }

    /// Registers a tab container's segment: `tabs` are its tabs' segments, whose screens are made
    /// here, and `container` puts those screens, in order, in a tab container.
    ///
    /// Under the tab container's segment, a tab's segment selects that tab; a segment registered
    /// `.modal` is presented over the tab container.
    ///
    /// - Throws: ``StateRoutingError/Code/duplicateSegment`` when `identifier` is registered.
    public func registerTabs(
        _ identifier: String,
        tabs: [PathSegment],
        presentation: Presentation = .automatic,
        container: @escaping @MainActor ([any Screen]) throws -> any TabContainer
    ) throws(StateRoutingError) {
        let factory = TabsScreenFactory(tabs: tabs, container: container)
        try add(identifier, Entry(presentation: presentation, factory: factory, tabs: tabs))
        factory.screens = self
    }

    /// Whether segments named `identifier` have a screen.
    public func contains(_ identifier: String) -> Bool {
        entries[identifier] != nil
    }

    /// The identifiers registered, sorted.
    public var identifiers: [String] { entries.keys.sorted() }

    /// What is registered for `identifier`.
    func registered(_ identifier: String) -> Entry? {
        entries[identifier]
    }

    private func add(_ identifier: String, _ entry: Entry) throws(StateRoutingError) {
        guard entries[identifier] == nil else {
            throw StateRoutingError(
                .duplicateSegment,
                segment: PathSegment(identifier),
                "segment \(MessageText.quoted("\(identifier)")) is registered already"
            )
        }
        entries[identifier] = entry
    }

    /// The entry of `segment`, at `position` of the path.
    ///
    /// - Throws: ``StateRoutingError/Code/unknownSegment`` when it has none.
    func entry(for segment: PathSegment, position: Int) throws(StateRoutingError) -> Entry {
        guard let entry = entries[segment.identifier] else { throw unknown(segment, position: position) }
        return entry
    }

    /// The entry of `segment`, or `nil` when it is derived from a route of the wireframe.
    ///
    /// - Throws: ``StateRoutingError/Code/unknownSegment`` when it is neither.
    func entryUnlessDerived(for segment: PathSegment, position: Int) throws(StateRoutingError) -> Entry? {
        if let entry = entries[segment.identifier] { return entry }
        guard routeScreens?.url(of: segment) != nil else { throw unknown(segment, position: position) }
        return nil
    }

    private func unknown(_ segment: PathSegment, position: Int) -> StateRoutingError {
        StateRoutingError(
            .unknownSegment,
            segment: segment,
            "no screen is registered for segment \(MessageText.quoted("\(segment)")) (position \(position))"
        )
    }
}
