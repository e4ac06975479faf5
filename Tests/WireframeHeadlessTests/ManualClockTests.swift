import Testing
import WireframeHeadless
import WireframeTestSupport

struct ManualClockTests {
    @Test func timeMovesOnlyWhenAdvanced() {
        let clock = ManualClock()
        #expect(clock.now == ManualClock.Instant(offset: .zero))
        clock.advance(by: .seconds(2))
        #expect(clock.now == ManualClock.Instant(offset: .seconds(2)))
        #expect(clock.minimumResolution == .zero)
    }

    @Test func timeNeverGoesBack() {
        let clock = ManualClock(now: ManualClock.Instant(offset: .seconds(5)))
        clock.advance(by: .seconds(-1))
        clock.advance(to: ManualClock.Instant(offset: .seconds(1)))
        #expect(clock.now.offset == .seconds(5))
    }

    @Test func instantsMeasureDurations() {
        let start = ManualClock.Instant(offset: .seconds(1))
        let later = start.advanced(by: .milliseconds(500))
        #expect(start.duration(to: later) == .milliseconds(500))
        #expect(start < later)
    }

    @Test func aSleeperWakesAtItsDeadline() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        try await clock.waitForSleepers()
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(clock.sleeperCount == 0)
        try await sleeper.value
    }

    @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(1))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func sleepersWakeInDeadlineOrder() async throws {
        let clock = ManualClock()
        let order = OrderLog()
        let late = Task {
            try await clock.sleep(until: ManualClock.Instant(offset: .seconds(3)))
            await order.append("late")
        }
        try await clock.waitForSleepers(count: 1)
        let early = Task {
            try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
            await order.append("early")
        }
        try await clock.waitForSleepers(count: 2)
        clock.advance(by: .seconds(1))
        try await early.value
        #expect(await order.entries == ["early"])
        clock.advance(by: .seconds(5))
        try await late.value
        #expect(await order.entries == ["early", "late"])
    }

    @Test func advancingPastSeveralDeadlinesWakesThemAll() async throws {
        let clock = ManualClock()
        let sleepers = (1...3).map { seconds in
            Task { try await clock.sleep(for: .seconds(seconds)) }
        }
        try await clock.waitForSleepers(count: 3)
        clock.advance(by: .seconds(10))
        for sleeper in sleepers { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsCancellationError() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        try await clock.waitForSleepers()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledTaskDoesNotSleep() async throws {
        let clock = ManualClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingAWaiterForSleepersThrows() async throws {
        let clock = ManualClock()
        let waiter = Task { try await clock.waitForSleepers(count: 1) }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
    }

    @Test func theClockIsSafeFromManyThreads() async throws {
        let clock = ManualClock()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    try await clock.sleep(
                        until: ManualClock.Instant(offset: .milliseconds(index % 7))
                    )
                }
            }
            group.addTask {
                try await clock.waitForSleepers(count: 1)
                for _ in 0..<100 {
                    clock.advance(by: .milliseconds(1))
                    await Task.yield()
                }
            }
            try await group.waitForAll()
        }
        #expect(clock.sleeperCount == 0)
    }
}

/// Records the order in which tasks reach a point.
private actor OrderLog {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
