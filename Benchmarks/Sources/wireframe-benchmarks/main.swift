// One executable for every benchmark of the package; each prints its own report. Top-level code
// runs on the main actor, where the wireframe lives.
//
// Every benchmark runs by default, the pipeline first and the matcher last, so that the matcher's
// ratio line stays the last line. `--only <name>` (pipeline, modules, flow, state, swiftui,
// typed-routes, scaling, matcher) runs one; a profiling option implies its own.
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

/// Runs the benchmarks `options` selects, in order, a blank line between two; the checks they
/// made.
func runSelected(_ options: RunOptions) async throws(BenchmarkError) -> Checks {
    var checks = Checks()
    for (index, name) in options.selected.enumerated() {
        if index > 0 { print("") }
        switch name {
        case "pipeline": try await PipelineBenchmark.run(options, checks: &checks)
        case "modules": try await ModuleBenchmark.run(options, checks: &checks)
        case "flow": await FlowBenchmark.run(options, checks: &checks)
        case "state": try await StateRoutingBenchmark.run(options, checks: &checks)
        case "swiftui": try await SwiftUIBenchmark.run(options, checks: &checks)
        case "typed-routes": try TypedRouteBenchmark.run(options, checks: &checks)
        case "scaling":
            try await ScalingBenchmark.run(options, checks: &checks)
            print("")
            try await DepthScalingBenchmark.run(options, checks: &checks)
        case "matcher": try MatcherBenchmark.run(options, checks: &checks)
        default: throw BenchmarkError("no benchmark named \"\(name)\"")
        }
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
