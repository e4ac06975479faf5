/// Times work by repetition: each contender runs passes over its whole input until a repetition
/// lasts about ``targetRepetitionTime``; the result is the median time per operation over
/// ``repetitions`` repetitions. Contenders are interleaved repetition by repetition, so a slow
/// phase of the machine hits all of them alike.
struct Harness {
    /// One thing to time: `pass` does `operationsPerPass` operations and returns a checksum of
    /// their results, which the harness consumes so the work cannot be optimised away.
    struct Contender {
        let name: String
        let operationsPerPass: Int
        let pass: () -> UInt64
    }

    var repetitions = 7
    var targetRepetitionTime: Duration = .milliseconds(200)

    /// The median nanoseconds per operation of each contender, in the order given.
    func nanosecondsPerOperation(_ contenders: [Contender]) -> [Double] {
        let clock = ContinuousClock()
        let passesPerRepetition = contenders.map { contender in
            consume(contender.pass())  // warm-up: caches, lazy initialisation, page faults
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
                samples[index].append(elapsed.nanoseconds / Double(passes * contender.operationsPerPass))
            }
        }
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
