/// The command line of `wireframe-benchmarks`, read once. See Benchmarks/README.md.
struct RunOptions {
    /// `--quick`: every benchmark at tiny sizes and counts, with every check; for CI, where the
    /// checks count and the figures do not (they are printed all the same).
    let quick: Bool
    /// `--routes=N`: one route count instead of the benchmark's list.
    let routes: Int?
    /// `--profile-ours`: only our matcher, a fixed number of lookups, no timing.
    let profileOurs: Bool
    /// `--profile-pipeline`: only the pipeline, a fixed number of cycles, no timing.
    let profilePipeline: Bool
    /// `--untimed`: with `--profile-pipeline`, the requests run without a timeout
    /// (`setTurnTimeout(nil)`), each turn in its caller's task.
    let untimed: Bool
    /// `--profile-flow`: only the flow context, a fixed number of passes, no timing.
    let profileFlow: Bool
    /// `--profile-typed`: only the typed routes, a fixed number of passes, no timing.
    let profileTyped: Bool
    /// Which benchmarks run, in order; the matcher's goes last, so its ratio line is the last
    /// line of a full run.
    let selected: [String]

    static let benchmarks = ["pipeline", "modules", "flow", "state", "swiftui", "typed-routes", "scaling", "matcher"]

    /// The options of `arguments`, or a message saying what is wrong with them.
    init(_ arguments: [String]) throws(BenchmarkError) {
        quick = arguments.contains("--quick")
        profileOurs = arguments.contains("--profile-ours")
        profilePipeline = arguments.contains("--profile-pipeline")
        untimed = arguments.contains("--untimed")
        profileFlow = arguments.contains("--profile-flow")
        profileTyped = arguments.contains("--profile-typed")
        let routeArguments = arguments.filter { $0.hasPrefix("--routes=") }
        if let text = routeArguments.last {
            guard let count = Int(text.dropFirst("--routes=".count)), count > 0,
                count % MatcherWorkload.routesPerSection == 0
            else {
                throw BenchmarkError(
                    "--routes takes a positive multiple of \(MatcherWorkload.routesPerSection), not \"\(text)\""
                )
            }
            routes = count
        } else {
            routes = nil
        }
        var selected = Self.benchmarks
        if let flag = arguments.firstIndex(of: "--only") {
            let next = arguments.index(after: flag)
            let name = next < arguments.endIndex ? arguments[next] : ""
            guard Self.benchmarks.contains(name) else {
                throw BenchmarkError(
                    "--only takes one of \(Self.benchmarks.joined(separator: ", ")), not \"\(name)\""
                )
            }
            selected = [name]
        }
        if profilePipeline { selected = ["pipeline"] }
        if profileOurs { selected = ["matcher"] }
        if profileFlow { selected = ["flow"] }
        if profileTyped { selected = ["typed-routes"] }
        self.selected = selected
    }

    /// How long and how often each contender is timed: 7 repetitions of about 0.2 s, or with
    /// `--quick` 3 of about 5 ms.
    var harness: Harness {
        quick ? Harness(repetitions: 3, targetRepetitionTime: .milliseconds(5)) : Harness()
    }
}
