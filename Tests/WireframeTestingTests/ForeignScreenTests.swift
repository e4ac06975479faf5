// Holds samples of the `///` comments of ForeignScreen.swift (the documentation tests check that
// they stay the same).
import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// A screen of no backend: refused by containers, and presenting nothing.
@MainActor
struct ForeignScreenTests {
    @Test func headlessContainersRefuseIt() async throws {
        let app = try await HeadlessFixture()
        let stack = try app.stack("main")
        // sample ForeignScreen/ForeignScreen
        await #expect(throws: PresentationError.self) {
            try await stack.push(ForeignScreen(), animated: false)
        }
        // sample end
        let error = await #expect(throws: PresentationError.self) {
            try await app.window.setRoot(ForeignScreen("card"), animated: false)
        }
        #expect(error?.code == .foreignScreen)
        #expect(error?.message.contains(#"screen "card" is not a headless screen"#) == true)
    }

    @Test func itIsInNoHierarchyAndPresentsNothing() async throws {
        let screen = ForeignScreen()
        #expect(screen.screenIdentifier == "foreign")
        #expect(screen.enclosingStack == nil && screen.presentingScreen == nil && screen.presentedScreen == nil)
        let present = await #expect(throws: PresentationError.self) {
            try await screen.present(ForeignScreen("other"), animated: false)
        }
        #expect(present?.code == .notInHierarchy)
        #expect(present?.message == #"foreign screen "foreign" is not in a window, so it cannot present "other""#)
        let dismiss = await #expect(throws: PresentationError.self) {
            try await screen.dismissPresented(animated: false)
        }
        #expect(dismiss?.code == .nothingPresented)
    }

    @Test func screensHaveTheirOwnIdentity() {
        #expect(ForeignScreen().screenID != ForeignScreen().screenID)
    }
}
