import Foundation

/// How each operation that should cost time in proportion to its size grows: every case runs at
/// 1×, 2× and 4× its base size, and the run prints the growth ratios time(2×)/time(1×) and
/// time(4×)/time(1×). A linear operation's 4× ratio is about 4, a quadratic one's about 16; a
/// ratio above ``maximumGrowth`` fails the run, `--quick` included, so that CI sees a linear
/// operation turn super-linear.
///
/// Each figure is the best of several timed runs, with fresh set-up before each run and outside
/// the timing. See ScalingBenchmark+Cases.swift for the cases.
@MainActor
enum ScalingBenchmark {
    /// One operation, timed at three sizes.
    struct Case {
        let name: String
        /// What the size counts, for the table.
        let unit: String
        let baseSize: Int
        let quickBaseSize: Int
        /// Sets up work of the given size, then returns the timed part: it runs the operation
        /// once and returns a failed check's message, or `nil` when the work was done.
        let prepare: @MainActor (Int) async throws -> @MainActor () async throws -> String?
    }

    // Why these measures hold on a loaded two-core machine: load only ever adds time, so the
    // best of several runs is the run that was least disturbed, and is stable where a mean or a
    // median is not. The check compares sizes of the same operation in the same run, never a
    // time with a goal, and its bound sits between linear growth (4) and quadratic growth (16)
    // with a factor of 2.5 either way; the base sizes are large enough that a super-linear term
    // dominates at 4× (dismissing a chain of 400 modals took 0.45 s when it was cubic), and the
    // smallest run lasts well above the clock's resolution.
    //
    // Load does not add to all sizes alike, though: with more runnable threads than cores, a run
    // longer than a time slice waits for its core and a shorter one does not, so the clock's 4×
    // growth of a linear operation read 6.5 (and once above 10) where its processor time's read
    // 3.8. The check judges processor time, and times a row that fails again before failing it.

    /// The most that 4× the size may cost over 1×.
    static let maximumGrowth = 10.0

    static func run(_ options: RunOptions, checks: inout Checks) async throws(BenchmarkError) {
        let repetitions = options.quick ? 5 : 9
        print("Scaling: each operation at 1×, 2× and 4× its size; best of \(repetitions) runs, set-up untimed.")
        print("growth = time at the size / time at 1×; linear ≈ 2 and 4, quadratic ≈ 4 and 16. A 4× growth")
        print("above \(formatted(maximumGrowth, decimals: 0)) fails the run.")
        if options.quick { print("--quick: smaller sizes and fewer runs; the growth check counts.") }
        print("")
        var table = TextTable(headers: [
            "operation", "1× size", "1× ms", "2× ms", "4× ms", "growth 2×", "growth 4×", "processor growth 4×",
        ])
        let only = ProcessInfo.processInfo.environment["SCALING_CASE"]
        for scalingCase in cases where only.map({ scalingCase.name.contains($0) }) ?? true {
            let base = options.quick ? scalingCase.quickBaseSize : scalingCase.baseSize
            let row = try await judgedRow(of: scalingCase, base: base, repetitions: repetitions)
            if let failure = row.failure { checks.fail(failure) }
            let best = row.best.map(\.wall)
            let growth2 = best[1] / best[0]
            let growth4 = row.growth4
            table.append([
                scalingCase.name, "\(base) \(scalingCase.unit)", formatted(best[0] * 1e3, decimals: 3),
                formatted(best[1] * 1e3, decimals: 3), formatted(best[2] * 1e3, decimals: 3),
                formatted(growth2, decimals: 2), formatted(best[2] / best[0], decimals: 2),
                formatted(growth4, decimals: 2) + (row.attempts > 1 ? " (\(row.attempts) tries)" : ""),
            ])
            checks.report(
                growth4 > maximumGrowth
                    ? "scaling, \(scalingCase.name): 4× the size costs \(formatted(growth4, decimals: 1))× the time "
                        + "(more than \(formatted(maximumGrowth, decimals: 0))×): it has turned super-linear"
                    : nil,
                passed: "scaling, \(scalingCase.name): 4× the size costs \(formatted(growth4, decimals: 1))× the time"
            )
        }
        try await selfTest(repetitions: repetitions, checks: &checks)
        print("")
        print(table.rendered)
    }

    /// One case's row: the best times at each size, the judged growth, how many times the row
    /// was timed, and the first failed check of its work.
    struct Row {
        var best: [Measure]
        /// Which size's growth over the first the check judges (the one at 4× the first).
        var judged: Int
        var attempts: Int
        var failure: String?
        /// The growth of the processor time from the first size to the judged one (1× to 4×):
        /// what the check judges.
        var growth4: Double { best[judged].processor / best[0].processor }
    }

    /// The best of an operation's timed runs: on the clock, and in processor time.
    struct Measure {
        var wall: Double
        var processor: Double
    }

    /// How many times a row is timed at most.
    static let maximumAttempts = 3

    /// Times `scalingCase` at `multipliers` times `base` (1×, 2× and 4× unless told), again
    /// while the growth at 4× is above `bound`, up to ``maximumAttempts`` times; the depth rows
    /// (DepthScalingBenchmark) are judged the same way.
    static func judgedRow(
        of scalingCase: Case,
        base: Int,
        multipliers: [Int] = [1, 2, 4],
        bound: Double = maximumGrowth,
        repetitions: Int
    ) async throws(BenchmarkError) -> Row {
        var row = Row(
            best: [],
            judged: multipliers.firstIndex(of: 4) ?? multipliers.count - 1,
            attempts: 0,
            failure: nil
        )
        while row.attempts < maximumAttempts, row.best.isEmpty || row.growth4 > bound {
            var best: [Measure] = []
            for size in multipliers.map({ $0 * base }) {
                let (time, failure) = try await bestTime(of: scalingCase, size: size, repetitions: repetitions)
                best.append(time)
                row.failure = row.failure ?? failure
            }
            row.attempts += 1
            if row.best.isEmpty || best[row.judged].processor / best[0].processor < row.growth4 { row.best = best }
        }
        return row
    }

    /// The best of `repetitions` timed runs of `scalingCase` at `size`, in seconds, and the
    /// first failed check of their work.
    private static func bestTime(
        of scalingCase: Case,
        size: Int,
        repetitions: Int
    ) async throws(BenchmarkError) -> (Measure, failure: String?) {
        let clock = ContinuousClock()
        var best = Measure(wall: .infinity, processor: .infinity)
        var failure: String?
        for _ in 0..<repetitions {
            do {
                let operation = try await scalingCase.prepare(size)
                var result: String?
                let processorStart = processorTime()
                let elapsed = try await clock.measure { result = try await operation() }
                let processor = processorTime() - processorStart
                failure = failure ?? result
                best.wall = min(best.wall, elapsed.nanoseconds / 1e9)
                best.processor = min(best.processor, processor)
            } catch {
                throw BenchmarkError("scaling, \(scalingCase.name) at \(size): \(error)")
            }
        }
        return (best, failure.map { "scaling, \(scalingCase.name) at \(size): \($0)" })
    }

    /// The processor time the process has used, in seconds (every thread's): the time an
    /// operation costs, which other programs on the machine do not add to as they add to the
    /// time on the clock.
    private static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
