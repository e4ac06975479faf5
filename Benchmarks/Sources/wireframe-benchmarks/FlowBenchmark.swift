import WireframeFlow

/// FlowContext's typed reads, writes and updates (a read and a write in one step) against the
/// floor (a `[String: any Sendable]` behind the same lock), from one task and from eight at once,
/// and a read that goes three parents up.
/// See Benchmarks/README.md for each row.
enum FlowBenchmark {
    static let contendingTasks = 8

    static func run(_ options: RunOptions, checks: inout Checks) async {
        let harness = options.harness
        if options.profileFlow {
            profile()
            return
        }
        print("Flow context: reads, writes and updates (+1) of 8 Int values, \(flowOperationsPerPass) per pass,")
        print("median of \(harness.repetitions) repetitions. ours = FlowContext with typed keys (FlowContextKey);")
        print("floor = [String: any Sendable] behind the same Lock, no typing, no chain, no cast.")
        print("\(contendingTasks) tasks: as many passes at once on one context, on the cooperative pool.")
        print("")

        let root = FlowContext()
        let ours = FlowContender(context: root)
        let floor = FlowFloorContender()
        _ = ours.writePass(1)
        _ = floor.writePass(1)
        // Three parents up: the values are all in the root; the leaf and the two between hold none.
        let child = root.branch()
        let grandchild = child.branch()
        let leaf = FlowContender(context: grandchild.branch())
        check(ours, floor, leaf, checks: &checks)

        // Every write pass writes the same values, so every read pass reads the same sum: each
        // timed pass is checked against the checksum of its work.
        let single = harness.nanosecondsPerOperation(
            [
                .init(name: "ours read", operationsPerPass: flowOperationsPerPass, expectedChecksum: flowReadChecksum) {
                    ours.readPass()
                },
                .init(
                    name: "floor read",
                    operationsPerPass: flowOperationsPerPass,
                    expectedChecksum: flowFloorReadChecksum
                ) { floor.readPass() },
                .init(name: "ours write", operationsPerPass: flowOperationsPerPass, expectedChecksum: flowWriteChecksum)
                {
                    ours.writePass(0)
                },
                .init(
                    name: "floor write",
                    operationsPerPass: flowOperationsPerPass,
                    expectedChecksum: flowWriteChecksum
                ) { floor.writePass(0) },
                .init(
                    name: "ours read 3 up",
                    operationsPerPass: flowOperationsPerPass,
                    expectedChecksum: flowReadChecksum
                ) { leaf.readPass() },
                .init(
                    name: "ours update",
                    operationsPerPass: flowOperationsPerPass,
                    expectedChecksum: flowUpdateChecksum
                ) { ours.updatePass() },
                .init(
                    name: "floor update",
                    operationsPerPass: flowOperationsPerPass,
                    expectedChecksum: flowUpdateChecksum
                ) { floor.updatePass() },
            ],
            context: "flow context, 1 task",
            checks: &checks
        )
        let contended = await contendedNanosecondsPerOperation(
            harness,
            [
                { _ in ours.readPass() },
                { _ in floor.readPass() },
                { ours.writePass($0) },
                { floor.writePass($0) },
                { _ in ours.updatePass() },
                { _ in floor.updatePass() },
            ]
        )
        withExtendedLifetime((child, grandchild)) {}

        var table = TextTable(headers: [
            "operation", "tasks", "ours ns", "floor ns", "ours Mops/s", "floor Mops/s", "ours/floor",
        ])
        func row(_ name: String, _ tasks: Int, _ our: Double, _ floorTime: Double) {
            table.append([
                name, "\(tasks)", formatted(our, decimals: 1), formatted(floorTime, decimals: 1),
                formatted(1_000 / our, decimals: 1), formatted(1_000 / floorTime, decimals: 1),
                formatted(our / floorTime, decimals: 2),
            ])
        }
        row("typed read", 1, single[0], single[1])
        row("typed write", 1, single[2], single[3])
        row("typed read", contendingTasks, contended[0], contended[1])
        row("typed write", contendingTasks, contended[2], contended[3])
        row("typed update", 1, single[5], single[6])
        row("typed update", contendingTasks, contended[4], contended[5])
        row("read 3 parents up", 1, single[4], single[1])
        print(table.rendered)
        print("")
        print("flow read 3 parents up / read of its own: \(formatted(single[4] / single[0], decimals: 2))")
        print("flow read ratio vs floor: \(formatted(single[0] / single[1], decimals: 2))")
        print("flow write ratio vs floor: \(formatted(single[2] / single[3], decimals: 2))")
        print("flow update ratio vs floor: \(formatted(single[5] / single[6], decimals: 2))")
    }

