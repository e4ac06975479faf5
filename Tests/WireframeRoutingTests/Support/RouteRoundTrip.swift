// Shared by the property tests and the routing fuzzer; see RoutePrecedenceModel.swift for why the
// import is conditional.
#if !WIREFRAME_ROUTING_FUZZER
import WireframeRouting
import WireframeTestSupport
#endif

/// What reverse routing is given for one pattern, and what matching the URL it builds must give
/// back: the same pattern, exactly these parameters (one value each), wildcards and rest.
struct RouteRoundTrip {
    let pattern: RoutePattern
    /// Path parameters and query items, one value a name.
    let parameters: [String: String]
    let wildcards: [String]
    let rest: [String]

    /// The URL reverse routing builds in `table` for these values.
    func url(in table: RouteTable) throws(RouteError) -> String {
        try table.url(
            for: pattern.text,
            parameters: parameters.mapValues { $0 as any RouteParameterValue },
            wildcards: wildcards,
            rest: rest
        )
    }

    /// How `match`, of the URL built, differs from what went in: empty when it gives all of it
    /// back and nothing else.
    func differences(from match: RouteMatch) -> [String] {
        var differences: [String] = []
        if match.pattern != pattern {
            differences.append("it matched \"\(match.pattern.text)\", not \"\(pattern.text)\"")
        }
        for (name, value) in parameters.sorted(by: { $0.key < $1.key })
        where match.parameters.values(for: name) != [value] {
            differences.append("\(name) is \(match.parameters.values(for: name)), not [\"\(value)\"]")
        }
        let extra = match.parameters.names.filter { parameters[$0] == nil }
        if !extra.isEmpty {
            differences.append("it has parameters no one gave: \(extra)")
        }
        if match.wildcards != wildcards {
            differences.append("the wildcards are \(match.wildcards), not \(wildcards)")
        }
        let expectedRest = pattern.hasRest ? rest : nil
        if match.rest != expectedRest {
            differences.append("the rest is \(String(describing: match.rest)), not \(String(describing: expectedRest))")
        }
        return differences
    }
}
