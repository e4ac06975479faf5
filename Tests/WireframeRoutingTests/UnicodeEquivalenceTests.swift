import Testing
import WireframeRouting
import WireframeTestSupport

/// Text that `String` calls equal (canonically equivalent: `é` precomposed or as `e` and a
/// combining accent; the Kelvin sign and `K`) is the same to the route table wherever text is
/// compared: literals, pattern texts, duplicate detection, parameter names. The table stores and
/// hashes its own text, so these hold it to `String`'s equality.
@Suite("Unicode: canonically equivalent text is the same text")
struct UnicodeEquivalenceTests {
    static let precomposed = "/menu/caf\u{E9}"
    static let decomposed = "/menu/cafe\u{301}"

    @Test func aLiteralMatchesTheOtherNormalForm() throws {
        var routes = RouteTable()
        try routes.register(Self.decomposed)
        #expect(try routes.match("myapp://menu/caf%C3%A9")?.pattern.text == Self.decomposed)
        #expect(try routes.match("myapp://menu/caf\u{E9}")?.pattern.text == Self.decomposed)

        var other = RouteTable()
        try other.register(Self.precomposed)
        #expect(try other.match("myapp://menu/cafe%CC%81")?.pattern.text == Self.precomposed)
    }

    @Test func aSingletonDecompositionMatchesItsASCIILetter() throws {
        var routes = RouteTable()
        try routes.register("/units/\u{212A}")  // KELVIN SIGN, canonically `K`
        #expect(try routes.match("/units/K")?.pattern.text == "/units/\u{212A}")

        var ascii = RouteTable()
        try ascii.register("/units/K")
        #expect(try ascii.match("/units/%E2%84%AA")?.pattern.text == "/units/K")
    }

    @Test func equivalentPatternsAreEqualAndHashAlike() throws {
        let first = try RoutePattern(Self.precomposed)
        let second = try RoutePattern(Self.decomposed)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(try RoutePattern("/menu/tea") != RoutePattern("/menu/tee"))
    }

    @Test func theTableFindsAPatternByEitherForm() throws {
        var routes = RouteTable()
        try routes.register(Self.decomposed)
        #expect(routes.pattern(Self.precomposed)?.text == Self.decomposed)
        #expect(routes.pattern("//menu//cafe\u{301}/")?.text == Self.decomposed)
    }

    @Test func theOtherFormIsADuplicate() throws {
        var routes = RouteTable()
        try routes.register(Self.decomposed)
        #expect(throws: RouteError.self) { try routes.register(Self.precomposed) }
        #expect(routes.count == 1)
    }

    @Test func aPathParameterHidesAnEquivalentlyNamedQueryItem() throws {
        var routes = RouteTable()
        try routes.register("/temperature/:K")
        let match = try #require(try routes.match("/temperature/300?%E2%84%AA=1&unit=kelvin"))
        #expect(match.parameters.map(\.name) == ["K", "unit"])
        #expect(match.parameters["K"] == "300")
    }

    @Test func aCaseInsensitiveTableFoldsNonASCIILiterals() throws {
        var routes = RouteTable(options: .caseInsensitive)
        try routes.register("/caf\u{C9}")  // É
        #expect(try routes.match("/cafe\u{301}")?.pattern.text == "/caf\u{C9}")
    }
}
