import SwiftUIStandIn
import WireframeSwiftUI

/// The library's own views (`WindowView` and what it shows, compiled here against the SwiftUI
/// stand-in through the link `Views`) showing a window on the simulated SwiftUI runtime
/// (`ViewRuntime`): each update the window's planner makes is evaluated as SwiftUI would —
/// identities, state objects, bodies, `onAppear`, the stack's path read — and is on screen once
/// the runtime has rendered a frame after it.
@MainActor
final class RuntimeViews: DeepLinkViews {
    /// The most frames one change may take before the views are said not to catch up.
    static let frameLimit = 100

    let runtime: ViewRuntime
    /// The frames rendered so far.
    private(set) var framesRendered = 0
    private let frames: RuntimeFrames

    /// `window`'s view on a runtime of its own, paced by the runtime's frames.
    init(showing window: SwiftUIWindow) {
        let frames = RuntimeFrames()
        runtime = ViewRuntime(
            showing: WindowView(window, pacing: UpdatePacing(waitingFor: { [weak frames] in await frames?.next() }))
        )
        frames.runtime = runtime
        self.frames = frames
    }

    /// Renders frames until the window says its views show the models: at least one, so that a
    /// change the window published at once (before the views appeared) is evaluated too. Between
    /// two frames the main actor runs what the frame woke (the views' acknowledgement, the
    /// window's next update).
    func settle(_ window: SwiftUIWindow) async throws {
        let shown = ShownFlag()
        Task { @MainActor in
            await window.waitUntilShown()
            shown.isSet = true
        }
        var frameCount = 0
        repeat {
            guard frameCount < Self.frameLimit else {
                throw BenchmarkError("the views did not show the models after \(Self.frameLimit) frames")
            }
            await runtime.renderFrame()
            frameCount += 1
            framesRendered += 1
            await Task.yield()
        } while !shown.isSet
        guard runtime.problems.isEmpty else {
            throw BenchmarkError("the simulated runtime found a problem: \(runtime.problems.joined(separator: "; "))")
        }
    }

    /// The views keep no updates.
    func forgetUpdates() {}

    /// The texts of the first stack on screen (the window's), root first.
    var shownStack: [String]? {
        runtime.stackTexts.first ?? []
    }
}

/// The frames of a runtime, as the pacing of a window's view waits for them.
@MainActor
private final class RuntimeFrames {
    weak var runtime: ViewRuntime?

    /// Returns once the runtime has rendered its next frame.
    func next() async {
        await runtime?.nextFrame()
    }
}

/// Set by a task once the window says its views show the models.
@MainActor
private final class ShownFlag {
    var isSet = false
}

extension DeepLinkWorkload.Backend {
    /// The SwiftUI models shown by the library's views on the simulated SwiftUI runtime.
    static let swiftUIOnRuntime = Self(name: "SwiftUI models + runtime", isSwiftUI: true) {
        RuntimeViews(showing: $0)
    }
}
