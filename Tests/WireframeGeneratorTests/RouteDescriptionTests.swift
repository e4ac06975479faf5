import Testing
import WireframeGenerator
import WireframeTestSupport

/// A route pattern as the generator reads it: the route type's fields and a URL that matches.
@Suite struct RouteDescriptionTests {
    @Test func eachParameterTypeBecomesItsSwiftType() throws {
        let route = try RouteDescription(pattern: "/a/:i<int>/:d<double>/:b<bool>/:u<uuid>/:s/:tab?")
        #expect(route.parameters.map(\.fieldType) == ["Int", "Double", "Bool", "UUID", "String", "String?"])
        #expect(route.needsFoundation)
        #expect(route.sampleURL == "/a/42/1.5/true/00000000-0000-0000-0000-000000000042/sample")
        #expect(route.initParameters == "i: Int, d: Double, b: Bool, u: UUID, s: String, tab: String? = nil")
    }

    @Test func aSchemeHostAndRest() throws {
        let custom = try RouteDescription(pattern: "myapp://users/:id<int>/**")
        #expect(custom.sampleURL == "myapp://users/42")
        #expect(custom.hasRest)
        #expect(custom.initParameters == "id: Int, rest: [String] = []")
        let web = try RouteDescription(pattern: "https://example.com/orders/:id")
        #expect(web.sampleURL == "https://example.com/orders/sample")
        #expect(!web.needsFoundation)
    }

    @Test func aWildcardIsRefusedWithItsOffset() throws {
        // A typed route has no field for `*` (WireframeRouting refuses such a type when it is
        // registered), so the generator refuses the pattern before writing anything.
        let error = try #require(throws: GeneratorError.self) {
            try RouteDescription(pattern: "/orders/:id<int>/*/:note")
        }
        #expect(error.code == .invalidRoute)
        #expect(
            error.message
                == "invalid route: pattern \"/orders/:id<int>/*/:note\" at offset 17: a typed route has no field "
                + "for `*`; name the segment (`:name`) instead"
        )
    }

    @Test func aParameterNamedRestBesideDoubleStarIsRefused() {
        #expect(throws: GeneratorError.self) { try RouteDescription(pattern: "/a/:rest/**") }
    }
}
