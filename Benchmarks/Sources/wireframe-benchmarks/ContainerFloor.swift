/// The floor of a push and a pop on an in-memory stack, in the benchmark's own code: the container
/// work a backend's stack does, and nothing else. A screen knows the stack that holds it (weakly)
/// and the window it is the root of; a stack holds its screens. A push checks that the stack runs
/// no transition, that the screen is in no tree and would not make a loop, then appends it, links
/// it up and loads it once if the stack is in a window; a pop takes the top screen off (never the
/// root) and unlinks it. Both are `async`, as a backend's are, so that the call costs the same.
@MainActor
final class FloorScreen {
    let identifier: String
    weak var container: FloorScreen?
    weak var window: FloorWindow?
    private(set) var screens: [FloorScreen] = []
    var isTransitioning = false
    private(set) var isLoaded = false

    init(_ identifier: String) {
        self.identifier = identifier
    }

    /// Pushes `screen` onto this stack.
    func push(_ screen: FloorScreen) async throws(BenchmarkError) {
        if isTransitioning { throw BenchmarkError("floor: \(identifier) is in a transition") }
        if screen.container != nil || screen.window != nil {
            throw BenchmarkError("floor: \(screen.identifier) is in a tree")
        }
        var ancestor: FloorScreen? = self
        while let candidate = ancestor {
            if candidate === screen { throw BenchmarkError("floor: \(screen.identifier) holds \(identifier)") }
            ancestor = candidate.container
        }
        screens.append(screen)
        screen.container = self
        if !screen.isLoaded, hostWindow != nil { screen.isLoaded = true }
    }

    /// Pops the top screen and returns it; `nil` when only the root is left.
    func pop() async throws(BenchmarkError) -> FloorScreen? {
        if isTransitioning { throw BenchmarkError("floor: \(identifier) is in a transition") }
        guard screens.count > 1 else { return nil }
        let top = screens.removeLast()
        top.container = nil
        return top
    }

    /// The window this screen is in, through the stacks that hold it.
    private var hostWindow: FloorWindow? {
        var current: FloorScreen? = self
        while let screen = current {
            if let window = screen.window { return window }
            current = screen.container
        }
        return nil
    }
}

/// The window of the floor's stack: it holds its root.
@MainActor
final class FloorWindow {
    private(set) var root: FloorScreen?

    func setRoot(_ screen: FloorScreen) {
        root?.window = nil
        root = screen
        screen.window = self
    }
}
