import Foundation
import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// A seeded, randomised run of the queue checked against a sequential model: pushes, back,
/// routes that fail, requests from detached tasks, cancellations while waiting and while
/// running, and a first batch made before the root is attached. Each batch is queued behind a
/// turn held on purpose, one request at a time, so that the order of arrival is known; the model
/// then says what each request does and what the stack holds after all of them.
///
/// Small for CI. `WIREFRAME_QUEUE_SEED=<n>` replays one seed; `WIREFRAME_QUEUE_ROUNDS=<n>` runs
/// that many batches (default 6) of up to 40 requests. Every failure names the seed.
@MainActor
@Suite("Wireframe: randomised queue against a sequential model", .timeLimit(.minutes(10)))
struct RandomisedQueueTests {
    /// SplitMix64: small, seedable, the same on every platform.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    enum Operation {
        case push(Int)
        case back
        case noRoute
    }

    /// What the model says a request does to the stack, and the code of the error it fails
    /// with, if any (the wireframe's for a route, the navigator's for going back).
    static func apply(_ operation: Operation, to stack: inout [String]) -> String? {
        switch operation {
        case .push(let n):
            stack.append("message:\(n)")
            return nil
        case .back:
            guard stack.count > 1 else { return "\(NavigationError.Code.nothingToGoBack)" }
            stack.removeLast()
            return nil
        case .noRoute: return "\(WireframeError.Code.noRoute)"
        }
    }

    /// The code and message of what a request threw.
    static func codeAndMessage(of error: any Error) -> (code: String, message: String) {
        switch error {
        case let error as WireframeError: ("\(error.code)", error.message)
        case let error as NavigationError: ("\(error.code)", error.message)
        default: ("\(error)", "\(error)")
        }
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["WIREFRAME_QUEUE_SEED"].flatMap(UInt64.init)
            ?? UInt64(Date().timeIntervalSince1970 * 1_000) % 1_000_000
    }

    static var rounds: Int {
        ProcessInfo.processInfo.environment["WIREFRAME_QUEUE_ROUNDS"].flatMap(Int.init) ?? 6
    }

    @Test("every request is served once, in order, as the model says; the stack ends as the model's")
    func againstTheModel() async throws {
        let seed = Self.seed
        var random = Generator(state: seed)
        let fixture = try await WireframeFixture(attached: false)
        let wireframe = fixture.wireframe
        var model = ["inbox"]
        for round in 0..<Self.rounds {
            // Round 0 queues before the root is attached; later rounds behind a turn held open.
            var release: CheckedContinuation<Void, Never>?
            var holder: Task<Void, any Error>?
            if round > 0 {
                holder = Task {
                    try await wireframe.inTurn(named: "hold") { _ in
                        await withCheckedContinuation { release = $0 }
                    }
                }
                try await waitUntil("the holder has the turn") { release != nil }
            }
            var requests: [(Operation, Task<Void, any Error>, cancelledWaiting: Bool, cancelLater: Bool)] = []
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                let operation: Operation =
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0..<5: .push(Int.random(in: 0..<1_000, using: &random))
                    case 5..<9: .back
                    default: .noRoute
                    }
                let run: @Sendable () async throws -> Void = {
                    switch operation {
                    case .push(let n): _ = try await wireframe.route(to: "/messages/\(n)", option: .push)
                    case .back: _ = try await wireframe.navigator.back()
                    case .noRoute: _ = try await wireframe.route(to: "/nowhere")
                    }
                }
                let waiting = wireframe.navigator.waitingTurnCount
                let task = Bool.random(using: &random) ? Task { try await run() } : Task.detached { try await run() }
                try await waitUntil("request \(requests.count) waits (seed \(seed))") {
                    wireframe.navigator.waitingTurnCount == waiting + 1
                }
                let cancel = Int.random(in: 0..<100, using: &random) < 15
                if cancel {
                    task.cancel()
                    try await waitUntil("the cancelled request leaves the queue (seed \(seed))") {
                        wireframe.navigator.waitingTurnCount == waiting
                    }
                }
                requests.append((operation, task, cancel, !cancel && Int.random(in: 0..<100, using: &random) < 10))
            }
            if round == 0 { wireframe.attach(root: fixture.window) } else { release?.resume() }
            // Cancelled while the queue runs: each either runs whole before it sees the
            // cancellation or fails as cancelled having changed nothing.
            for request in requests where request.cancelLater { request.1.cancel() }
            try await holder?.value
            for (index, (operation, task, cancelledWaiting, cancelLater)) in requests.enumerated() {
                let place = "seed \(seed), round \(round), request \(index)"
                var after = model
                let expected = cancelledWaiting ? "cancelled" : Self.apply(operation, to: &after)
                do {
                    try await task.value
                    #expect(expected == nil, "\(place): expected \(expected.map { "\($0)" } ?? "")")
                    model = after
                } catch {
                    let (code, message) = Self.codeAndMessage(of: error)
                    if cancelLater, code == "cancelled" { continue }
                    #expect(code == expected, "\(place): \(message)")
                    model = after
                }
            }
            let screens = fixture.stack.screens.map(\.screenIdentifier)
            #expect(screens == model, "seed \(seed), round \(round): the stack is not the model's")
            if screens != model { return }
        }
    }
}
