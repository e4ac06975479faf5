import Testing
import WireframeRouting

/// Properties checked over many generated tables and URLs: reverse routing round-trips, and the
/// trie search picks exactly the pattern the precedence rules name (checked against a brute-force
/// oracle written from the rules alone).
@Suite("Properties")
struct RoutePropertyTests {
    static let literals = ["a", "b", "c", "a b", "ü", "x%y", "1"]
    static let scopes = ["", "myapp://", "https://h.example"]

    static func randomPattern(_ random: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...4, using: &random)
        var segments: [String] = []
        var optionalFrom = Int.random(in: 0...(count + 2), using: &random)
        for index in 0..<count {
            var segment: String
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: segment = literals.randomElement(using: &random).map(PercentEncodingForTests.encode) ?? "a"
            case 4..<6: segment = ":p\(index)<int>"
            case 6..<8: segment = ":p\(index)"
            case 8: segment = "*"
            default:
                guard index < optionalFrom else {
                    segment = "b"
                    break
                }
                segment = "**"
                segments.append(segment)
                optionalFrom = count + 1
                return (scopes.randomElement(using: &random) ?? "") + "/" + segments.joined(separator: "/")
            }
            if index >= optionalFrom { segment += "?" }
            segments.append(segment)
        }
        return (scopes.randomElement(using: &random) ?? "") + "/" + segments.joined(separator: "/")
    }

    static func value(for segment: RoutePattern.Segment, _ random: inout SeededGenerator) -> String {
        switch segment.kind {
        case .parameter(_, "int"?): String(Int.random(in: -50...50, using: &random))
        default: ["x", "a", "1", "a/b", "50 %", "ü?&=#", "+", "."].randomElement(using: &random) ?? "x"
        }
    }

    @Test(arguments: 0..<20)
    func reverseRoutingThenMatchingGivesTheParametersBack(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            let text = Self.randomPattern(&random)
            var routes = RouteTable()
            let pattern = try routes.register(text)
            var parameters: [String: any RouteParameterValue] = [:]
            var wildcards: [String] = []
            var rest: [String] = []
            // Fill a random number of the optional segments, in order.
            var keepOptional = Bool.random(using: &random)
            for segment in pattern.segments {
                if segment.isOptional && !keepOptional { break }
                if segment.isOptional { keepOptional = Bool.random(using: &random) }
                switch segment.kind {
                case .parameter(let name, _): parameters[name] = Self.value(for: segment, &random)
                case .wildcard: wildcards.append(Self.value(for: segment, &random))
                case .rest:
                    rest = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.value(for: segment, &random) }
                case .literal: continue
                }
            }
            parameters["q\(Int.random(in: 0...3, using: &random))"] =
                "v &+=" + String(Int.random(in: 0...9, using: &random))
            let url = try routes.url(for: text, parameters: parameters, wildcards: wildcards, rest: rest)
            let match = try #require(try routes.match(url), "\(text) built \(url)")
            #expect(match.pattern == pattern)
            for (name, value) in parameters {
                #expect(match.parameters[name] == value.routeParameter, "\(text) built \(url)")
            }
            #expect(match.parameters.names.count == parameters.count)
            #expect(match.wildcards == wildcards)
            #expect(match.rest == (pattern.hasRest ? rest : nil))
        }
    }

    /// The precedence rules, restated without the trie: compare the kinds each pattern uses for
    /// each URL segment from the left; then exact end before `**`; then scope; then optional
    /// segments left out; then registration order.
    static func oracleKey(_ pattern: RoutePattern, _ url: RouteURL, registration: Int) -> [Int] {
        var key: [Int] = []
        let fixed = pattern.segments.filter { $0.kind != .rest }
        for index in url.segments.indices {
            guard index < fixed.count else {
                key.append(4)
                continue
            }
            switch fixed[index].kind {
            case .literal: key.append(0)
            case .parameter(_, _?): key.append(1)
            case .parameter(_, nil): key.append(2)
            case .wildcard: key.append(3)
            case .rest: key.append(4)
            }
        }
        let endsInRest = url.segments.count >= fixed.count && pattern.hasRest
        key.append(endsInRest ? 1 : 0)
        key.append(2 - pattern.scope.specificity)
        key.append(max(0, fixed.count - url.segments.count))
        key.append(registration)
        return key
    }

    @Test(arguments: 0..<20)
    func searchAgreesWithTheRulesOracle(seed: UInt64) throws {
        var random = SeededGenerator(seed: 1000 + seed)
        var routes = RouteTable()
        var registration: [RoutePattern: Int] = [:]
        for _ in 0..<Int.random(in: 5...40, using: &random) {
            if let pattern = try? routes.register(Self.randomPattern(&random)) {
                registration[pattern] = registration.count
            }
        }
        let urlScopes = ["", "myapp://", "other://", "https://h.example", "https://g.example"]
        var matched = 0
        for _ in 0..<200 {
            let segments = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                PercentEncodingForTests.encode(
                    ["a", "b", "c", "1", "-7", "zz", "a b", "ü"].randomElement(using: &random) ?? "a"
                )
            }
            let scope = urlScopes.randomElement(using: &random) ?? ""
            let url = try RouteURL(
                scope + (scope.isEmpty ? "/" : (scope.hasPrefix("https") ? "/" : "")) + segments.joined(separator: "/")
            )
            let explanation = routes.explain(url)
            let matching = explanation.candidates.filter {
                if case .rejected = $0.outcome { return false }
                return true
            }.map(\.pattern)
            let expected = matching.min { lhs, rhs in
                let left = Self.oracleKey(lhs, url, registration: registration[lhs] ?? 0)
                let right = Self.oracleKey(rhs, url, registration: registration[rhs] ?? 0)
                return left.lexicographicallyPrecedes(right)
            }
            #expect(routes.match(url)?.pattern == expected, "\(url.string) in \(routes.patterns.map(\.text))")
            if expected != nil { matched += 1 }
        }
        // The generator must produce tables and URLs that meet, or the property says nothing.
        #expect(matched >= 5)
    }
}

enum PercentEncodingForTests {
    /// Encodes what cannot stand in a path segment as it is.
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return result
    }
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
