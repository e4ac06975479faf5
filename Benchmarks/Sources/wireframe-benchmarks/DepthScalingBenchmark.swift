import Foundation
import WireframeHeadless
import WireframeKit

/// How the cost of a step grows with the depth of the stack it changes: each case runs at 1×, 4×
/// and 16× its base depth, and the run prints the growth ratios time(4×)/time(1×) and
/// time(16×)/time(1×). A step costs what it changes: a pop or a back removes one screen whatever
/// the depth, so its ratios stay near 1; a `setPath` to the root removes every screen above it,
/// so its ratios are near 4 and 16. A 4× ratio above ``maximumGrowth`` fails the run, `--quick`
/// included.
///
/// Each figure is the best of several runs, with fresh set-up before each run and outside the
/// timing; a run of the one-screen steps does ``stepsPerRun`` of them, from the depth down.
// Issue 33 measured, before these rows: `wireframe.navigator.back()` 311 µs at a depth of 4 000 and
// 1.35 ms at 16 000, while the stack's own pop took 0.27 µs; the state router's `setPath` to the
// root from 1 000 / 4 000 / 16 000 items 0.07 / 1.2 / 23.4 s.
@MainActor
enum DepthScalingBenchmark {
    /// One step, timed at three depths: a scaling case whose size is the depth, and whose
    /// timed part runs the step (``stepsPerRun`` times, or once for a `setPath`) and returns a
    /// failed check's message, or `nil` when the work was done.
    typealias Case = ScalingBenchmark.Case

    /// The most that 4× the depth may cost over 1×: linear growth is 4, so a step that costs
    /// what it removes stays under it for a `setPath` to the root, and far under it for a pop.
    static let maximumGrowth = 5.0

    /// How many one-screen steps a timed run does, so that it lasts well above the clock's
    /// resolution.
    static let stepsPerRun = 200

    static let cases: [Case] = [stackPop, back, popToBelowTop, backFollowedByState, setPathToRoot]

    static func run(_ options: RunOptions, checks: inout Checks) async throws(BenchmarkError) {
        let repetitions = options.quick ? 5 : 9
        print("Depth scaling: each step at 1×, 4× and 16× the depth of its stack; best of \(repetitions) runs, set-up")
        print("untimed. growth = time at the depth / time at 1×; a step that costs what it removes stays near 1 for")
        print(
            "one screen, near 4 and 16 for all of them. A 4× growth above \(formatted(maximumGrowth, decimals: 0)) fails the run."
        )
        print("")
        var table = TextTable(headers: [
            "step", "1× depth", "1× ms", "4× ms", "16× ms", "processor growth 4×", "processor growth 16×",
        ])
        let only = ProcessInfo.processInfo.environment["SCALING_CASE"]
        for depthCase in cases where only.map({ depthCase.name.contains($0) }) ?? true {
            let base = options.quick ? depthCase.quickBaseSize : depthCase.baseSize
            let row = try await ScalingBenchmark.judgedRow(
                of: depthCase,
                base: base,
                multipliers: [1, 4, 16],
                bound: maximumGrowth,
                repetitions: repetitions
            )
            if let failure = row.failure { checks.fail(failure) }
            let best = row.best.map(\.wall)
            // Judged in processor time, as the scaling rows are (ScalingBenchmark).
            let growth4 = row.growth4
            let growth16 = row.best[2].processor / row.best[0].processor
            table.append([
                depthCase.name, "\(base)", formatted(best[0] * 1e3, decimals: 3), formatted(best[1] * 1e3, decimals: 3),
                formatted(best[2] * 1e3, decimals: 3), formatted(growth4, decimals: 2),
                formatted(growth16, decimals: 2),
            ])
            checks.report(
                growth4 > maximumGrowth
                    ? "depth scaling, \(depthCase.name): 4× the depth costs \(formatted(growth4, decimals: 1))× the time "
                        + "(more than \(formatted(maximumGrowth, decimals: 0))×): it costs more than it changes"
                    : nil,
                passed:
                    "depth scaling, \(depthCase.name): 4× the depth costs \(formatted(growth4, decimals: 1))× the time"
            )
        }
        print("")
        print(table.rendered)
    }

