import Testing
import WireframeHeadless
import WireframeKit
import WireframeTestSupport

/// Hierarchies far larger than an app's, as a stress test builds them: they behave as small ones
/// do. Dismissing a chain of modals was cubic in its length (1 000 took 7 s, 3 000 over three
/// minutes) and looked like a deadlock; the time limit turns such a regression into a failure
/// here, while Benchmarks/ (`--only scaling`) checks the growth itself.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScaleTests {
    static let chainLength = 3_000

    @Test func dismissingALongModalChainTakesEveryModalOutAndFreesIt() async throws {
        let window = HeadlessWindow()
        let root = HeadlessScreen("root")
        try await window.setRoot(root, animated: false)
        weak var first: HeadlessScreen?
        weak var last: HeadlessScreen?
        do {
            var top = root
            for index in 0..<Self.chainLength {
                let modal = HeadlessScreen("m\(index)")
                try await top.present(modal, animated: false)
                top = modal
            }
            first = root.presentedScreen as? HeadlessScreen
            last = top
            #expect(window.allScreens.count == Self.chainLength + 1)
        }
        try await root.dismissPresented(animated: false)
        #expect(root.presentedScreen == nil)
        #expect(window.allScreens.count == 1)
        #expect(first == nil)
        #expect(last == nil)
    }

    @Test func aDeepStackShowsEveryPushAndPopsBackToItsRoot() async throws {
        let window = HeadlessWindow()
        let stack = try HeadlessStack("main", screens: [HeadlessScreen("root")])
        try await window.setRoot(stack, animated: false)
        for index in 0..<20_000 {
            let screen = HeadlessScreen("s\(index)")
            try await stack.push(screen, animated: false)
            #expect(stack.screens.last === screen)
        }
        #expect(stack.screens.count == 20_001)
        let popped = try await stack.popToRoot(animated: false)
        #expect(popped.count == 20_000)
        #expect(stack.screens.map(\.screenIdentifier) == ["root"])
    }
}
