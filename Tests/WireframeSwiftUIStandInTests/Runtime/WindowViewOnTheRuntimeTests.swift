import SwiftUIStandIn
import Testing
import WireframePresentation
import WireframeSwiftUI

/// The SwiftUI face's views on the simulated runtime: what a device would show after each change
/// of the models, where SwiftUI keeps a view's state for the life of its identity, runs
/// `onAppear` only for what is on screen, and presents one sheet per level from its item.
@MainActor
@Suite("WireframeSwiftUI's views on the simulated SwiftUI runtime", .timeLimit(.minutes(1)))
struct WindowViewOnTheRuntimeTests {
    /// A window showing `root`, its view on a runtime that has caught up.
    func showing(_ root: SwiftUIScreen, limits: SwiftUILimits = .iOS17) async throws -> (SwiftUIWindow, ViewRuntime) {
        let window = SwiftUIWindow(limits: limits)
        try await window.setRoot(root, animated: false)
        let runtime = Frames.runtime(showing: window)
        await runtime.settle()
        return (window, runtime)
    }

    /// Lets the window publish its plan and the views catch up, rendering frames until the
    /// window says the views show the models.
    func catchUp(_ window: SwiftUIWindow, _ runtime: ViewRuntime) async {
        let shown = Flag()
        Task { @MainActor in
            await window.waitUntilShown()
            shown.isSet = true
        }
        for _ in 0..<200 where !shown.isSet {
            await runtime.renderFrame()
            for _ in 0..<5 { await Task.yield() }
        }
        await runtime.settle()
    }

    /// Runs `change`, lets the views catch up, and returns how many updates the window published.
    func countingUpdates(
        of window: SwiftUIWindow,
        _ runtime: ViewRuntime,
        _ change: () async throws -> Void
    ) async throws -> Int {
        var updates = 0
        let observation = window.observeViewUpdates { _ in updates += 1 }
        try await change()
        await catchUp(window, runtime)
        withExtendedLifetime(observation) {}
        return updates
    }

    /// Presents a reply over `screen`, and its attachments over the reply.
    func presentReplyAndAttachments(over screen: SwiftUIScreen) async throws {
        let reply = SwiftUIScreen("reply")
        try await screen.present(reply, animated: true)
        try await reply.present(SwiftUIScreen("attachments"), animated: true)
    }

    @Test("After the root is replaced (sign-in, then the main stack), a push on the new root is shown")
    func pushAfterRootReplaced() async throws {
        let (window, runtime) = try await showing(try SwiftUIStack("sign-in", screens: [SwiftUIScreen("sign-in")]))
        #expect(runtime.shownTexts == ["sign-in"])
        let main = try SwiftUIStack("main", screens: [SwiftUIScreen("inbox")])
        try await window.setRoot(main, animated: true)
        await catchUp(window, runtime)
        #expect(runtime.shownTexts == ["inbox"])
        try await main.push(SwiftUIScreen("message:1"), animated: true)
        await catchUp(window, runtime)
        #expect(runtime.shownTexts == ["message:1"])
        #expect(runtime.problems == [])
    }

    @Test("After the root is replaced, a sheet presented on the new root is shown")
    func sheetAfterRootReplaced() async throws {
        let (window, runtime) = try await showing(SwiftUIScreen("sign-in"))
        let inbox = SwiftUIScreen("inbox")
        try await window.setRoot(inbox, animated: true)
        await catchUp(window, runtime)
        try await inbox.present(SwiftUIScreen("compose"), animated: true)
        await catchUp(window, runtime)
        #expect(runtime.shownTexts == ["inbox", "compose"])
        #expect(runtime.problems == [])
    }

