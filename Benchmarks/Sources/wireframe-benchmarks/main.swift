// One executable for every benchmark of the package; each prints its own report. Top-level code
// runs on the main actor, where the wireframe lives.
//
// Every benchmark runs by default — the pipeline, the state router, then the matcher, so that the
// matcher's ratio line stays the last line. `--only <name>` runs one; a profiling option implies
// its own.
// `--quick` runs every benchmark on tiny work, for CI. A failed check or a benchmark that throws
// ends the run with exit status 1, the failures listed on standard error; figures never do.
import Foundation

let options: RunOptions
do {
    options = try RunOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}

/// Runs the benchmarks `options` selects; the checks they made.
func runSelected(_ options: RunOptions) async throws(BenchmarkError) -> Checks {
    var checks = Checks()
    if options.selected.contains("pipeline") {
        try await PipelineBenchmark.run(options, checks: &checks)
        if options.selected.count > 1 { print("") }
    }
    if options.selected.contains("state") {
        try await StateRoutingBenchmark.run(options, checks: &checks)
        if options.selected.contains("matcher") { print("") }
    }
    if options.selected.contains("matcher") {
        try MatcherBenchmark.run(options, checks: &checks)
    }
    return checks
}

let checks: Checks
do {
    checks = try await runSelected(options)
} catch {
    FileHandle.standardError.write(Data("error: a benchmark failed: \(error)\n".utf8))
    exit(1)
}
if !checks.failures.isEmpty {
    let list = checks.failures.map { "  \($0)\n" }.joined()
    FileHandle.standardError.write(Data("error: \(checks.failures.count) check(s) failed:\n\(list)".utf8))
    exit(1)
}