    /// A step that removes the top screen of a stack `depth` screens deep, taken
    /// ``stepsPerRun`` times from the depth down: `step` takes it once and returns how many
    /// screens it removed.
    private static func topScreenStep(
        _ name: String,
        _ step: @escaping @MainActor (HeadlessStack, Wireframe) async throws -> Int
    ) -> Case {
        Case(name: name, unit: "screens", baseSize: 1_000, quickBaseSize: 1_000) { depth in
            let window = HeadlessWindow()
            let stack = try HeadlessStack(
                "main",
                screens: [HeadlessScreen("root")] + (0..<depth).map { HeadlessScreen("s\($0)") }
            )
            try await window.setRoot(stack, animated: false)
            // With its default request timeout, as an app has it.
            let wireframe = Wireframe(root: window)
            return {
                for _ in 0..<stepsPerRun where try await step(stack, wireframe) != 1 {
                    return "a step did not remove one screen"
                }
                withExtendedLifetime(window) {}
                return stack.screens.count == depth + 1 - stepsPerRun ? nil : "the stack lost the wrong screens"
            }
        }
    }

    /// The floor: the stack's own `pop(animated:)`.
    static let stackPop = topScreenStep("the stack's own pop") { stack, _ in
        try await stack.pop(animated: false) == nil ? 0 : 1
    }

    /// `wireframe.navigator.back()`: it pops the top screen.
    static let back = topScreenStep("wireframe.navigator.back()") { _, wireframe in
        try await wireframe.navigator.back(animated: false).removed.count
    }

    /// `wireframe.navigator.popTo(_:)` the screen below the top.
    static let popToBelowTop = topScreenStep("wireframe.navigator.popTo(screen below the top)") { stack, wireframe in
        try await wireframe.navigator.popTo(stack.screens[stack.screens.count - 2], animated: false).removed.count
    }

    /// `wireframe.navigator.back()` on a stack a state router drives, its path one segment a screen: the
    /// router hears the pop and reads the path off the screens again, so the state says what is
    /// shown. The read-off costs what the pop changed, not the depth.
    // Before the read-off started under the segments a change kept, each back read the whole
    // path and searched each anchor from the bottom of the stack: `--quick` (250, 1 000 and
    // 4 000 pages) did not finish in 15 minutes. After: growth 1.03 at 4×, 1.09 at 16×.
    static let backFollowedByState = Case(
        name: "wireframe.navigator.back(), state router following",
        unit: "screens",
        baseSize: 1_000,
        quickBaseSize: 250
    ) { depth in
        let (window, stack, store, router) = try await statePages(depth)
        return {
            for _ in 0..<stepsPerRun where try await router.wireframe.navigator.back(animated: false).removed.count != 1
            {
                return "a back did not remove one screen"
            }
            withExtendedLifetime(window) {}
            return stack.screens.count == depth + 1 - stepsPerRun
                && store.navigationState.path.count == depth + 1 - stepsPerRun
                ? nil : "the state did not follow the backs"
        }
    }

    /// A state router showing `main` and `depth` pages pushed on its stack.
    private static func statePages(
        _ depth: Int
    ) async throws -> (HeadlessWindow, HeadlessStack, BasicNavigationStore, StateRouter) {
        let page = SegmentKind<Int>("page")
        let window = HeadlessWindow()
        let screens = SegmentScreens()
        try screens.register("main") { _ in try HeadlessStack("main", screens: [HeadlessScreen("root")]) }
        try screens.register(page) { n in HeadlessScreen("page:\(n)") }
        let store = BasicNavigationStore()
        let router = StateRouter(store: store, window: window, screens: screens)
        let deep: [PathSegment] = ["main"] + (try (0..<depth).map { try page($0) })
        try await router.apply(.setPath(deep, animated: false))
        guard let stack = window.root as? HeadlessStack, stack.screens.count == depth + 1 else {
            throw BenchmarkError("the router did not show \(depth) pages")
        }
        return (window, stack, store, router)
    }

    /// The state router's `setPath` back to its root segment from a path of `depth` segments
    /// more, each a screen pushed on the root's stack: it removes them all, and they are freed.
    // Sized past the cache: freeing a screen cost 2.1 µs a screen at 1 000 screens (their objects
    // in this machine's second-level cache) and 3.0–3.8 µs from 4 000 on, which read as a
    // growth of 6.4–7.5 at 4× from 1 000, while from 4 000 to 16 000 it read 3.5. `--quick`
    // stays below: 250 to 1 000 read 3.8.
    static let setPathToRoot = Case(
        name: "state setPath to the root",
        unit: "screens",
        baseSize: 4_000,
        quickBaseSize: 250
    ) { depth in
        let (window, stack, store, router) = try await statePages(depth)
        return {
            try await router.apply(.setPath(["main"], animated: false))
            // The router's wireframe holds its window weakly, as an app's window outlives it.
            withExtendedLifetime(window) {}
            return stack.screens.count == 1 && store.navigationState.path == ["main"]
                ? nil : "the path was not set back to its root"
        }
    }
}
