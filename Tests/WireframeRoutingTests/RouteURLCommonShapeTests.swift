import Testing
import WireframeRouting
import WireframeTestSupport

/// The one-pass parse of the common URL shape must give exactly what the full parse gives: the
/// same parts for every URL it takes, and it must leave every other URL (and so every error) to
/// the full parse.
@Suite("URL parsing, common shape")
struct RouteURLCommonShapeTests {
    /// A parse's outcome, comparable: the URL, or the error.
    enum Outcome: Equatable {
        case parsed(RouteURL)
        case refused(RouteError)

        init(_ parse: () throws(RouteError) -> RouteURL) {
            do throws(RouteError) {
                self = .parsed(try parse())
            } catch {
                self = .refused(error)
            }
        }
    }

    static func outcomes(_ string: String, limits: RouteLimits = .standard) -> (usual: Outcome, full: Outcome) {
        (
            Outcome { () throws(RouteError) in try RouteURL(string, limits: limits) },
            Outcome { () throws(RouteError) in try RouteURL(fullParse: string, limits: limits) }
        )
    }

    @Test(
        "URLs of the common shape take the one pass and parse as the full parse parses them",
        arguments: [
            "myapp://section1/home", "MyApp://Users/42", "myapp://users//42///", "myapp:users/42", "myapp:/inbox",
            "myapp:", "myapp://", "tests:/", "/users/42", "users/42", "a", "/", "a.b+c-d/e", "/a/./b", "/a/.../b",
            "/a?b=1", "/a?", "/a?&&", "/a?=x&y", "/a?k==v&k=&flag", "/a?x=1?y#frag?#more", "/a#", "/a#f?notquery",
            "myapp://s/items/42?utm_source=newsletter&utm_campaign=spring", "https://Mail.Example.com/inbox/7?x=1#top",
            "HTTP://example.com", "https://example.com.", "https://a-b.example/x", "mailto:ana", "ab:cd", "abc?x=1",
            "abc#x", "/a:b/@c/~d/!$'()*,;=", "x://y", "https://exn-a.example/",
            "/" + String(repeating: "a/", count: 32),
        ]
    )
    func commonShape(_ string: String) {
        #expect(RouteURL.hasCommonShape(string))
        let (usual, full) = Self.outcomes(string)
        #expect(usual == full)
        if case .refused(let error) = usual { Issue.record("\(string) refused: \(error)") }
    }

    @Test(
        "URLs of any other shape are left to the full parse",
        arguments: [
            "", "//evil.com/x", "my_app://inbox", "1app://x", "://x", "myapp:// x", "/a b", "/a\u{7F}", "/a\t",
            "/caf%C3%A9", "/café", "/a%2Fb", "/a\\b", "/..", "/a/../b", "myapp://..", "/a?q=a+b", "/a?q=%41",
            "/a?q=é", "/a#%20", "/a# ", "http:/x", "https:x", "https://", "https:///x", "https://user@h.example/",
            "https://h.example:8080/", "https://[::1]/", "https://xn--bcher-kva.example/",
            "https://XN--bcher-kva.example",
            "https://h_x.example/", "https://h%41.example/", "?q=1", "#f", "-a",
            "/" + String(repeating: "a/", count: 33),
        ]
    )
    func otherShapes(_ string: String) {
        #expect(!RouteURL.hasCommonShape(string))
        let (usual, full) = Self.outcomes(string)
        #expect(usual == full)
    }

    @Test func theSegmentLimitIsTheFullParsesToEnforce() {
        let limits = RouteLimits(urlSegments: 2)
        #expect(RouteURL.hasCommonShape("/a/b", limits: limits))
        #expect(!RouteURL.hasCommonShape("/a/b/c", limits: limits))
        let (usual, full) = Self.outcomes("/a/b/c", limits: limits)
        #expect(usual == full)
        guard case .refused(let error) = usual else {
            Issue.record("three segments parsed past a limit of two")
            return
        }
        #expect(error.limit == .urlSegments)
    }

    /// Strings made of the pieces each branch of either parse looks at, in any order: both
    /// parses must agree on every one, and enough of them must have the common shape for the
    /// agreement to say something about the one-pass parse.
    @Test func bothParsesAgreeOnGeneratedURLs() {
        let starts = [
            "", "myapp://", "MyApp://", "myapp:", "myapp:/", "https://", "HTTP://h.example", "https://h.example",
            "https://Mail.Example.com", "https://xn--bcher-kva.example", "https://a:1", "https://u@h", "//", "/",
            "my_app://", "1a://", "a", "ab:",
        ]
        let pieces = [
            "/", "/", "/", "a", "b", "section1", "42", ".", "..", "%20", "%2F", "%2E%2E", "%zz", "%", "\\", " ", "é",
            "+", ":", "@", "~", "\u{7F}", "\t", "?", "?", "&", "=", "#", "x=1", "-", "xn--", "[", "]", "\u{202E}",
        ]
        var random = SeededGenerator(seed: 0xC0FF_EE22)
        var commonShapes = 0
        let count = 20_000
        for _ in 0..<count {
            var string = starts.randomElement(using: &random) ?? ""
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                string += pieces.randomElement(using: &random) ?? ""
            }
            if RouteURL.hasCommonShape(string) { commonShapes += 1 }
            let (usual, full) = Self.outcomes(string)
            if usual != full {
                Issue.record("\(string): one pass \(usual), full parse \(full)")
                return
            }
        }
        #expect(commonShapes > count / 10, "only \(commonShapes) of \(count) generated URLs had the common shape")
    }
}
