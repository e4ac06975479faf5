import Testing
import WireframeRouting
import WireframeTestSupport

@Suite("Pattern syntax")
struct RoutePatternSyntaxTests {
    @Test func parsesEverySegmentKind() throws {
        let pattern = try RoutePattern("/users/:id<int>/:name/*/files/**")
        #expect(
            pattern.segments.map(\.kind) == [
                .literal("users"), .parameter(name: "id", type: "int"), .parameter(name: "name", type: nil),
                .wildcard, .literal("files"), .rest,
            ]
        )
        #expect(pattern.scope == .any)
        #expect(pattern.parameterNames == ["id", "name"])
        #expect(pattern.hasRest)
    }

    @Test func optionalTrailingSegments() throws {
        let pattern = try RoutePattern("/users/:id/:tab?/*?")
        #expect(pattern.segments.map(\.isOptional) == [false, false, true, true])
    }

    @Test func schemeAndHostScopes() throws {
        #expect(try RoutePattern("myapp://users/:id").scope == RouteScope(scheme: "myapp", host: nil))
        #expect(try RoutePattern("myapp://users/:id").segments.first?.kind == .literal("users"))
        let web = try RoutePattern("HTTPS://Example.COM/users/:id")
        #expect(web.scope == RouteScope(scheme: "https", host: "example.com"))
        #expect(web.segments.count == 2)
        #expect(try RoutePattern("/users/:id").scope.specificity == 0)
        #expect(try RoutePattern("myapp://x").scope.specificity == 1)
        #expect(web.scope.specificity == 2)
    }

    @Test func repeatedAndTrailingSlashesAreIgnored() throws {
        #expect(
            try RoutePattern("//users///:id/").segments.map(\.kind) == [
                .literal("users"), .parameter(name: "id", type: nil),
            ]
        )
        #expect(
            try RoutePattern("users/:id").segments.map(\.kind) == [
                .literal("users"), .parameter(name: "id", type: nil),
            ]
        )
        #expect(try RoutePattern("/").segments.isEmpty)
    }

    @Test func literalsArePercentDecoded() throws {
        #expect(try RoutePattern("/caf%C3%A9/a%2Fb").segments.map(\.kind) == [.literal("café"), .literal("a/b")])
    }

    @Test func canonicalDescription() throws {
        #expect(try RoutePattern("myapp://users//:id<int>/").description == "myapp://users/:id<int>")
        #expect(try RoutePattern("https://example.com").description == "https://example.com")
        #expect(try RoutePattern("/a/:b?/*?").description == "/a/:b?/*?")
        #expect(try RoutePattern("/a%2Fb/*").description == "/a%2Fb/*")
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        let pattern: String
        let offset: Int
        let reason: String
        var testDescription: String { pattern }
    }

    static let malformed: [Malformed] = [
        Malformed(pattern: "/users/:/posts", offset: 8, reason: "needs a name"),
        Malformed(pattern: "/files/**/x", offset: 10, reason: "`**` must be the last segment"),
        Malformed(pattern: "/a/:id/b/:id", offset: 9, reason: "used twice"),
        Malformed(pattern: "/a/:id<int", offset: 6, reason: "not closed"),
        Malformed(pattern: "/a/:id<>", offset: 7, reason: "empty parameter type"),
        Malformed(pattern: "/a/:id<int>x", offset: 11, reason: "after `>`"),
        Malformed(pattern: "/a/id<int>", offset: 5, reason: "belongs after a parameter name"),
        Malformed(pattern: "/a/x*", offset: 4, reason: "whole segment"),
        Malformed(pattern: "/a/:b?/c", offset: 7, reason: "required segment cannot follow an optional"),
        Malformed(pattern: "/a/:b?/**", offset: 7, reason: "`**` cannot follow an optional"),
        Malformed(pattern: "/a/**?", offset: 3, reason: "cannot be optional"),
        Malformed(pattern: "/a/?", offset: 3, reason: "`?` must follow a segment"),
        Malformed(pattern: "/search?q=1", offset: 7, reason: "query and fragment"),
        Malformed(pattern: "myapp:/inbox", offset: 6, reason: "write it myapp://"),
        Malformed(pattern: "my_app://inbox", offset: 2, reason: "a scheme has letters, digits"),
        Malformed(pattern: "://inbox", offset: 0, reason: "no scheme before `://`"),
        Malformed(pattern: "/a#b", offset: 2, reason: "query and fragment"),
        Malformed(pattern: "/a b", offset: 2, reason: "space"),
        Malformed(pattern: "/a/%zz", offset: 3, reason: "two hex digits"),
        Malformed(pattern: "/a/:x!", offset: 5, reason: "unexpected"),
        Malformed(pattern: "https:///a", offset: 8, reason: "needs a host"),
        Malformed(pattern: "https://example.com:8080/a", offset: 19, reason: "port"),
        Malformed(pattern: "/a/%FF", offset: 3, reason: "UTF-8"),
    ]

    @Test(arguments: malformed)
    func malformedPatternIsATypedErrorNamingPatternAndOffset(_ bad: Malformed) {
        let error = #expect(throws: RouteError.self) { try RoutePattern(bad.pattern) }
        #expect(error?.code == .malformedPattern)
        #expect(error?.subject == bad.pattern)
        #expect(error?.position == bad.offset)
        #expect(error?.message.contains("\"\(bad.pattern)\"") == true)
        #expect(error?.message.contains("offset \(bad.offset)") == true)
        #expect(error?.message.contains(bad.reason) == true, "\(error?.message ?? "")")
    }

    @Test func unknownTypeIsRefusedAtRegistrationNamingTheType() {
        var routes = RouteTable()
        let error = #expect(throws: RouteError.self) { try routes.register("/users/:id<integer>") }
        #expect(error?.code == .unknownParameterType)
        #expect(error?.position == 7)
        #expect(error?.message.contains("\"integer\"") == true)
        #expect(routes.isEmpty)
    }
}
