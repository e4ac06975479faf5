import Testing
import WireframeSupport

// Holds samples of the `///` comments of Lock.swift and MessageText.swift: written here once,
// between the `sample` markers (the doc comment shows what is written here: `SampleSourcesTests`)
// and followed by a check of what it does.

@Suite("Documentation samples: the support module's doc comments")
struct SupportDocCommentSampleTests {
    @Test func aCounterBehindTheLock() {
        // sample Lock/Lock
        let counter = Lock(0)
        counter.withLock { $0 += 1 }
        // sample end

        #expect(counter.withLock { $0 } == 1)
    }

    @Test func messageTextQuotesControlCharacters() {
        // sample MessageText/MessageText
        let quoted = MessageText.quoted("/a\u{1B}[2J")  // "/a\u{1B}[2J", with the escape written out
        // sample end

        #expect(quoted == #""/a\u{1B}[2J""#)
    }
}
