import Testing
import WireframeKit

// Holds the sample of MigratingFromMFHWireframes.md, the DocC guide "Migrating from MFHWireframes"
// (WireframeKit.docc/Articles/Migrating), written once between the `sample` markers (the page shows
// what is written here: `SampleSourcesTests`), then run.
@Suite("DocC: Migrating from MFHWireframes")
struct MFHWireframesGuideTests {
    @Test func aBranchReadsItsParentAndKeepsItsOwnWrites() {
        // sample MigratingFromMFHWireframes/the-same-flow
        enum ShowIntro: FlowContextKey {
            static let defaultValue = true
        }

        let onboarding = FlowContext()
        onboarding[ShowIntro.self] = false
        onboarding["source"] = "push"  // a string key, as MFHWireframes had

        let step = onboarding.branch()  // a sub-flow: reads fall back to onboarding
        step["source"] = "deep link"
        let intro = step[ShowIntro.self]  // false, from the parent
        let source = step["source"] as? String  // "deep link"; onboarding still says "push"
        // sample end
        #expect(intro == false)
        #expect(source == "deep link")
        #expect(onboarding["source"] as? String == "push")
    }
}
