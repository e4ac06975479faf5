import Testing
import WireframeHeadless
import WireframeTestSupport

// Thousands of tasks on one clock at once: these are what the Thread Sanitizer run has to look
// at (every access goes through the clock's lock), and they check that nothing is lost when
// calls overlap.
struct ManualClockContentionTests {
    static let taskCount = 2_000

    @Test func concurrentAdvancesEachMoveTimeOn() async {
        let clock = ManualClock()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<Self.taskCount {
                group.addTask { clock.advance(by: .milliseconds(1)) }
            }
        }
        #expect(clock.now.offset == .milliseconds(Self.taskCount))
    }

    @Test func thousandsOfSleepersAllWakeWhileTimeMovesConcurrently() async throws {
        let clock = ManualClock()
        let deadline = ManualClock.Instant(offset: .milliseconds(Self.taskCount))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 1...Self.taskCount {
                group.addTask {
                    try await clock.sleep(until: ManualClock.Instant(offset: .milliseconds(index)))
                    #expect(clock.now >= ManualClock.Instant(offset: .milliseconds(index)))
                }
            }
            group.addTask {
                await withTaskGroup(of: Void.self) { advancers in
                    for _ in 0..<Self.taskCount {
                        advancers.addTask {
                            _ = clock.sleeperCount
                            clock.advance(by: .milliseconds(1))
                        }
                    }
                }
                // The advances add up to the last deadline, whatever their interleaving; a
                // sleeper that arrives after that is due at once.
                #expect(clock.now == deadline)
                clock.advance(to: deadline)
            }
            try await group.waitForAll()
        }
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingThousandsOfSleepersWhileOthersWakeLosesNone() async throws {
        let clock = ManualClock()
        let sleepers = (0..<Self.taskCount).map { index in
            Task { try await clock.sleep(for: .milliseconds(index % 2 == 0 ? 1 : 1_000_000)) }
        }
        try await clock.waitForSleepers(count: Self.taskCount)
        await withTaskGroup(of: Void.self) { group in
            for (index, sleeper) in sleepers.enumerated() where index % 2 == 1 {
                group.addTask { sleeper.cancel() }
            }
            group.addTask { clock.advance(by: .milliseconds(1)) }
        }
        var woken = 0
        var cancelled = 0
        for sleeper in sleepers {
            do {
                try await sleeper.value
                woken += 1
            } catch is CancellationError {
                cancelled += 1
            }
        }
        #expect(woken == Self.taskCount / 2)
        #expect(cancelled == Self.taskCount / 2)
        #expect(clock.sleeperCount == 0)
    }
}
