import Testing
import WireframeSupport

/// What a message shows of text that came from outside — a URL, a pattern, a value: escaped so
/// that it cannot write into a log or a terminal, and short enough to read.
@Suite("Input shown in messages")
struct MessageTextTests {
    @Test(
        "control characters are escaped as Swift writes them",
        arguments: [
            ("a\u{0}b", #""a\0b""#),
            ("a\u{1B}[2Jb", #""a\u{1B}[2Jb""#),
            ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
            ("del\u{7F}", #""del\u{7F}""#),
            ("c1\u{85}", #""c1\u{85}""#),
            ("separator\u{2028}", #""separator\u{2028}""#),
            ("bidi\u{202E}txt", #""bidi\u{202E}txt""#),
        ]
    )
    func controlCharactersAreEscaped(input: String, shown: String) {
        #expect(MessageText.quoted(input) == shown)
    }

    @Test func quotesAndBackslashesAreEscapedSoTheQuotedTextIsUnambiguous() {
        #expect(MessageText.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    }

    @Test func nonASCIITextIsShownAsItIs() {
        #expect(MessageText.quoted("/bücher/日本/👩‍👩‍👧") == "\"/bücher/日本/👩‍👩‍👧\"")
    }

    @Test func textUpToTheLimitIsShownWhole() {
        let text = String(repeating: "a", count: MessageText.limit)
        #expect(MessageText.quoted(text) == "\"\(text)\"")
    }

    @Test func longTextShowsItsStartAndEndAndSaysHowLongItWas() {
        let text = "https://example.com/" + String(repeating: "a", count: 10_000) + "/end"
        let shown = MessageText.quoted(text)
        #expect(shown.count < 160)
        #expect(shown.hasPrefix("\"https://example.com/aaa"))
        #expect(shown.contains("aaa/end\""))
        #expect(shown.contains("…"))
        #expect(shown.hasSuffix("(shortened from 10024 characters)"))
    }

    @Test func longTextShowsThePlaceAnOffsetPointsAt() {
        let text = String(repeating: "a", count: 5_000) + "%zz" + String(repeating: "b", count: 5_000)
        let shown = MessageText.quoted(text, around: 5_000)
        #expect(shown.contains("aaa%zzbbb"))
        #expect(shown.count < 200)
    }

    @Test func anOffsetIsCountedInUTF8BytesAsRouteErrorPositionsAre() {
        let text = String(repeating: "é", count: 3_000) + "!" + String(repeating: "é", count: 3_000)
        let shown = MessageText.quoted(text, around: 6_000)
        #expect(shown.contains("éé!éé"))
    }

    @Test func escapedProseKeepsMoreThanAQuotedName() {
        let description = String(repeating: "word ", count: 400)
        let shown = MessageText.escaped(description)
        #expect(shown.count > 600 && shown.count < 1_100, "\(shown.count) characters")
        #expect(shown.hasSuffix("(shortened from 2000 characters)"))
    }

    @Test func escapedTextIsNotQuoted() {
        #expect(MessageText.escaped("disk \"full\"\n") == #"disk "full"\n"#)
    }

    /// Text the module generator writes into a Swift string literal: bidirectional controls,
    /// invisible characters and every format character are written as escapes, so the source
    /// shows what the string holds ("Trojan Source"), as are quotes, backslashes and controls.
    @Test func templateTextIsEscapedForAStringLiteral() {
        #expect(
            MessageText.swiftLiteralContents("a\u{202E}b\u{2066}c\u{200B}d\u{FEFF}e\u{2028}f\u{1B}g\"h\\(i)\n")
                == #"a\u{202E}b\u{2066}c\u{200B}d\u{FEFF}e\u{2028}f\u{1B}g\"h\\(i)\n"#
        )
        #expect(MessageText.swiftLiteralContents("/profile/é/:id<int>") == "/profile/é/:id<int>")
        // A zero-width joiner is a format character: escaped in source, shown as it is in a
        // message (emoji sequences need it).
        #expect(MessageText.swiftLiteralContents("a\u{200D}b") == #"a\u{200D}b"#)
        #expect(MessageText.quoted("a\u{200D}b") == "\"a\u{200D}b\"")
    }
}
