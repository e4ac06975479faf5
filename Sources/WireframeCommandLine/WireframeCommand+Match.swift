import ArgumentParser

extension WireframeCommand {
    /// `wireframe match`: one JSON object per URL saying which pattern it matches and with what.
    struct Match: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print which pattern each URL matches, as one JSON object per line.",
            discussion: """
                Each line is {"url", "matched", "parameters", "rest", "fragment"} in that order, plus \
                "explain" with --explain; a URL that cannot be parsed gives {"url", "error"}. \
                Without URL arguments, URLs are read from standard input, one per line; blank \
                lines are skipped. Unmatched and malformed URLs are reported, not failures: the \
                exit status is non-zero only when the routes cannot be read or registered, or \
                when there is none.
                """
        )

        @OptionGroup var routeOptions: RouteOptions

        @Flag(help: "List every pattern considered for each URL, and why it won or lost.")
        var explain = false

        @Argument(help: "URLs to match. Without any, one URL per line is read from standard input.")
        var urls: [String] = []

        func run() async throws {
            let table = try routeOptions.nonEmptyRouteList().makeTable(options: routeOptions.tableOptions)
            if urls.isEmpty {
                while let line = readLine() {
                    let url = line.trimmingWhitespace()
                    if url.isEmpty { continue }
                    print(MatchReport(url: String(url), table: table, explain: explain).line)
                }
            } else {
                for url in urls {
                    print(MatchReport(url: url, table: table, explain: explain).line)
                }
            }
        }
    }
}
