// Shared by the property tests and the routing fuzzer; see RoutePrecedenceModel.swift for why the
// import is conditional.
#if !WIREFRAME_ROUTING_FUZZER
import WireframeRouting
import WireframeTestSupport
#endif

extension RouteExplanation {
    /// The candidates that match the URL on their own, in precedence order: the winner and those
    /// it outranked.
    var matchingCandidates: [RouteCandidate] {
        candidates.filter { candidate in
            if case .rejected = candidate.outcome { return false }
            return true
        }
    }
}
