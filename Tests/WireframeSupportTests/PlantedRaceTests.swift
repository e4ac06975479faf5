import Foundation
import Testing
import WireframeSupport

// A race planted on purpose, to show that the Thread Sanitizer step finds one: one thread
// increments a counter inside `Lock.withLock`, another increments the same counter without the
// lock. It runs only when WIREFRAME_PLANTED_RACE=1, which `.ci/planted-race.sh` sets; that
// script runs it under `swift test --sanitize=thread` and fails unless TSan reports this race,
// on the counter made on the line marked `planted counter`, and nothing else: a report inside
// the lock would be a race of our own synchronisation, which LockTests'
// `aLockOverNothingGuardsStateKeptOutsideIt` holds the lock to in the TSan step.
//
// Two threads of their own, not two tasks: tasks on the cooperative pool may run one after the
// other on one thread, which TSan rightly sees as ordered, so the plant was reported only when
// the pool happened to run them apart (the step passed anyway, on a report inside the lock).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["WIREFRAME_PLANTED_RACE"] == "1"))
struct PlantedRaceTests {
    /// Shared without synchronisation of its own; `@unchecked` is the plant.
    final class Counter: @unchecked Sendable {
        var value = 0
    }

    @Test func anUnlockedWriteBesideALockedOneIsAReportedRace() {
        let counter = Counter()  // planted counter: the report must name this line
        let lock = Lock(())
        let increments = 10_000
        let done = DispatchGroup()
        for locked in [true, false] {
            done.enter()
            Thread.detachNewThread {
                for _ in 0..<increments {
                    if locked {
                        lock.withLock { _ in counter.value += 1 }
                    } else {
                        counter.value += 1
                    }
                }
                done.leave()
            }
        }
        done.wait()
        // Some increments may be lost: that is the race. TSan's report is what the script checks.
        #expect((1...2 * increments).contains(counter.value))
    }
}
