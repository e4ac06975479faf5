import Testing
import WireframeSupport
import WireframeTestSupport

/// Iterates a stream in a task of its own and keeps what it gets, so that a test can wait for a
/// number of elements, or for the end, with a bound instead of hanging.
final class StreamRecorder<Element: Sendable>: Sendable {
    private let state = Lock<(elements: [Element], ended: Bool)>(([], false))
    private let task: Task<Void, Never>

    init(_ stream: AsyncStream<Element>) {
        let state = self.state
        task = Task {
            for await element in stream { state.withLock { $0.elements.append(element) } }
            state.withLock { $0.ended = true }
        }
    }

    deinit { task.cancel() }

    /// What the stream yielded so far.
    var elements: [Element] { state.withLock { $0.elements } }

    /// Whether the stream has ended.
    var ended: Bool { state.withLock { $0.ended } }

    /// Stops iterating: the stream is terminated, as when a consumer's task is cancelled.
    func cancel() { task.cancel() }

    /// Waits until `condition` holds of the elements and the end; records an issue and returns
    /// false if it does not within `limit`.
    ///
    /// The limit only keeps a broken stream from hanging the run, so it is generous: under
    /// AddressSanitizer, with the whole suite running, tests that keep the cooperative pool's
    /// threads busy left this waiter and the recorder's task unscheduled for 30 to 40 seconds.
    /// The condition is checked once more after the sleep that crossed the deadline, so a waiter
    /// woken late is not failed for the time it was not run.
    @discardableResult
    func waitUntil(
        within limit: Duration = .seconds(120),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (_ elements: [Element], _ ended: Bool) -> Bool
    ) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while true {
            let (elements, ended) = state.withLock { ($0.elements, $0.ended) }
            if condition(elements, ended) { return true }
            if clock.now >= deadline { break }
            try? await Task.sleep(for: .milliseconds(1))
        }
        let (elements, ended) = state.withLock { ($0.elements, $0.ended) }
        Issue.record(
            "the stream did not get there within \(limit): \(elements), ended: \(ended)",
            sourceLocation: sourceLocation
        )
        return false
    }

    /// Waits until the stream has yielded `count` elements.
    @discardableResult
    func waitForCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        await waitUntil(sourceLocation: sourceLocation) { elements, _ in elements.count >= count }
    }

    /// Waits until the stream has ended.
    @discardableResult
    func waitForEnd(sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        await waitUntil(sourceLocation: sourceLocation) { _, ended in ended }
    }
}
