import Testing
import WireframeRouting
import WireframeTestSupport

/// Properties checked over many generated tables and URLs: reverse routing round-trips, and the
/// trie search picks exactly the pattern the precedence rules name (checked against
/// ``RoutePrecedenceModel``, the rules written out without the trie, which the fuzzer checks
/// against too).
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
            var parameters: [String: String] = [:]
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
            let roundTrip = RouteRoundTrip(pattern: pattern, parameters: parameters, wildcards: wildcards, rest: rest)
            let url = try roundTrip.url(in: routes)
            let match = try #require(try routes.match(url), "\(text) built \(url)")
            #expect(roundTrip.differences(from: match) == [], "\(text) built \(url)")
        }
    }

    @Test(arguments: 0..<20)
    func searchAgreesWithTheRulesOracle(seed: UInt64) throws {
        var random = SeededGenerator(seed: 1000 + seed)
        var routes = RouteTable()
        var registered: [RoutePattern] = []
        for _ in 0..<Int.random(in: 5...40, using: &random) {
            if let pattern = try? routes.register(Self.randomPattern(&random)) {
                registered.append(pattern)
            }
        }
        let rules = RoutePrecedenceModel(registrationOrder: registered, options: routes.options)
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
            let matching = routes.explain(url).matchingCandidates.map(\.pattern)
            let expected = rules.winner(among: matching, url: url)
            #expect(
                expected != nil || matching.isEmpty,
                "the rules name no winner among \(matching.map(\.text)) for \(url.string)"
            )
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
