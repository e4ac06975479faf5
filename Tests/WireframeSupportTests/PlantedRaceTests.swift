import Foundation
import Testing
import WireframeSupport

// A race planted on purpose, to show that the Thread Sanitizer step finds one: one task
// increments a counter inside `Lock.withLock`, another increments the same counter without the
// lock. It runs only when WIREFRAME_PLANTED_RACE=1, which `.ci/planted-race.sh` sets; that
// script runs it under `swift test --sanitize=thread` and fails unless TSan reports the race
// with `PlantedRaceTests` in the stack.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["WIREFRAME_PLANTED_RACE"] == "1"))
struct PlantedRaceTests {
    /// Shared without synchronisation of its own; `@unchecked` is the plant.
    final class Counter: @unchecked Sendable {
        var value = 0
    }

    @Test func anUnlockedWriteBesideALockedOneIsAReportedRace() async {
        let counter = Counter()
        let lock = Lock(())
        let increments = 10_000
        async let locked: Void = {
            for _ in 0..<increments { lock.withLock { _ in counter.value += 1 } }
        }()
        async let unlocked: Void = {
            for _ in 0..<increments { counter.value += 1 }
        }()
        _ = await (locked, unlocked)
        // Some increments may be lost: that is the race. TSan's report is what the script checks.
        #expect((1...2 * increments).contains(counter.value))
    }
}
