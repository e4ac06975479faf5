import ArgumentParser
import Foundation
import WireframeRouting
import WireframeSupport

extension WireframeCommand {
    /// `wireframe match`: one JSON object per URL saying which pattern it matches and with what.
    struct Match: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print which pattern each URL matches, as one JSON object per line.",
            discussion: """
                Each line is {"url", "matched", "parameters", "rest", "fragment"} in that order, plus \
                "explain" with --explain; a URL that cannot be parsed gives {"url", "error"}. \
                Without URL arguments, URLs are read from standard input, one per line; blank \
                lines and a byte order mark at the start are skipped. A URL past the route \
                limits, or that is not UTF-8, is reported with an error. Unmatched and malformed \
                URLs are reported, not failures: the \
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
            let unreadable = RawArguments.unreadable()
            if let pattern = routeOptions.patterns.first(where: { unreadable[$0] != nil }) {
                throw ValidationError("--pattern \(MessageText.quoted(pattern)): \(unreadable[pattern]?.reason ?? "")")
            }
            let table = try routeOptions.nonEmptyRouteList().makeTable(options: routeOptions.tableOptions)
            if urls.isEmpty {
                let input = FileHandle.standardInput
                let lines = InputLines {
                    let data = input.readData(ofLength: 65_536)
                    return data.isEmpty ? nil : [UInt8](data)
                }
                for line in lines {
                    switch line.text {
                    case .success(let text):
                        let url = text.trimmingWhitespace()
                        if url.isEmpty { continue }
                        print(MatchReport(url: String(url), table: table, explain: explain).line)
                    case .failure(let error):
                        print(MatchReport(unreadableURL: error.shown, reason: error.reason).line)
                    }
                }
            } else {
                for url in urls {
                    if let error = unreadable[url] {
                        print(MatchReport(unreadableURL: error.shown, reason: error.reason).line)
                    } else {
                        print(MatchReport(url: url, table: table, explain: explain).line)
                    }
                }
            }
        }
    }
}
