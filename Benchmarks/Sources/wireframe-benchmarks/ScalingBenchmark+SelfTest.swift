import Foundation

// The growth check's own test, run with the scaling cases: a check that flips under load, or
// one that a repeat could fool, is no check. Two planted operations go through the same
// measuring and judging as the cases: a linear one whose first timing at 4× its size runs on a
// "loaded machine" (it does its work twelve times over, as a machine twelve times slower would
// for as long as one size's repetitions take), which must pass; and a quadratic one, which must
// fail however often it is repeated.
extension ScalingBenchmark {
    /// Sorts `size` numbers; while `disturbed` says so, twelve times over.
    static func plantedLinear(disturbed: @escaping @MainActor (Int) -> Bool) -> Case {
        Case(
            name: "planted: sort n numbers on a loaded machine",
            unit: "numbers",
            baseSize: 20_000,
            quickBaseSize: 20_000
        ) { size in
            let numbers = randomNumbers(size)
            let times = disturbed(size) ? 12 : 1
            return {
                var sorted: [UInt64] = []
                for _ in 0..<times { sorted = numbers.sorted() }
                return zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 } ? nil : "the numbers are not sorted"
            }
        }
    }

    /// Counts, for each of `size` numbers, the numbers below it, comparing every pair.
    static let plantedQuadratic = Case(
        name: "planted: compare every pair of n numbers",
        unit: "numbers",
        baseSize: 1_000,
        quickBaseSize: 1_000
    ) { size in
        let numbers = randomNumbers(size)
        return {
            var below = 0
            for number in numbers {
                for other in numbers where other < number { below += 1 }
            }
            return below == size * (size - 1) / 2 ? nil : "the pairs were not all compared"
        }
    }

    /// `size` numbers, the same for a size in every run.
    static func randomNumbers(_ size: Int) -> [UInt64] {
        var random = SplitMix64(seed: UInt64(size))
        return (0..<size).map { _ in random.next() }
    }

    /// Runs the planted operations through the check; fails the run when the check passes the
    /// quadratic one or fails the linear one.
    static func selfTest(repetitions: Int, checks: inout Checks) async throws(BenchmarkError) {
        final class Load {
            var runsAt4x = 0
        }
        let load = Load()
        let linear = plantedLinear { size in
            guard size == 4 * 20_000 else { return false }
            load.runsAt4x += 1
            return load.runsAt4x <= repetitions
        }
        let disturbed = try await judgedRow(of: linear, base: linear.baseSize, repetitions: repetitions)
        let quadratic = try await judgedRow(
            of: plantedQuadratic,
            base: plantedQuadratic.baseSize,
            repetitions: repetitions
        )
        checks.report(
            disturbed.growth4 > maximumGrowth
                ? "scaling self-test: a linear operation timed once on a loaded machine was judged super-linear "
                    + "(4× the size cost \(formatted(disturbed.growth4, decimals: 1))× the time after "
                    + "\(disturbed.attempts) attempt(s))"
                : nil,
            passed: "scaling self-test: a linear operation disturbed by load in its first attempt passes "
                + "(\(formatted(disturbed.growth4, decimals: 1))× after \(disturbed.attempts) attempts)"
        )
        checks.report(
            quadratic.growth4 <= maximumGrowth
                ? "scaling self-test: a quadratic operation was judged linear "
                    + "(4× the size cost \(formatted(quadratic.growth4, decimals: 1))× the time)"
                : nil,
            passed: "scaling self-test: a quadratic operation fails "
                + "(\(formatted(quadratic.growth4, decimals: 1))× after \(quadratic.attempts) attempts)"
        )
    }
}