    @Test("At a cold start (no root yet), the first root and the sheets over it are paced, each shown")
    func coldStartIsPaced() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let runtime = Frames.runtime(showing: window)
        await runtime.settle()
        let updates = try await countingUpdates(of: window, runtime) {
            let inbox = SwiftUIScreen("inbox")
            try await window.setRoot(try SwiftUIStack("main", screens: [inbox]), animated: false)
            try await presentReplyAndAttachments(over: inbox)
        }
        // iOS 16 takes one modal change per update: the root, then each sheet, each on screen
        // before the next comes.
        #expect(updates == 3)
        #expect(runtime.shownTexts == ["inbox", "reply", "attachments"])
        #expect(runtime.problems == [])
    }

    @Test("A sheet being dismissed shows its own screen for its transition, not what replaced it")
    func sheetContentFromItsItem() async throws {
        let inbox = SwiftUIScreen("inbox")
        let (window, runtime) = try await showing(inbox)
        try await inbox.present(SwiftUIScreen("compose"), animated: true)
        await catchUp(window, runtime)
        var updates = 0
        let observation = window.observeViewUpdates { _ in updates += 1 }
        try await inbox.dismissPresented(animated: true)
        while updates == 0 { await Task.yield() }
        withExtendedLifetime(observation) {}
        // The frame of the dismissal: the sheet leaves, showing what it showed.
        await runtime.renderFrame()
        #expect(runtime.dismissingTexts == ["compose"])
        await catchUp(window, runtime)
        #expect(runtime.shownTexts == ["inbox"])
    }

    @Test("A screen without a title keeps the title its own view sets; a titled one shows its title")
    func titlesOnlyWhereSet() async throws {
        let list = SwiftUIScreen("list") { Text(verbatim: "Inbox").navigationTitle("Inbox (3)") }
        let (window, runtime) = try await showing(try SwiftUIStack("main", screens: [list]))
        #expect(runtime.navigationTitles == ["Inbox (3)"])
        let stack = try #require(window.root as? SwiftUIStack)
        try await stack.push(SwiftUIScreen("settings", title: "Settings"), animated: false)
        await catchUp(window, runtime)
        #expect(runtime.navigationTitles == ["Settings"])
    }

    @Test("A second window of the scene on the same model says why it cannot show it; the first keeps pacing")
    func secondWindowRefused() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        try await window.setRoot(SwiftUIScreen("inbox"), animated: false)
        let frames = Frames()
        let scene = WindowScene(window: window, pacing: frames.pacing)
        let first = ViewRuntime(newWindowOf: scene)
        frames.runtime = first
        await first.settle()
        let second = ViewRuntime(newWindowOf: scene)
        await second.settle()
        #expect(first.shownTexts == ["inbox"])
        #expect(second.shownTexts.count == 1)
        #expect(second.shownTexts.first?.contains("another window") == true)
        second.close()
        await second.settle()
        let inbox = try #require(window.root as? SwiftUIScreen)
        let updates = try await countingUpdates(of: window, first) { try await presentReplyAndAttachments(over: inbox) }
        #expect(updates == 2)
        #expect(first.shownTexts == ["inbox", "reply", "attachments"])
    }
}

/// A flag a task sets.
@MainActor
final class Flag {
    var isSet = false
}

/// A scene of one window group showing `window`.
struct WindowScene: Scene {
    let window: SwiftUIWindow
    let pacing: UpdatePacing

    var body: some Scene {
        WindowGroup { WindowView(window, pacing: pacing) }
    }
}

/// The frames of a simulated runtime, as the pacing of a window's view: each update is on
/// screen once the runtime rendered a frame after it.
@MainActor
final class Frames {
    weak var runtime: ViewRuntime?

    /// Waits for the runtime's next frame after each update.
    var pacing: UpdatePacing {
        UpdatePacing(waitingFor: { [weak self] in await self?.runtime?.nextFrame() })
    }

    /// A runtime showing `window`'s view, paced by its frames.
    static func runtime(showing window: SwiftUIWindow) -> ViewRuntime {
        let frames = Frames()
        let runtime = ViewRuntime(showing: WindowView(window, pacing: frames.pacing))
        frames.runtime = runtime
        runtimeFrames[ObjectIdentifier(runtime)] = frames
        return runtime
    }

    /// Keeps the frames of each runtime made by ``runtime(showing:)``.
    private static var runtimeFrames: [ObjectIdentifier: Frames] = [:]
}
