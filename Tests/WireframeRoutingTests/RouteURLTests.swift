import Foundation
import Testing
import WireframeRouting
import WireframeTestSupport

@Suite("URL parsing")
struct RouteURLTests {
    @Test func aStringWithoutSchemeIsAPath() throws {
        let url = try RouteURL("/users/42")
        #expect(url.scheme == nil)
        #expect(url.host == nil)
        #expect(url.segments == ["users", "42"])
        #expect(try RouteURL("users/42").segments == ["users", "42"])
    }

    @Test func inACustomSchemeTheHostIsTheFirstSegment() throws {
        let url = try RouteURL("MyApp://users/42")
        #expect(url.scheme == "myapp")
        #expect(url.host == nil)
        #expect(url.segments == ["users", "42"])
        #expect(try RouteURL("myapp:users/42").segments == ["users", "42"])
        #expect(try RouteURL("myapp://").segments == [])
    }

    @Test func inAWebURLTheHostIsADomainNotASegment() throws {
        let url = try RouteURL("https://user:secret@Mail.Example.com:8443/inbox/7?x=1#top")
        #expect(url.scheme == "https")
        #expect(url.host == "mail.example.com")
        #expect(url.segments == ["inbox", "7"])
        #expect(try RouteURL("http://example.com").segments == [])
        #expect(try RouteURL("http://[::1]:8080/a").host == "[::1]")
    }

    @Test func segmentsAreDecodedAfterSplitting() throws {
        #expect(try RouteURL("/files/a%2Fb/c%20d").segments == ["files", "a/b", "c d"])
        #expect(try RouteURL("/caf%C3%A9/café").segments == ["café", "café"])
        #expect(try RouteURL("/a+b").segments == ["a+b"])
    }

    @Test func repeatedAndTrailingSlashesAreIgnored() throws {
        #expect(try RouteURL("myapp://users//42///").segments == ["users", "42"])
        #expect(try RouteURL("/").segments == [])
    }

    @Test func queryRules() throws {
        let url = try RouteURL("/s?q=a+b%2Bc&&tag=1&=ignored&flag&tag=2&empty=")
        #expect(
            url.queryItems == [
                .init(name: "q", value: "a b+c"), .init(name: "tag", value: "1"), .init(name: "flag", value: ""),
                .init(name: "tag", value: "2"), .init(name: "empty", value: ""),
            ]
        )
    }

    @Test func fragmentIsDecodedAndSeparate() throws {
        let url = try RouteURL("/a?b=1#sec%20tion?x")
        #expect(url.fragment == "sec tion?x")
        #expect(url.queryItems == [.init(name: "b", value: "1")])
        #expect(try RouteURL("/a#f?notquery").queryItems.isEmpty)
        #expect(try RouteURL("/a").fragment == nil)
        #expect(try RouteURL("/a#").fragment == "")
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let url: String
        let offset: Int
        let reason: String
        var testDescription: String { url }
    }

    static let invalid: [Invalid] = [
        Invalid(url: "myapp://users/a b", offset: 15, reason: "space"),
        Invalid(url: "/a\tb", offset: 2, reason: "control character"),
        Invalid(url: "/a\u{7F}", offset: 2, reason: "control character"),
        Invalid(url: "/a/%zz", offset: 3, reason: "two hex digits"),
        Invalid(url: "/a/%4", offset: 3, reason: "two hex digits"),
        Invalid(url: "/a?x=%", offset: 5, reason: "two hex digits"),
        Invalid(url: "/a#%g1", offset: 3, reason: "two hex digits"),
        Invalid(url: "/a/%FF", offset: 3, reason: "UTF-8"),
        Invalid(url: "https:///path", offset: 8, reason: "no host"),
        Invalid(url: "https:example.com", offset: 6, reason: "needs `//`"),
        Invalid(url: "https://[::1/a", offset: 8, reason: "not closed"),
        // Surely mistaken, and read as something else before: a path.
        Invalid(url: "my_app://inbox", offset: 2, reason: "a scheme has letters, digits"),
        Invalid(url: "1app://inbox", offset: 0, reason: "a scheme starts with a letter"),
        Invalid(url: "://inbox", offset: 0, reason: "no scheme before `://`"),
    ]

    @Test(arguments: invalid)
    func invalidURLIsATypedErrorNamingURLAndOffset(_ bad: Invalid) {
        let error = #expect(throws: RouteError.self) { try RouteURL(bad.url) }
        #expect(error?.code == .invalidURL)
        #expect(error?.subject == bad.url)
        #expect(error?.position == bad.offset)
        #expect(error?.message.contains(bad.reason) == true, "\(error?.message ?? "")")
    }

    @Test func aSchemeWithoutSlashesAndColonsInAPathStayAccepted() throws {
        #expect(try RouteURL("mailto:ana@example.com").segments == ["ana@example.com"])
        #expect(try RouteURL("/a/b:c//d").segments == ["a", "b:c", "d"])
        #expect(try RouteURL("/x?next=my_app://y").queryItems == [.init(name: "next", value: "my_app://y")])
        #expect(try RouteURL("MyApp://inbox").scheme == "myapp")
    }

    /// RFC 3986 reads `myapp:/inbox` as the scheme `myapp` and the path `/inbox`; the system
    /// may hand an app such a link, and older routers route it. It was refused as a misspelt
    /// `myapp://inbox`, which patterns still are.
    @Test func aSchemeWithOneSlashIsReadAsTheRFCReadsIt() throws {
        let inbox = try RouteURL("myapp:/inbox")
        #expect(inbox.scheme == "myapp")
        #expect(inbox.host == nil)
        #expect(inbox.segments == ["inbox"])
        #expect(try RouteURL("tests:/").segments == [])
        #expect(try RouteURL("tests:/").scheme == "tests")
        #expect(try RouteURL("MyApp:/users/42?tab=posts").segments == ["users", "42"])
        #expect(try RouteURL("MyApp:/users/42?tab=posts").scheme == "myapp")
        let foundation = try #require(URL(string: "myapp:/inbox"))
        #expect(foundation.scheme == "myapp" && foundation.host == nil && foundation.path == "/inbox")

        var routes = RouteTable()
        try routes.register("myapp://inbox")
        try routes.register("/users/:id<int>")
        try routes.register("tests://")
        #expect(try routes.match("myapp:/inbox")?.pattern.text == "myapp://inbox")
        #expect(try routes.match("other:/users/42")?.parameters["id"] == "42")
        #expect(try routes.match("tests:/")?.pattern.text == "tests://")
        // Web links still need their host.
        #expect(throws: RouteError.self) { try RouteURL("https:/example.com") }
    }

    @Test func aPatternWithOneSlashAfterItsSchemeIsStillRefused() {
        var routes = RouteTable()
        let error = #expect(throws: RouteError.self) { try routes.register("myapp:/inbox") }
        #expect(error?.message.contains("a scheme is followed by two slashes: write it myapp://") == true)
    }

    @Test func matchingAnInvalidURLThrowsInsteadOfMissing() {
        var routes = RouteTable()
        #expect(throws: RouteError.self) {
            try routes.register("/**")
            _ = try routes.match("/a b")
        }
    }
}
