/// Times work by repetition: each contender runs passes over its whole input until a repetition
/// lasts about ``targetRepetitionTime``; the result is the median time per operation over
/// ``repetitions`` repetitions. Contenders are interleaved repetition by repetition, so a slow
/// phase of the machine hits all of them alike.
///
/// Every pass returns a checksum of its results, and every pass the harness runs, timed or
/// not, must return the contender's `expectedChecksum`: a pass that skipped work or got a
/// result wrong is a failed check, not a fast figure.
struct Harness {
    /// One thing to time: `pass` does `operationsPerPass` operations and returns a checksum of
    /// their results, which the harness consumes so the work cannot be optimised away, and
    /// compares with `expectedChecksum`, worked out from the results by other means.
    struct Contender {
        let name: String
        let operationsPerPass: Int
        let expectedChecksum: UInt64
        let pass: () -> UInt64
    }

    var repetitions = 7
    var targetRepetitionTime: Duration = .milliseconds(200)

    /// How many times `pass` runs in one repetition: `pass(count)` runs `count` times and
    /// returns how long that took; `count` doubles from `start` until a run lasts a quarter of
    /// ``targetRepetitionTime`` (these runs warm caches up), then the count that fills a
    /// repetition is worked out from that run. At least 1.
    func count<Failure: Error>(
        startingAt start: Int,
        isolation: isolated (any Actor)? = #isolation,
        _ pass: (Int) async throws(Failure) -> Duration
    ) async throws(Failure) -> Int {
        var count = start
        while true {
            let elapsed = try await pass(count)
            if elapsed >= targetRepetitionTime / 4 { return filling(count, took: elapsed) }
            count *= 2
        }
    }

    /// ``count(startingAt:_:)`` for a synchronous `pass`.
    func count(startingAt start: Int, _ pass: (Int) -> Duration) -> Int {
        var count = start
        while true {
            let elapsed = pass(count)
            if elapsed >= targetRepetitionTime / 4 { return filling(count, took: elapsed) }
            count *= 2
        }
    }

    /// How many of something of which `count` took `elapsed` fill one repetition.
    func filling(_ count: Int, took elapsed: Duration) -> Int {
        let each = elapsed.nanoseconds / Double(count)
        return max(1, Int((targetRepetitionTime.nanoseconds / each).rounded()))
    }

    /// The median nanoseconds per operation of each contender, in the order given. Reports in
    /// `checks`, under `context` (what is timed: "matcher, 10 routes"), whether every pass
    /// returned its contender's expected checksum.
    func nanosecondsPerOperation(_ contenders: [Contender], context: String, checks: inout Checks) -> [Double] {
        let clock = ContinuousClock()
        var wrongPasses = Array(repeating: 0, count: contenders.count)
        let passesPerRepetition = contenders.enumerated().map { index, contender in
            // Warm-up (caches, lazy initialisation, page faults), and the first check.
            if contender.pass() != contender.expectedChecksum { wrongPasses[index] += 1 }
            return count(startingAt: 1) { passes in
                clock.measure { for _ in 0..<passes { consume(contender.pass()) } }
            }
        }
        var samples = Array(repeating: [Double](), count: contenders.count)
        for _ in 0..<repetitions {
            for (index, contender) in contenders.enumerated() {
                let passes = passesPerRepetition[index]
                var checksum: UInt64 = 0
                let elapsed = clock.measure {
                    for _ in 0..<passes { checksum &+= contender.pass() }
                }
                consume(checksum)
                if checksum != contender.expectedChecksum &* UInt64(passes) { wrongPasses[index] += 1 }
                samples[index].append(elapsed.nanoseconds / Double(passes * contender.operationsPerPass))
            }
        }
        let wrong = contenders.indices.filter { wrongPasses[$0] > 0 }.map { index in
            "\(contenders[index].name) in \(wrongPasses[index]) of \(repetitions + 1) runs (warm-up and repetitions)"
        }
        checks.report(
            wrong.isEmpty
                ? nil
                : "\(context): passes returned another checksum than their work gives: "
                    + wrong.joined(separator: ", "),
            passed: "\(context): every pass of \(contenders.map(\.name).joined(separator: ", ")) returned "
                + "the checksum of its work"
        )
        return samples.map(median)
    }
}

/// The middle value (the mean of the two middle values for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Keeps a value alive as far as the optimiser can tell.
@inline(never)
func consume(_ value: UInt64) {
    withExtendedLifetime(value) {}
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
