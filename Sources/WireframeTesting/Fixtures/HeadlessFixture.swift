public import WireframeHeadless
public import WireframePresentation

/// A headless window on a `ManualClock`, showing a hierarchy built in one
/// call: where a test of your navigation starts.
///
/// Describe the root with a ``Layout``; string literals are plain screens. Find what it built by
/// identifier:
///
/// <!-- sample HeadlessFixture/HeadlessFixture -->
/// ```swift
/// let app = try await HeadlessFixture(
///     .tabs("root", [.stack("mail", ["inbox", "message:42"]), .screen("settings", title: "Settings")])
/// )
/// let mail = try app.stack("mail")
/// try await mail.simulateBackSwipe(animated: false)
/// #expect(mail.screens.screenIdentifiers == ["inbox"])
/// ```
///
/// Hand ``window`` to a wireframe (it is a `RootContainer`) to test routing. Transitions are
/// instant unless you give an `animationDuration`; then an animated one waits until the test
/// advances ``clock``.
@MainActor
public struct HeadlessFixture {
    /// The clock the window's animations run on.
    public let clock: ManualClock
    /// The window, showing the layout.
    public let window: HeadlessWindow

    /// Builds `root` and makes it the root of a new window.
    ///
    /// - Parameters:
    ///   - root: the screens to show, such as `.stack("main", ["inbox"])`.
    ///   - animationDuration: how long one animated transition takes on ``clock``; zero, the
    ///     default, makes every transition instant.
    /// - Throws: `PresentationError` when the layout breaks one of UIKit's rules, as a stack on a
    ///   stack does.
    public init(
        _ root: Layout = .stack("main", ["inbox"]),
        animationDuration: Duration = .zero
    ) async throws(PresentationError) {
        clock = ManualClock()
        window = HeadlessWindow(clock: clock, animationDuration: animationDuration)
        try await window.setRoot(root.build(), animated: false)
    }

    /// The plain screen, stack or tabs with `identifier` in the window, the first in dump order.
    ///
    /// - Throws: `PresentationError.Code.notInHierarchy` when the window holds none.
    public func screen(_ identifier: String) throws(PresentationError) -> HeadlessScreen {
        try find(identifier, as: HeadlessScreen.self, kind: "screen")
    }

    /// The stack with `identifier` in the window, the first in dump order.
    ///
    /// - Throws: `PresentationError.Code.notInHierarchy` when the window holds no such stack.
    public func stack(_ identifier: String) throws(PresentationError) -> HeadlessStack {
        try find(identifier, as: HeadlessStack.self, kind: "stack")
    }

    /// The tabs with `identifier` in the window, the first in dump order.
    ///
    /// - Throws: `PresentationError.Code.notInHierarchy` when the window holds no such tabs.
    public func tabs(_ identifier: String) throws(PresentationError) -> HeadlessTabs {
        try find(identifier, as: HeadlessTabs.self, kind: "tabs")
    }

    private func find<Found: HeadlessScreen>(
        _ identifier: String,
        as type: Found.Type,
        kind: String
    ) throws(PresentationError) -> Found {
        let named = window.allScreens.filter { $0.screenIdentifier == identifier }
        if let found = named.lazy.compactMap({ $0 as? Found }).first { return found }
        let present = window.allScreens.screenIdentifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        throw PresentationError(
            .notInHierarchy,
            "the window holds no \(kind) \"\(identifier)\"; it holds \(present.isEmpty ? "nothing" : present)"
        )
    }
}
