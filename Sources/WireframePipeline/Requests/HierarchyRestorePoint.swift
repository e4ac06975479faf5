import Logging
import WireframePresentation
import WireframeRouting

/// The hierarchy of a window as it was at one moment, and the way back to it.
///
/// A request of several steps (prerequisites, a guard's flow, an action that routes) records
/// the hierarchy before its first transition and, when a later step fails or a guard's flow is
/// over, puts it back: the window's root, each stack's screens, each tab container's tabs and
/// selected tab, and each modal presentation. Steps only ever add to what it records (a
/// transition shows screens; it does not free the ones it covers), so the screens recorded are
/// still there to be put back.
@MainActor
struct HierarchyRestorePoint {
    private let root: (any Screen)?
    private var stacks: [(stack: any StackContainer, screens: [any Screen])] = []
    private var tabs: [(container: any TabContainer, tabs: [any Screen], selected: Int?)] = []
    private var presentations: [(presenter: any Screen, presented: any Screen)] = []

    /// Records `container`'s hierarchy.
    init(of container: any RootContainer) {
        root = container.root
        var pending = root.map { [$0] } ?? []
        while let screen = pending.popLast() {
            if let stack = screen as? any StackContainer {
                stacks.append((stack, stack.screens))
                pending.append(contentsOf: stack.screens.filter { $0 !== stack })
            } else if let container = screen as? any TabContainer {
                tabs.append((container, container.tabs, container.selectedIndex))
                pending.append(contentsOf: container.tabs)
            }
            if let presented = screen.presentedScreen {
                presentations.append((screen, presented))
                pending.append(presented)
            }
        }
    }

    /// Whether `container` shows what was recorded: the same root, stacks, tabs and modals.
    func matches(_ container: any RootContainer) -> Bool {
        let now = HierarchyRestorePoint(of: container)
        return root === now.root && now.stacks.count == stacks.count && now.tabs.count == tabs.count
            && now.presentations.count == presentations.count
            && zip(stacks, now.stacks).allSatisfy { $0.stack === $1.stack && Self.same($0.screens, $1.screens) }
            && zip(tabs, now.tabs).allSatisfy {
                $0.container === $1.container && Self.same($0.tabs, $1.tabs) && $0.selected == $1.selected
            }
            && zip(presentations, now.presentations).allSatisfy {
                $0.presenter === $1.presenter && $0.presented === $1.presented
            }
    }

    /// Puts the recorded hierarchy back in `container`, without animation; returns whether it
    /// is back. Each change is tried on its own, so one refused change does not stop the others.
    ///
    /// A window that showed nothing cannot be emptied again (a root container has no way to
    /// take its root away): restoring such a snapshot leaves what the steps set as the root.
    @discardableResult
    func restore(in container: any RootContainer, logger: RequestLogger) async -> Bool {
        if matches(container) { return true }
        if let root, container.root !== root {
            await Self.attempt("set the root back", logger) { try await container.setRoot(root, animated: false) }
        }
        // Modals presented since go first: dismissing one takes the ones above it along.
        let recorded = presentations
        for presenter in HierarchyRestorePoint(of: container).presentations.map(\.presenter) {
            guard presenter.presentedScreen != nil,
                !recorded.contains(where: { $0.presenter === presenter && $0.presented === presenter.presentedScreen })
            else { continue }
            await Self.attempt("dismiss over \(presenter.screenIdentifier)", logger) {
                try await presenter.dismissPresented(animated: false)
            }
        }
        for (stack, screens) in stacks where !Self.same(stack.screens, screens) {
            await Self.attempt("set the screens of \(stack.screenIdentifier) back", logger) {
                try await stack.setScreens(screens, animated: false)
            }
        }
        for (container, screens, selected) in tabs {
            if !Self.same(container.tabs, screens) {
                await Self.attempt("set the tabs of \(container.screenIdentifier) back", logger) {
                    try await container.setTabs(screens, animated: false)
                }
            }
            if let selected, container.selectedIndex != selected {
                await Self.attempt("select tab \(selected) again", logger) {
                    try await container.selectTab(at: selected)
                }
            }
        }
        // Then the modals the steps ended (a root that left the window ends its modals).
        for (presenter, presented) in presentations where presenter.presentedScreen !== presented {
            await Self.attempt("present \(presented.screenIdentifier) again", logger) {
                try await presenter.present(presented, animated: false)
            }
        }
        let restored = matches(container)
        if !restored { logger.debug("the hierarchy could not be put back whole") }
        return restored
    }

    private static func same(_ lhs: [any Screen], _ rhs: [any Screen]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }

    private static func attempt(
        _ what: String,
        _ logger: RequestLogger,
        _ change: () async throws -> Void
    ) async {
        do {
            try await change()
            logger.debug("taking back: \(what)")
        } catch {
            logger.debug("taking back: could not \(what): \(ErrorText.describe(error))")
        }
    }
}
