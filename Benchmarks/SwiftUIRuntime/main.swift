// The SwiftUI models with the library's views on the simulated SwiftUI runtime, next to the
// headless backend: issue 31's row, which the Benchmarks package cannot run (Benchmarks/README.md,
// "The row on the simulated SwiftUI runtime"). An executable target of the root package, in no
// product, so that the views read the models through `package` members as in the library; the
// deep link's workload and timing are the Benchmarks package's own files, through symbolic links.
//
//   swift run -c release swiftui-runtime-benchmark [--quick | --profile]
//
// `--quick`: 3 repetitions of about 5 ms, for CI, where the checks count and the figures do not.
// `--profile`: only the runtime's row, a fixed 2 000 cycles in `profiledCycles`, no timing, for
// `perf`. A failed check or a cycle that throws ends the run with exit status 1; figures never do.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if let unknown = arguments.first(where: { $0 != "--quick" && $0 != "--profile" }) {
    FileHandle.standardError.write(
        Data("error: unknown option \"\(unknown)\"; the options are --quick and --profile\n".utf8)
    )
    exit(2)
}
let quick = arguments.contains("--quick")

/// `count` cycles of `workload`, for a profiler: the frame to look for.
@inline(never)
func profiledCycles(_ workload: DeepLinkWorkload, _ count: Int) async throws {
    for _ in 0..<count { try await workload.cycle() }
}

if arguments.contains("--profile") {
    do {
        let workload = try await DeepLinkWorkload(.swiftUIOnRuntime)
        if let failure = try await workload.checkCycle() {
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
            exit(1)
        }
        let framesBefore = (workload.views as? RuntimeViews)?.framesRendered ?? 0
        try await profiledCycles(workload, 2_000)
        let frames = ((workload.views as? RuntimeViews)?.framesRendered ?? 0) - framesBefore
        print("2000 cycles, \(frames) frames rendered")
    } catch {
        FileHandle.standardError.write(Data("error: the profiled cycles failed: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
let harness = quick ? Harness(repetitions: 3, targetRepetitionTime: .milliseconds(5)) : Harness()

print("SwiftUI on the simulated runtime: the link myapp://deep, a state link that pushes")
print("\(DeepLinkWorkload.depth) screens onto a stack in one request, then apply(.setPath([\"main\"])) back to its")
print("root (a cycle), on each backend. Views: simulated views take the planner's updates; runtime: the")
print("simulated SwiftUI runtime evaluates WireframeSwiftUI's views (WindowView, its stack, each screen's")
print("view) for each update and renders a frame, as SwiftUI would.")
print("Median of \(harness.repetitions) repetitions, the backends interleaved.")
if quick { print("--quick: tiny repetitions; the checks count, the figures do not.") }
print("")

/// The deep link's figures on each backend, and the checks made on the way.
func timeBackends(_ harness: Harness) async throws(BenchmarkError) -> ([DeepLinkTiming.Figures], Checks) {
    var checks = Checks()
    let figures = try await DeepLinkTiming.figures(
        of: [.headless, .swiftUI, .swiftUIWithViews, .swiftUIOnRuntime],
        harness,
        heap: nil,
        checks: &checks
    )
    return (figures, checks)
}

let figures: [DeepLinkTiming.Figures]
let checks: Checks
do {
    (figures, checks) = try await timeBackends(harness)
} catch {
    FileHandle.standardError.write(Data("error: the benchmark failed: \(error)\n".utf8))
    exit(1)
}
print("")
print(DeepLinkTiming.table(figures, heapCycles: nil).rendered)
if let headless = figures.first, let runtime = figures.last, figures.count > 1 {
    print("")
    print(
        "ratio, SwiftUI models + runtime / headless: "
            + formatted(runtime.nanoseconds / headless.nanoseconds, decimals: 2)
    )
}
if !checks.failures.isEmpty {
    let list = checks.failures.map { "  \($0)\n" }.joined()
    FileHandle.standardError.write(Data("error: \(checks.failures.count) check(s) failed:\n\(list)".utf8))
    exit(1)
}
