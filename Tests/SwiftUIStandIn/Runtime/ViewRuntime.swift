#if canImport(UIKitStandIn)
import UIKitStandIn
#endif

/// A simulation of the rules of SwiftUI's runtime that a face over SwiftUI depends on, running
/// the stand-in's views where SwiftUI does not run. Not SwiftUI: the rules it models are those
/// Apple documents (or that apps observe and depend on), each one written in
/// `ARCHITECTURE.md` ("The simulated SwiftUI runtime"):
///
/// - A view's identity is its place in the hierarchy: its parent's, its slot, its type, and its
///   `id(_:)`. A `@StateObject`'s autoclosure runs once per identity; every later value of the
///   view gets the object made first, whatever its initializer was given.
/// - A view's `body` runs again at the next frame when a `@Published` property of one of its
///   state objects was set, and when its parent's `body` ran again; never otherwise.
/// - `onAppear` runs when a view comes on screen — and a view that shows nothing (`EmptyView`)
///   is never on screen; a view pushed under another, a tab not selected, are not on screen.
/// - A navigation stack reads its path when it is evaluated and shows a view per element, made
///   by the `navigationDestination` for the element's type; going back writes the shorter path.
///   A stack inside another is refused (SwiftUI does not support it).
/// - A tab view shows the tab whose tag is its selection; a tap writes the tapped tab's tag.
/// - A sheet or full-screen cover is presented while its item is not `nil`, from a view that is
///   on screen, one at a time per presentation level; its content is made from the item, and
///   while it is dismissed (the item `nil`, or another) it stays one frame, made from the last
///   item. A swipe down writes `nil`.
/// - `navigationTitle`: a pushed view's title is its outermost `navigationTitle`.
/// - A representable's `makeUIViewController` runs once per identity, and the controller it
///   returns is SwiftUI's to add to its hierarchy: one already held by another view is a fault.
///
/// What SwiftUI would log or raise is recorded in ``problems``.
@MainActor
public final class ViewRuntime {
    /// What SwiftUI would have logged or raised, in order: a view hierarchy with a problem.
    public private(set) var problems: [String] = []
    let root: RuntimeNode
    private var frameWaiters: [CheckedContinuation<Void, Never>] = []
    /// The controllers handed to representables, by every runtime of the process.
    static var heldControllers: Set<ObjectIdentifier> = []

    /// A window showing `view`; nothing is evaluated before ``renderFrame()``.
    public init(showing view: some View) {
        root = RuntimeNode(key: "window", view: view)
    }

    /// The first window of `app`'s scene, as SwiftUI opens it at launch.
    public convenience init(launching app: some App) {
        self.init(newWindowOf: app.body)
    }

    /// A new window of `scene`'s window group.
    public convenience init(newWindowOf scene: some Scene) {
        self.init(showing: AnyView(Self.windowContent(of: scene)))
    }

    private static func windowContent(of scene: any Scene) -> any View {
        if let group = scene as? any StandInWindowGroup { return group.standInWindowContent() }
        return windowContent(of: scene.body)
    }

    /// Runs one frame: evaluates the views whose state changed (and everything their bodies
    /// make), then runs the `onAppear`s and `onDisappear`s of what came on and left the screen.
    public func renderFrame() async {
        await evaluate(root, force: false, insideStack: false)
        var levels = [false]
        updateScreen(root, visible: true, levels: &levels)
        let waiters = frameWaiters
        frameWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the next frame is rendered: what a view that waits for SwiftUI to show a
    /// change waits for.
    public func nextFrame() async {
        await withCheckedContinuation { frameWaiters.append($0) }
    }

    /// Renders frames until nothing changes and nobody waits for a frame (at most `limit`):
    /// what the screen shows once the views have caught up with their state.
    public func settle(limit: Int = 50) async {
        var quietFrames = 0
        for _ in 0..<limit {
            await renderFrame()
            for _ in 0..<10 { await Task.yield() }
            let changing = root.subtree.contains { $0.needsEvaluation || $0.observedObjectChanged || $0.isDismissing }
            quietFrames = changing || !frameWaiters.isEmpty ? 0 : quietFrames + 1
            if quietFrames == 2 { return }
        }
        problems.append("the views still change after \(limit) frames")
    }

    /// The window's views go away (the scene's window closes).
    public func close() {
        remove(root)
    }

    func report(_ problem: String) {
        problems.append(problem)
    }
}
