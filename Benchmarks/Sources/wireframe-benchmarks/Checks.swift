/// The checks of one run. Every benchmark proves that it did the work it timed — the matchers
/// agree, every timed pass returned the checksum of the work it was given, the pipeline pushed
/// and went back, the heap measurement sees a planted leak — and a failed check fails the run
/// (exit status 1). Figures never do — a slow number is printed, not judged — with one
/// exception: ScalingBenchmark fails the run when an operation's cost grows faster than
/// linearly with its size, a ratio of two figures of the same run rather than a figure.
struct Checks {
    private(set) var failures: [String] = []

    /// Prints `passed` when `failure` is `nil`; otherwise prints and records the failure.
    mutating func report(_ failure: String?, passed: @autoclosure () -> String) {
        if let failure {
            fail(failure)
        } else {
            print("check: \(passed())")
        }
    }

    /// Prints and records a failed check.
    mutating func fail(_ failure: String) {
        print("CHECK FAILED: \(failure)")
        failures.append(failure)
    }
}

/// A benchmark that cannot go on: its work could not be set up or a step of it threw.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
