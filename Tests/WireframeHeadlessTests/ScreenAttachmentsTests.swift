import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport

private enum DraftKey: ScreenAttachmentKey { typealias Value = String }
private enum CountKey: ScreenAttachmentKey { typealias Value = Int }

/// An object attached to a screen, to see when it is freed.
private final class Payload {}
private enum PayloadKey: ScreenAttachmentKey { typealias Value = Payload }

@MainActor
@Suite("Screens: identity and attachments")
struct ScreenAttachmentsTests {
    @Test("every screen has its own identity, even screens of the same identifier")
    func identities() throws {
        let first = HeadlessScreen("message:42")
        let second = HeadlessScreen("message:42")
        let stack = HeadlessStack()
        #expect(first.screenID != second.screenID)
        #expect(first.screenID == first.screenID)
        #expect(Set([first.screenID, second.screenID, stack.screenID]).count == 3)
        #expect(first.screenID.description.hasPrefix("#"))
    }

    @Test("values are kept per screen and per key type; nil removes one")
    func values() {
        let screen = HeadlessScreen("compose")
        let other = HeadlessScreen("compose")
        screen.screenAttachments[DraftKey.self] = "Hello"
        screen.screenAttachments[CountKey.self] = 3
        #expect(screen.screenAttachments[DraftKey.self] == "Hello")
        #expect(screen.screenAttachments[CountKey.self] == 3)
        #expect(other.screenAttachments[DraftKey.self] == nil)
        screen.screenAttachments[DraftKey.self] = nil
        #expect(screen.screenAttachments[DraftKey.self] == nil)
    }

    @Test("attachments are freed with their screen and never keep it alive")
    func lifetime() async throws {
        weak var weakScreen: HeadlessScreen?
        weak var weakPayload: Payload?
        do {
            let window = HeadlessWindow(animationDuration: .zero)
            let stack = try HeadlessStack(screens: [HeadlessScreen("inbox")])
            try await window.setRoot(stack, animated: false)
            let screen = HeadlessScreen("message")
            let payload = Payload()
            screen.screenAttachments[PayloadKey.self] = payload
            weakScreen = screen
            weakPayload = payload
            try await stack.push(screen, animated: false)
            try await stack.pop(animated: false)
        }
        #expect(weakScreen == nil)
        #expect(weakPayload == nil)
    }
}
