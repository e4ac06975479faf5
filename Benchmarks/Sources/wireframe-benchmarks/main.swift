// One executable for every benchmark of the package; each prints its own report. Top-level code
// runs on the main actor, where the wireframe lives.
//
// Every benchmark runs by default, the pipeline first, then the modules, so that the matcher's
// ratio line stays the last line. `--only <name>` runs one; a profiling option implies its own.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let benchmarks = ["pipeline", "modules", "matcher"]
var selected = benchmarks
if let flag = arguments.firstIndex(of: "--only") {
    let name = arguments.index(after: flag) < arguments.endIndex ? arguments[arguments.index(after: flag)] : ""
    guard benchmarks.contains(name) else {
        print("--only takes one of \(benchmarks.joined(separator: ", ")), not \"\(name)\"")
        exit(2)
    }
    selected = [name]
}
if arguments.contains("--profile-pipeline") { selected = ["pipeline"] }
if arguments.contains("--profile-ours") { selected = ["matcher"] }

if selected.contains("pipeline") {
    await PipelineBenchmark.run(arguments: arguments)
    if selected.count > 1 { print("") }
}
if selected.contains("modules") {
    await ModuleBenchmark.run(arguments: arguments)
    if selected.contains("matcher") { print("") }
}
if selected.contains("matcher") {
    MatcherBenchmark.run(arguments: arguments)
}
