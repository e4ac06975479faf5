import Foundation
import Testing
import WireframeRouting
import WireframeSupport
import WireframeTestSupport

/// Hostile links of the second hardening round: each parsed and reached a parameter value, or
/// matched where it should not, or was refused where the RFC reads it well. Every rule here is
/// listed in the Security article (WireframePipeline's `Security.md`).
@Suite("Routing: hostile URLs, round two")
struct HostileURLTests {
    /// The `RouteError` parsing `url` throws, or `nil` when it parses.
    private func refusal(_ url: String) -> RouteError? {
        do {
            _ = try RouteURL(url)
            return nil
        } catch {
            return error
        }
    }

    // MARK: `..` through an encoded slash or backslash

    @Test(
        "`..` between encoded slashes or backslashes inside one segment is refused",
        arguments: [
            "..%2F..%2Fetc%2Fpasswd", "..%5C..%5Cwin.ini", "a%2F..", "..%2f", "%2E%2E%2Fx", "x%2F..%2Fy",
        ]
    )
    func dotsBetweenEncodedSeparators(segment: String) throws {
        var routes = RouteTable()
        try routes.register("/files/:name")
        let error = #expect(throws: RouteError.self) { try routes.match("/files/\(segment)") }
        #expect(error?.code == .invalidURL)
        #expect(error?.position == 7)
        #expect(
            error?.message.contains("may not hold `..` between slashes or backslashes") == true,
            "\(error?.message ?? "")"
        )
        #expect(error?.message.contains(segment) == true)
    }

    @Test("encoded slashes without a `..` part, and dots inside a part, stay plain text")
    func encodedSlashesWithoutClimbing() throws {
        let url = try RouteURL("/files/a%2Fb/...%2F.x/a..%5Cb/.%2F.")
        #expect(url.segments == ["files", "a/b", ".../.x", "a..\\b", "./."])
    }

    // MARK: Invisible and direction-changing characters

    /// Each character, percent-encoded as a link writes it.
    static let invisible: [(name: String, escaped: String, codePoint: String)] = [
        ("C1 control CSI", "%C2%9B", "U+009B"),
        ("C1 control NEL", "%C2%85", "U+0085"),
        ("right-to-left override", "%E2%80%AE", "U+202E"),
        ("left-to-right isolate", "%E2%81%A6", "U+2066"),
        ("right-to-left mark", "%E2%80%8F", "U+200F"),
        ("Arabic letter mark", "%D8%9C", "U+061C"),
        ("zero-width space", "%E2%80%8B", "U+200B"),
        ("byte order mark", "%EF%BB%BF", "U+FEFF"),
        ("word joiner", "%E2%81%A0", "U+2060"),
        ("soft hyphen", "%C2%AD", "U+00AD"),
        ("line separator", "%E2%80%A8", "U+2028"),
        ("paragraph separator", "%E2%80%A9", "U+2029"),
        // Outside the hand list that came before the classes: each got into a parameter value.
        ("tag letter A", "%F3%A0%81%81", "U+E0041"),
        ("inhibit symmetric swapping", "%E2%81%AA", "U+206A"),
        ("Hangul filler", "%E3%85%A4", "U+3164"),
        ("interlinear annotation anchor", "%EF%BF%B9", "U+FFF9"),
        ("combining grapheme joiner", "%CD%8F", "U+034F"),
        ("variation selector 16", "%EF%B8%8F", "U+FE0F"),
        ("Braille pattern blank", "%E2%A0%80", "U+2800"),
        ("Hangul choseong filler", "%E1%85%9F", "U+115F"),
        ("private use", "%EE%80%80", "U+E000"),
    ]

    /// What the refused characters are, by Unicode's own classes: controls (C1), formats
    /// (which holds the bidirectional controls and the tag characters), line and paragraph
    /// separators, private use, and default-ignorable code points; but the zero-width joiner and
    /// non-joiner, which emoji and scripts need; and U+2800, blank in every font but a symbol.
    static func isRefusedByClass(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80, scalar.value != 0x200C, scalar.value != 0x200D else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse: return true
        default: return scalar.properties.isDefaultIgnorableCodePoint || scalar.value == 0x2800
        }
    }

    @Test("the refused characters are those of Unicode's classes, every code point checked, not a hand list")
    func refusedSetFollowsUnicodeClasses() {
        var disagreements: [String] = []
        for value in UInt32(0x80)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let escaped = MessageText.escaped(String(Character(scalar))) != String(Character(scalar))
            if escaped != Self.isRefusedByClass(scalar) {
                disagreements.append(String(format: "U+%04X", value) + (escaped ? " escaped" : " shown raw"))
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20))")
    }

    @Test("an emoji variation selector is shown raw after every scalar Unicode calls an emoji, and only there")
    func variationSelectorsFollowUnicodeEmoji() {
        var disagreements: [String] = []
        for value in UInt32(0x20)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value), value != 0x7F, !(0x80..<0xA0).contains(value) else { continue }
            let kept = !Self.isRefusedByClass(scalar) && scalar.properties.isEmoji
            for selector: Unicode.Scalar in ["\u{FE0E}", "\u{FE0F}"] {
                var text = String(scalar)
                text.unicodeScalars.append(selector)
                let shownRaw = MessageText.escaped(text).unicodeScalars.contains(selector)
                if shownRaw != kept {
                    disagreements.append(String(format: "U+%04X", value) + (shownRaw ? " keeps" : " escapes"))
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20))")
    }

    @Test("an emoji's variation selector is kept where it follows an emoji, and refused anywhere else")
    func emojiVariationSelectors() throws {
        for url in [
            "/tags/%E2%9D%A4%EF%B8%8F", "/search?q=I%20%E2%9D%A4%EF%B8%8F%20Swift", "/tags/\u{2764}\u{FE0F}",
            "/tags/%E2%98%BA%EF%B8%8E",  // ☺︎, the text presentation
            "/tags/%F0%9F%91%A8%E2%80%8D%E2%9D%A4%EF%B8%8F%E2%80%8D%F0%9F%91%A8",  // 👨‍❤️‍👨
            "/tags/1%EF%B8%8F%E2%83%A3", "/a#%E2%9D%A4%EF%B8%8F",  // 1️⃣; in a fragment
        ] {
            #expect(refusal(url) == nil, "\(url): \(refusal(url)?.message ?? "")")
        }
        let url = try RouteURL("/tags/%E2%9D%A4%EF%B8%8F?q=%E2%9D%A4%EF%B8%8F")
        #expect(url.segments == ["tags", "\u{2764}\u{FE0F}"])
        #expect(MessageText.escaped("\u{2764}\u{FE0F}") == "\u{2764}\u{FE0F}")
        for (url, offset) in [
            ("/tags/a%EF%B8%8F", 7), ("/tags/%EF%B8%8Fx", 6), ("/tags/%E2%9D%A4%EF%B8%8F%EF%B8%8F", 24),
            ("/search?q=%EF%B8%8E", 10), ("/tags/%E2%80%8D%EF%B8%8F", 15), ("/tags/a\u{FE0F}", 7),
        ] {
            let error = try #require(refusal(url), "\(url)")
            #expect(error.message.contains("U+FE0"), "\(error.message)")
            #expect(error.position == offset, "\(url): \(error.message)")
        }
        #expect(MessageText.escaped("a\u{FE0F}") == "a\\u{FE0F}")
    }

    @Test("an invisible or direction-changing character is refused escaped, in every part, naming it")
    func invisibleCharactersEscaped() throws {
        for character in Self.invisible {
            for url in [
                "/files/invoice\(character.escaped)fdp.exe", "/search?q=a\(character.escaped)b",
                "/search?q\(character.escaped)=x", "/a#x\(character.escaped)",
                "https://ex\(character.escaped)ample.com/",
            ] {
                let error = try #require(refusal(url), "\(character.name) in \(url)")
                #expect(error.code == .invalidURL)
                #expect(error.message.contains("`\(character.escaped)` decodes to"), "\(error.message)")
                #expect(error.message.contains(character.codePoint), "\(error.message)")
                #expect(
                    url.utf8.count > error.position ?? .max
                        && url.utf8.dropFirst(error.position ?? 0).starts(with: character.escaped.utf8),
                    "\(url): offset \(error.position ?? -1)"
                )
            }
        }
    }

    @Test("the same characters written raw are refused too, and the message shows them escaped")
    func invisibleCharactersRaw() throws {
        for character in Self.invisible {
            // Built from the code point: Foundation's `removingPercentEncoding` drops a BOM.
            let raw = try #require(
                UInt32(character.codePoint.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(String.init)
            )
            let url = "/files/invoice\(raw)fdp.exe"
            let error = try #require(refusal(url), "\(character.name)")
            #expect(error.code == .invalidURL)
            #expect(error.position == 14)
            #expect(error.message.contains("\(character.codePoint)) is not allowed"), "\(error.message)")
            #expect(!error.message.unicodeScalars.contains { $0 == raw.unicodeScalars.first }, "\(error.message)")
        }
    }

    @Test("a pattern refuses the same characters written raw, as it refuses them escaped: no URL can hold them")
    func invisibleCharactersInPatterns() throws {
        for character in Self.invisible {
            let raw = try #require(
                UInt32(character.codePoint.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(String.init)
            )
            let error = #expect(throws: RouteError.self, "\(character.name)") {
                try RoutePattern("/files/invoice\(raw)fdp.exe")
            }
            #expect(error?.code == .malformedPattern)
            #expect(error?.position == 14)
            let message = error?.message ?? ""
            #expect(message.contains("\(character.codePoint)) is not allowed"), "\(message)")
            // Its canonical form, escaped, was refused already.
            #expect(throws: RouteError.self) { try RoutePattern("/files/invoice\(character.escaped)fdp.exe") }
        }
        // Joiners are text, in patterns as in URLs.
        var routes = RouteTable()
        try routes.register("/people/👨\u{200D}👩")
        #expect(try routes.match("/people/👨\u{200D}👩") != nil)
    }

    @Test("zero-width joiners, which emoji and scripts need, and other text outside ASCII stay accepted")
    func joinersStayAccepted() throws {
        let family = "👨\u{200D}👩\u{200D}👧"
        let persian = "می\u{200C}خواهم"
        let url = try RouteURL("/people/\(family)/\(persian)/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7?city=K%C3%B8benhavn")
        #expect(url.segments == ["people", family, persian, "مرحبا"])
        #expect(url.queryItems.first?.value == "København")
    }

    @Test("a punycode host that decodes to a C1 control is refused")
    func punycodeHostWithAControl() throws {
        // "xn--a-ba" is punycode for "a" followed by U+0080.
        let error = try #require(refusal("https://xn--a-ba.example/x"))
        #expect(error.code == .invalidURL)
        #expect(error.message.contains("U+0080"), "\(error.message)")
    }

    // MARK: An authority without a scheme

    @Test("`//host/path` without a scheme is refused: Foundation reads a host where the matcher read a path")
    func authorityWithoutScheme() throws {
        var routes = RouteTable()
        try routes.register("/**")
        for url in ["//evil.com/x", "//evil.com", "///x", "//"] {
            let error = #expect(throws: RouteError.self, "\(url)") { try routes.match(url) }
            #expect(error?.code == .invalidURL)
            #expect(error?.position == 0)
            #expect(error?.message.contains("starts with `//` names a host but no scheme") == true)
        }
        #expect(URL(string: "//evil.com/x")?.host == "evil.com")
        #expect(try routes.match("/evil.com/x")?.rest == ["evil.com", "x"])
        #expect(try routes.match("/a//b")?.rest == ["a", "b"])
        #expect(try routes.match("myapp:///inbox")?.rest == ["inbox"])
    }

    // A browser reads `\` in a path as `/` (WHATWG URL, for http, https and a path resolved
    // against such a page), so `/\evil.com/x` is `//evil.com/x` there: a link to evil.com, which
    // the matcher read as a path and matched with `/**`.
    @Test("a raw backslash in the path is refused, naming it; escaped as %5C it is text")
    func backslashInThePath() throws {
        var routes = RouteTable()
        try routes.register("/**")
        for (url, offset) in [
            (#"/\evil.com/x"#, 1), (#"\\evil.com/x"#, 0), (#"\/evil.com/x"#, 0), (#"https://a.com/x\y"#, 15),
            (#"myapp://inbox\x"#, 13), (#"/files/..\..\win.ini"#, 9),
        ] {
            let error = #expect(throws: RouteError.self, "\(url)") { try routes.match(url) }
            #expect(error?.code == .invalidURL)
            #expect(error?.position == offset, "\(url)")
            #expect(error?.message.contains("a `\\` in the path, which a browser reads as `/`") == true, "\(url)")
        }
        #expect(try routes.match("/a%5Cb/x")?.rest == [#"a\b"#, "x"])
        #expect(try routes.match(#"/a?q=\"#) != nil)
    }

    // MARK: Ports

    @Test(
        "a port past 65535, or one that is not a number, is refused",
        arguments: ["99999", "65536", "8o", "-1", "1:2"]
    )
    func badPorts(port: String) throws {
        let error = try #require(refusal("https://example.com:\(port)/a"))
        #expect(error.code == .invalidURL)
        #expect(error.message.contains("port"), "\(error.message)")
    }

    @Test("ports from 0 to 65535, an empty port and IPv6 hosts with ports stay accepted")
    func goodPorts() throws {
        for url in [
            "https://example.com:0/a", "https://example.com:65535/a", "https://example.com:/a",
            "https://user:pw@example.com:8080/a", "https://[::1]:443/a", "https://[::1]/a",
        ] {
            #expect(throws: Never.self, "\(url)") { _ = try RouteURL(url) }
        }
        #expect(refusal("https://[::1]x/a")?.message.contains("IPv6 host's `]`") == true)
        #expect(refusal("https://[::1]:99999/a")?.code == .invalidURL)
    }

    // MARK: Numbers too large for a Double

    @Test("a decimal too large for a Double matches no `double` parameter and decodes as no Double")
    func nonFiniteDoubles() throws {
        let huge = String(repeating: "9", count: 400)
        var routes = RouteTable()
        try routes.register("/price/:amount<double>")
        try routes.register("/price/:text")
        let match = try #require(try routes.match("/price/\(huge)"))
        #expect(match.pattern.text == "/price/:text")
        #expect(try routes.match("/price/\(huge).5")?.pattern.text == "/price/:text")
        #expect(throws: RouteError.self) { try match.parameters.value("text", as: Double.self) }
        #expect(Double(routeParameter: huge) == nil)
        #expect(Double(routeParameter: "-" + huge) == nil)
        #expect(RouteParameterType.double.accepts(huge) == false)
    }

    @Test("the largest decimals a Double holds stay accepted, as do tiny ones")
    func finiteDoublesAtTheEdge() throws {
        let largest = "1" + String(repeating: "0", count: 308)
        let pastLargest = "2" + String(repeating: "0", count: 308)
        let padded = String(repeating: "0", count: 400) + "1.5"
        let tiny = "0." + String(repeating: "0", count: 400) + "1"
        #expect(RouteParameterType.double.accepts(largest))
        #expect(Double(routeParameter: largest) == 1e308)
        #expect(!RouteParameterType.double.accepts(pastLargest))
        #expect(Double(routeParameter: pastLargest) == nil)
        #expect(RouteParameterType.double.accepts(padded))
        #expect(Double(routeParameter: padded) == 1.5)
        #expect(Double(routeParameter: tiny) == 0)
    }

    struct Price: Route {
        static let pattern = "/prices/:amount<double>"
        var amount: Double
    }

    struct Ratio: Route {
        static let pattern = "/ratios/:value<double>"
        var value: Float
    }

    @Test("a typed route refuses a non-finite value at matching, so nothing it matched is refused by url(for:)")
    func typedRoutesAgreeWithReverseRouting() throws {
        var routes = RouteTable()
        try routes.register(Price.self)
        try routes.register(Ratio.self)
        #expect(try routes.match("/prices/" + String(repeating: "9", count: 400)) == nil)
        let match = try #require(try routes.match("/ratios/1" + String(repeating: "0", count: 60)))
        // 1e60 is a finite Double but not a finite Float: the route does not decode.
        #expect(throws: RouteError.self) { try match.route(as: Ratio.self) }
        let price = try #require(try routes.match("/prices/1" + String(repeating: "0", count: 300)))
        let value = try price.route(as: Price.self)
        #expect(try routes.match(routes.url(for: value))?.pattern.text == Price.pattern)
    }
}
