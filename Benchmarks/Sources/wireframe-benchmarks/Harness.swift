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

    /// The median nanoseconds per operation of each contender, in the order given. Reports in
    /// `checks`, under `context` (what is timed: "matcher, 10 routes"), whether every pass
    /// returned its contender's expected checksum.
    func nanosecondsPerOperation(_ contenders: [Contender], context: String, checks: inout Checks) -> [Double] {
        let clock = ContinuousClock()
        var wrongPasses = Array(repeating: 0, count: contenders.count)
        let passesPerRepetition = contenders.enumerated().map { index, contender in
            // Warm-up (caches, lazy initialisation, page faults), and the first check.
            if contender.pass() != contender.expectedChecksum { wrongPasses[index] += 1 }
            var passes = 1
            while true {
                let elapsed = clock.measure { for _ in 0..<passes { consume(contender.pass()) } }
                if elapsed >= targetRepetitionTime / 4 {
                    let perPass = elapsed.nanoseconds / Double(passes)
                    return max(1, Int((targetRepetitionTime.nanoseconds / perPass).rounded()))
                }
                passes *= 2
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
