import WireframeKit

/// What a step did, in lines for a person: where the screen went and how, what a navigation
/// action removed, or which typed error stopped it.
@MainActor
enum Outcome {
    /// The redirects followed, the route matched, the screen shown and the option used.
    static func lines(for result: RoutingResult) -> [String] {
        matchLines(for: result) + [
            "shown       screen \"\(result.screen.screenIdentifier)\" \(result.placement.summary)",
            "option      \(result.option), by \(result.transition)",
        ]
    }

    /// The redirects followed and the route matched.
    static func matchLines(for result: RoutingResult) -> [String] {
        var lines: [String] = []
        let chain = result.redirects + [result.url]
        for (from, to) in zip(chain, chain.dropFirst()) {
            lines.append("redirected  \"\(from)\" → \"\(to)\"")
        }
        let parameters = result.request.parameters
        lines.append("matched     \(result.request.pattern.text)" + (parameters.isEmpty ? "" : "  \(parameters)"))
        return lines
    }

    /// The screens the action took out of the hierarchy.
    static func lines(for result: NavigationChange) -> [String] {
        let names = result.removed.map { "\"\($0.screenIdentifier)\"" }.joined(separator: ", ")
        return ["removed     " + (names.isEmpty ? "nothing" : names)]
    }

    /// The error's code and message; the hierarchy is as it was. When no route matched, the
    /// message itself says why: the patterns that came nearest and what each made of the URL.
    static func lines(for error: WireframeError) -> [String] {
        ["failed      \(error.code)", "            \(error.message)", "            (nothing changed)"]
    }

    /// The navigator's error's code and message (going back); the hierarchy is as it was.
    static func lines(for error: NavigationError) -> [String] {
        ["failed      \(error.code)", "            \(error.message)", "            (nothing changed)"]
    }

    /// The module error's code and message; the hierarchy is as it was.
    static func lines(for error: ModuleError) -> [String] {
        ["failed      \(error.code)", "            \(error.message)", "            (nothing changed)"]
    }
}
