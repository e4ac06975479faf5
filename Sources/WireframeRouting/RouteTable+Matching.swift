// The match a search's route and the parsed URL make. The pattern is one reference, retained
// once; parameter names are read from its stored text, so nothing of the pattern is copied.
extension RouteTable {
    /// The match for the route numbered `route`.
    func makeMatch(route: Int, url: consuming RouteURL, restStart: Int?) -> RouteMatch {
        let pattern = routes[route]
        let storage = pattern.storage
        let segmentCount = storage.segmentCount
        let consumed = restStart ?? url.segments.count
        let captured = min(segmentCount, consumed)
        let pathParameterCount = storage.parameterCount
        var parameters = RouteParameters()
        // No buffer at all for the many matches without parameters.
        if pathParameterCount + url.queryItems.count > 0 {
            parameters.reserveCapacity(pathParameterCount + url.queryItems.count)
        }
        var wildcards: [String] = []
        for index in 0..<captured {
            switch storage.code(at: index).kind {
            case .parameter: parameters.append(storage.parameterName(at: index), url.segments[index])
            case .wildcard: wildcards.append(url.segments[index])
            case .literal, .rest: continue
            }
        }
        if pathParameterCount == 0 {
            for item in url.queryItems { parameters.append(item.name, item.value) }
        } else {
            for item in url.queryItems where !storage.hasParameter(named: item.name, among: captured) {
                parameters.append(item.name, item.value)
            }
        }
        // The search sets `restStart` exactly when the pattern ends with `**`.
        let rest = restStart.map { Array(url.segments[$0...]) }
        return RouteMatch(pattern: pattern, parameters: parameters, wildcards: wildcards, rest: rest, url: url)
    }
}

extension RoutePatternStorage {
    /// Whether one of the first `count` segments (those a URL filled) is a parameter called
    /// `name`; a path parameter the URL left out hides no query item.
    fileprivate func hasParameter(named name: String, among count: Int) -> Bool {
        for index in 0..<count where code(at: index).kind == .parameter {
            if parameterName(at: index, is: name) { return true }
        }
        return false
    }
}
