import Testing
import WireframeRouting
import WireframeTestSupport

/// Messages of the routing layer show what they quote from a URL or a pattern escaped, readable
/// and short: a crafted link cannot write into a log or a terminal through them.
@Suite("Route errors: what their messages show of the input")
struct RouteErrorMessageTests {
    /// Whether `text` holds a character that a terminal or a log would act on.
    private func hasRawControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    @Test(
        arguments: [
            ("/a\u{1B}[31mred", #""/a\u{1B}[31mred" at offset 2"#),
            ("/a\u{0}b", #""/a\0b" at offset 2"#),
            ("/a\nInjected log line", #""/a\nInjected log line" at offset 2"#),
        ]
    )
    func aURLWithAControlCharacterIsShownEscaped(url: String, shown: String) {
        let error = #expect(throws: RouteError.self) { try RouteURL(url) }
        #expect(error?.subject == url)
        #expect(error.map { hasRawControlCharacter($0.message) } == false, "\(error?.message ?? "")")
        #expect(error?.message.contains(shown) == true, "\(error?.message ?? "")")
    }

    @Test func aPercentEncodedControlCharacterIsRefusedNamingTheEscape() throws {
        var routes = RouteTable()
        try routes.register("/users/:id<int>")
        let error = #expect(throws: RouteError.self) { try routes.explain("/users/%1B%5B2J") }
        #expect(error.map { hasRawControlCharacter($0.message) } == false)
        #expect(error?.message.contains("`%1B` decodes to a control character") == true, "\(error?.message ?? "")")
    }

    @Test func aNonASCIICharacterInAPatternIsNamedAsItIsWritten() {
        let error = #expect(throws: RouteError.self) { try RoutePattern("/users/:namé") }
        #expect(error?.message.contains(#"unexpected "é" in parameter "nam""#) == true, "\(error?.message ?? "")")
        let emoji = #expect(throws: RouteError.self) { try RoutePattern("/:a👍") }
        #expect(emoji?.message.contains(#"unexpected "👍""#) == true, "\(emoji?.message ?? "")")
    }

    @Test func aLongURLIsShortenedInTheMessageAroundTheFault() {
        let url = "/search?q=" + String(repeating: "x", count: 10_000) + "%zz"
        let error = #expect(throws: RouteError.self) { try RouteURL(url) }
        #expect(error?.subject == url)
        #expect(error?.position == 10_010)
        let message = error?.message ?? ""
        #expect(message.count < 300, "\(message.count) characters")
        #expect(message.contains("xxx%zz\""))
        #expect(message.contains("shortened from 10013 characters"))
    }

    @Test func aMissingParameterNamesTheParametersThereAre() {
        let none: RouteParameters = [:]
        let error = #expect(throws: RouteError.self) { try none.value("id", as: Int.self) }
        #expect(error?.code == .missingParameter)
        #expect(error?.message == #"parameter "id": there is no such parameter; there are no parameters"#)
        let some: RouteParameters = ["from": "push", "tab": "posts"]
        let other = #expect(throws: RouteError.self) { try some.value("id", as: Int.self) }
        #expect(other?.message == #"parameter "id": there is no such parameter; the parameters are "from", "tab""#)
    }

    @Test func anInvalidValueIsShownEscaped() {
        let parameters: RouteParameters = ["id": "4\u{1B}2"]
        let error = #expect(throws: RouteError.self) { try parameters.value("id", as: Int.self) }
        #expect(error?.message == #"parameter "id": "4\u{1B}2" is not a valid Int"#)
    }

    @Test func reverseRoutingShowsAnInvalidValueEscapedAndShort() throws {
        var routes = RouteTable()
        try routes.register("/messages/:id<int>")
        let value = String(repeating: "9", count: 500) + "\n"
        let error = #expect(throws: RouteError.self) {
            try routes.url(for: "/messages/:id<int>", parameters: ["id": value])
        }
        let message = error?.message ?? ""
        #expect(error?.code == .invalidParameterValue)
        #expect(!hasRawControlCharacter(message))
        #expect(message.count < 300, "\(message.count) characters")
        #expect(
            message.contains(#"999\n" (shortened from 501 characters) for "id" is not a valid int"#),
            "\(message)"
        )
    }
}