    static let profiledPassCount = 2_000

    /// A fixed number of passes of each contender, no timing: for profilers such as
    /// `valgrind --tool=callgrind`. The passes run in `profiledFlowPasses`, so
    /// `--toggle-collect='*profiledFlowPasses*'` leaves out the set-up.
    static func profile() {
        let root = FlowContext()
        let child = root.branch()
        let grandchild = child.branch()
        let leaf = FlowContender(context: grandchild.branch())
        let checksum = profiledFlowPasses(FlowContender(context: root), FlowFloorContender(), leaf)
        withExtendedLifetime((child, grandchild)) {}
        print("profiled \(profiledPassCount) passes of each contender (checksum \(checksum))")
    }

    @inline(never)
    static func profiledFlowPasses(_ ours: FlowContender, _ floor: FlowFloorContender, _ leaf: FlowContender) -> UInt64
    {
        var checksum: UInt64 = 0
        for pass in 0..<profiledPassCount {
            checksum &+= ours.writePass(pass)
            checksum &+= floor.writePass(pass)
            checksum &+= ours.readPass()
            checksum &+= floor.readPass()
            checksum &+= leaf.readPass()
            checksum &+= ours.updatePass()
            checksum &+= floor.updatePass()
        }
        return checksum
    }

    /// Before timing: each contender reads back what it wrote, the leaf reads the root's values.
    static func check(
        _ ours: FlowContender,
        _ floor: FlowFloorContender,
        _ leaf: FlowContender,
        checks: inout Checks
    ) {
        _ = ours.writePass(0)
        _ = floor.writePass(0)
        let readsBack =
            ours.readPass() == flowReadChecksum && leaf.readPass() == flowReadChecksum
            && floor.readPass() == flowFloorReadChecksum
        checks.report(
            readsBack ? nil : "flow context: a contender does not read back what was written",
            passed: "flow context: typed keys read back their writes, three parents down too; "
                + "the floor finds its 8 names"
        )
        // An update pass counts every key up to where a write pass leaves it, as reads then see.
        let updates = ours.updatePass() == flowUpdateChecksum && floor.updatePass() == flowUpdateChecksum
        let updatedValues = ours.readPass() == flowReadChecksum && leaf.readPass() == flowReadChecksum
        checks.report(
            updates && updatedValues ? nil : "flow context: an update pass did not count every key up",
            passed: "flow context: update passes count every key up by one per round, ours and the floor's"
        )
    }

    /// Median nanoseconds per operation of each contender, run as ``contendingTasks`` tasks at
    /// once (each task a whole number of passes); repetitions interleaved as ``Harness`` does.
    static func contendedNanosecondsPerOperation(
        _ harness: Harness,
        _ passes: [@Sendable (Int) -> UInt64]
    ) async -> [Double] {
        let clock = ContinuousClock()
        var passesPerTask: [Int] = []
        for pass in passes {
            passesPerTask.append(
                await harness.count(startingAt: 1) { count in
                    await timed(pass, tasks: contendingTasks, passesPerTask: count, clock)
                }
            )
        }
        var samples = Array(repeating: [Double](), count: passes.count)
        for _ in 0..<harness.repetitions {
            for (index, pass) in passes.enumerated() {
                let count = passesPerTask[index]
                let elapsed = await timed(pass, tasks: contendingTasks, passesPerTask: count, clock)
                samples[index].append(
                    elapsed.nanoseconds / Double(contendingTasks * count * flowOperationsPerPass)
                )
            }
        }
        return samples.map(median)
    }

    /// The wall time of `tasks` tasks each running `passesPerTask` passes.
    static func timed(
        _ pass: @escaping @Sendable (Int) -> UInt64,
        tasks: Int,
        passesPerTask: Int,
        _ clock: ContinuousClock
    ) async -> Duration {
        let start = clock.now
        let checksum = await withTaskGroup(of: UInt64.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var checksum: UInt64 = 0
                    for round in 0..<passesPerTask { checksum &+= pass(task &* 1_000_003 &+ round) }
                    return checksum
                }
            }
            return await group.reduce(0, &+)
        }
        let elapsed = clock.now - start
        consume(checksum)
        return elapsed
    }
}
