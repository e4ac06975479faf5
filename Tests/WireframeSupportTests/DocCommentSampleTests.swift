import Testing
import WireframeSupport

// Holds samples of the `///` comments of Lock.swift: copied verbatim between the `Sample`
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
}
