import WireframeHeadless
import WireframeKit

// The queue's cases: every request waits behind a turn held on purpose, so that the queue holds
// `size` waiters when the timed part starts.
extension ScalingBenchmark {
    /// A turn that holds the wireframe's queue until released.
    @MainActor
    final class HeldTurn {
        private var continuation: CheckedContinuation<Void, Never>?
        private(set) var isHeld = false

        /// Takes the wireframe's turn and keeps it until ``release()``.
        func hold(_ wireframe: Wireframe) -> Task<Void, any Error> {
            Task { @MainActor in
                try await wireframe.inTurn(named: "hold") { _ in
                    self.isHeld = true
                    await withCheckedContinuation { self.continuation = $0 }
                }
            }
        }

        func release() {
            continuation?.resume()
            continuation = nil
        }
    }

    /// `size` requests waiting behind a held turn, cancelled newest first: each cancellation
    /// takes its waiter out of the queue.
    // Sized as the issue that asked for the row measured the queue: 10 000, 20 000 and 40 000
    // waiting requests, with --quick too. No step of the queue grows with its length (each
    // waiter is found by its ticket; a cancellation resumes its waiter on the cancelling thread),
    // but each waiting request keeps its task and frames, about 3.6 KB, and cancelling touches
    // all of them twice (the cancellation, then the task's unwinding). From a base of 2 000
    // (7 MB, inside this machine's 32 MB L3 cache) to 8 000 (29 MB, at its edge) the growth
    // measured 7.5–8.8× at 4× although the time per request only went from 1.1–1.5 µs to
    // 2.3–3.4 µs: the cache, not the queue. From 10 000 on every size is past the cache, and
    // the growth reads the queue's own cost.
    static let cancelWaiting = Case(
        name: "cancel n waiting requests",
        unit: "requests",
        baseSize: 10_000,
        quickBaseSize: 10_000
    ) { size in
        let (wireframe, window, held, holder) = try await heldWireframe()
        var waiting: [Task<Void, any Error>] = []
        for _ in 0..<size {
            waiting.append(Task { @MainActor in try await wireframe.inTurn(named: "waits") { _ in } })
        }
        while wireframe.navigator.waitingTurnCount < size { await Task.yield() }
        return {
            for task in waiting.reversed() { task.cancel() }
            var cancelled = 0
            for task in waiting where (try? await task.value) == nil { cancelled += 1 }
            held.release()
            try await holder.value
            withExtendedLifetime(window) {}
            return cancelled == size && wireframe.navigator.waitingTurnCount == 0
                ? nil : "not every waiter was cancelled"
        }
    }

    /// `size` requests waiting behind a held turn, then served in order once it is released:
    /// each hand-over gives the queue to the next waiter.
    static let requestsThroughQueue = Case(
        name: "n requests through the queue",
        unit: "requests",
        baseSize: 2_000,
        quickBaseSize: 500
    ) { size in
        let (wireframe, window, held, holder) = try await heldWireframe()
        var served: [Int] = []
        var waiting: [Task<Void, any Error>] = []
        for index in 0..<size {
            waiting.append(
                Task { @MainActor in try await wireframe.inTurn(named: "waits") { _ in served.append(index) } }
            )
        }
        while wireframe.navigator.waitingTurnCount < size { await Task.yield() }
        return {
            held.release()
            try await holder.value
            for task in waiting { try await task.value }
            withExtendedLifetime(window) {}
            return served == Array(0..<size) ? nil : "the requests were not served once each, in order"
        }
    }

    /// A wireframe attached to a window, its queue held by a turn; the caller keeps the window
    /// alive (a wireframe holds its window weakly, as an app's window outlives it).
    private static func heldWireframe() async throws -> (Wireframe, HeadlessWindow, HeldTurn, Task<Void, any Error>) {
        let window = HeadlessWindow()
        try await window.setRoot(HeadlessScreen("root"), animated: false)
        let wireframe = Wireframe()
        wireframe.attach(root: window)
        let held = HeldTurn()
        let holder = held.hold(wireframe)
        while !held.isHeld { await Task.yield() }
        return (wireframe, window, held, holder)
    }
}
