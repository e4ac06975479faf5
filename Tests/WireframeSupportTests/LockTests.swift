import Testing
import WireframeSupport

struct LockTests {
    @Test func theStateIsWhatTheLastCriticalSectionLeft() {
        let lock = Lock([1, 2])
        lock.withLock { $0.append(3) }
        #expect(lock.withLock { $0 } == [1, 2, 3])
    }

    @Test func withLockReturnsWhatItsBodyReturns() {
        let lock = Lock("flow")
        #expect(lock.withLock { $0.count } == 4)
    }

    @Test func anErrorThrownInsideLeavesTheLockFree() {
        struct Refused: Error, Equatable {}
        let lock = Lock(0)
        #expect(throws: Refused()) {
            try lock.withLock { (state: inout Int) throws(Refused) in
                state = 1
                throw Refused()
            }
        }
        // The lock was released on the way out: taking it again does not block, and the change
        // made before the throw stays.
        #expect(lock.withLock { $0 } == 1)
    }

    // A read-modify-write from thousands of tasks at once: nothing is lost, and under Thread
    // Sanitizer (`swift test --sanitize=thread`) no race is reported, because TSan sees the
    // pthread mutex. PlantedRaceTests shows that it does report the same work done without it.
    @Test func incrementsFromThousandsOfTasksAllCount() async {
        let counter = Lock(0)
        let tasks = 4_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<10 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == tasks * 10)
    }

    @Test func aReferenceTypeReachedOnlyInsideTheLockIsSafeToShare() async {
        final class Tally {
            var names: [String] = []
        }
        let tally = Lock(Tally())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<1_000 {
                group.addTask { tally.withLock { $0.names.append("task \(index)") } }
            }
        }
        #expect(tally.withLock { Set($0.names).count } == 1_000)
    }
}
