import Testing
import WireframeSupport

// Holds samples of the `///` comments of Lock.swift and MessageText.swift: copied verbatim between the `Sample`
// comments (`SampleCopiesTests` checks that it stays so) and followed by a check of what it does.

@Suite("Documentation samples: the support module's doc comments")
struct SupportDocCommentSampleTests {
    @Test func aCounterBehindTheLock() {
        // Sample: Lock.swift.
        let counter = Lock(0)
        counter.withLock { $0 += 1 }
        // End of sample.

        #expect(counter.withLock { $0 } == 1)
    }

    @Test func messageTextQuotesControlCharacters() {
        // Sample: MessageText.swift.
        let quoted = MessageText.quoted("/a\u{1B}[2J")  // "/a\u{1B}[2J", with the escape written out
        // End of sample.

        #expect(quoted == #""/a\u{1B}[2J""#)
    }
}
