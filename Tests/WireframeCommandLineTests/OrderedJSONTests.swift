import Testing
import WireframeCommandLine
import WireframeTestSupport

@Suite struct OrderedJSONTests {
    @Test func writesObjectMembersInTheOrderGiven() {
        let value = OrderedJSON.object([
            "url": .string("/inbox"), "matched": .null, "ok": .bool(true),
        ])
        #expect(value.serialized == #"{"url": "/inbox", "matched": null, "ok": true}"#)
    }

    @Test func writesNestedArraysAndEmptyContainers() {
        let value = OrderedJSON.object([
            "list": .array([.string("a"), .array([])]), "empty": .object([]),
        ])
        #expect(value.serialized == #"{"list": ["a", []], "empty": {}}"#)
    }

    @Test func escapesQuotesBackslashesAndControlCharacters() {
        let value = OrderedJSON.string("a\"b\\c\nd\re\tf\u{08}g\u{0C}h\u{01}i\u{1F}j")
        #expect(value.serialized == #""a\"b\\c\nd\re\tf\bg\fh\u0001i\u001fj""#)
    }

    @Test func keepsNonASCIIButEscapesLineAndParagraphSeparators() {
        let value = OrderedJSON.string("é/😀\u{2028}\u{2029}")
        #expect(value.serialized == "\"é/😀\\u2028\\u2029\"")
    }

    /// DEL and the C1 controls (U+0080–U+009F; U+009B is a terminal's CSI) are as dangerous in a
    /// terminal as the C0 ones: a report prints none of them raw (found by the command-line
    /// fuzzer, whose invariant is a report free of raw control characters).
    @Test func escapesDeleteAndC1ControlCharacters() {
        let value = OrderedJSON.string("a\u{7F}b\u{80}c\u{9B}d\u{A0}")
        #expect(value.serialized == "\"a\\u007fb\\u0080c\\u009bd\u{A0}\"")
    }

    /// The characters MessageText escapes in messages are escaped in JSON too, with the other
    /// invisible format characters: bidirectional controls, zero-width ones, the byte order mark.
    @Test func escapesBidirectionalAndInvisibleFormatCharacters() {
        let value = OrderedJSON.string("a\u{202E}b\u{2066}c\u{200B}d\u{FEFF}e\u{061C}f\u{E0001}g")
        #expect(value.serialized == #""a\u202eb\u2066c\u200bd\ufeffe\u061cf\udb40\udc01g""#)
    }

    /// Every character a message escapes, a report escapes: the Hangul fillers, the combining
    /// grapheme joiner, a variation selector, the blank Braille pattern and a private-use
    /// character were printed raw (they are letters, marks or symbols by class, not formats).
    @Test func escapesWhatMessagesEscape() {
        let value = OrderedJSON.string("a\u{3164}b\u{115F}c\u{34F}d\u{FE0F}e\u{2800}f\u{E000}g")
        #expect(value.serialized == #""a\u3164b\u115fc\u034fd\ufe0fe\u2800f\ue000g""#)
    }

    @Test func escapesKeysToo() {
        let value = OrderedJSON.object(["a\"b": .null])
        #expect(value.serialized == #"{"a\"b": null}"#)
    }
}
