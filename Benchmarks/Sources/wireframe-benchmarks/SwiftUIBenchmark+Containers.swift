import WireframeHeadless
import WireframeKit
import WireframeSwiftUI

// The containers alone: a screen made, pushed onto a stack in a window and popped, by calling the
// stack directly (no wireframe, no turn), on the floor's stack (`ContainerFloor.swift`), the
// headless backend's and the SwiftUI models'. The three are timed in turn, repetition by
// repetition; every timed cycle must pop the screen it pushed.
extension SwiftUIBenchmark {
    /// One stack's cycles: `cycles(count)` runs `count` of them and returns how long they took
    /// and how many popped a screen.
    struct StackContender {
        let name: String
        let cycles: (Int) async throws(BenchmarkError) -> (elapsed: Duration, popped: Int)
    }

    /// The median nanoseconds per cycle of the floor's stack, the headless backend's and the
    /// SwiftUI models', in that order.
    static func containerCycles(
        _ harness: Harness,
        checks: inout Checks
    ) async throws(BenchmarkError) -> [(name: String, nanoseconds: Double)] {
        let contenders = [
            try await floorStack(),
            try await backendStack(
                "headless",
                in: HeadlessWindow(animationDuration: .zero),
                { try HeadlessStack("main", screens: [HeadlessScreen("home")]) },
                making: { HeadlessScreen($0) }
            ),
            try await backendStack(
                "SwiftUI models",
                in: SwiftUIWindow(limits: .iOS16),
                { try SwiftUIStack("main", screens: [SwiftUIScreen("home")]) },
                making: { SwiftUIScreen($0) }
            ),
        ]
        var cyclesRun = contenders.map { _ in 0 }
        var popped = contenders.map { _ in 0 }
        var passes: [Int] = []
        for (index, contender) in contenders.enumerated() {
            passes.append(
                try await harness.count(startingAt: 64) { count throws(BenchmarkError) in
                    let run = try await contender.cycles(count)
                    cyclesRun[index] += count
                    popped[index] += run.popped
                    return run.elapsed
                }
            )
        }
        var samples = contenders.map { _ in [Double]() }
        for _ in 0..<harness.repetitions {
            for (index, contender) in contenders.enumerated() {
                let run = try await contender.cycles(passes[index])
                cyclesRun[index] += passes[index]
                popped[index] += run.popped
                samples[index].append(run.elapsed.nanoseconds / Double(passes[index]))
            }
        }
        let short = contenders.indices.filter { popped[$0] != cyclesRun[$0] }.map { index in
            "\(contenders[index].name) popped \(popped[index]) screens in \(cyclesRun[index]) cycles"
        }
        checks.report(
            short.isEmpty ? nil : "containers: " + short.joined(separator: "; "),
            passed: "containers: every cycle of \(contenders.map(\.name).joined(separator: ", ")) pushed a "
                + "screen and popped it"
        )
        return zip(contenders, samples).map { ($0.name, median($1)) }
    }

    /// The floor's stack over `home`, in its window.
    private static func floorStack() async throws(BenchmarkError) -> StackContender {
        let window = FloorWindow()
        let stack = FloorScreen("main")
        try await stack.push(FloorScreen("home"))
        window.setRoot(stack)
        return StackContender(name: "floor") { count throws(BenchmarkError) in
            let clock = ContinuousClock()
            var popped = 0
            let start = clock.now
            for index in 0..<count {
                try await stack.push(FloorScreen(names[index % names.count]))
                if try await stack.pop() != nil { popped += 1 }
            }
            let elapsed = clock.now - start
            withExtendedLifetime(window) {}
            return (elapsed, popped)
        }
    }

    /// A backend's stack, made by `stack` (over `home`), shown in `window`; each cycle pushes a
    /// screen `make` makes.
    private static func backendStack<Stack: StackContainer>(
        _ name: String,
        in window: some RootContainer,
        _ stack: () throws -> Stack,
        making make: @escaping (String) -> any Screen
    ) async throws(BenchmarkError) -> StackContender {
        let shown: Stack
        do {
            shown = try stack()
            try await window.setRoot(shown, animated: false)
        } catch {
            throw BenchmarkError("the \(name) stack could not be shown: \(error)")
        }
        return StackContender(name: name) { count throws(BenchmarkError) in
            try await cycles(count, onto: shown, window, making: make)
        }
    }

    /// `count` cycles on a backend's `stack`, each pushing a screen `make` makes and popping it.
    /// `window` is held for as long as the cycles run.
    private static func cycles(
        _ count: Int,
        onto stack: some StackContainer,
        _ window: some RootContainer,
        making make: (String) -> any Screen
    ) async throws(BenchmarkError) -> (elapsed: Duration, popped: Int) {
        let clock = ContinuousClock()
        var popped = 0
        let start = clock.now
        do {
            for index in 0..<count {
                try await stack.push(make(names[index % names.count]), animated: false)
                if try await stack.pop(animated: false) != nil { popped += 1 }
            }
        } catch {
            throw BenchmarkError("a push or pop on \(stack.screenIdentifier) failed: \(error)")
        }
        let elapsed = clock.now - start
        withExtendedLifetime(window) {}
        return (elapsed, popped)
    }

    /// The identifiers of the pushed screens, as the pipeline's URLs name them.
    private static let names = (0..<64).map { "section\($0)/items/42" }
}
