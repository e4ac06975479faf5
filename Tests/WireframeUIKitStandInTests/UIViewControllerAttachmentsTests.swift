import Testing
import UIKitStandIn
import WireframePresentation
import WireframeTestSupport

private enum NoteKey: ScreenAttachmentKey { typealias Value = String }
private final class Payload {}
private enum PayloadKey: ScreenAttachmentKey { typealias Value = Payload }

@MainActor
struct UIViewControllerAttachmentsTests {
    @Test func aControllerKeepsOneIdentityAndItsValues() {
        let controller = UIViewController()
        let other = UIViewController()
        let screen: any Screen = controller
        #expect(screen.screenID == (controller as any Screen).screenID)
        #expect(screen.screenID != (other as any Screen).screenID)
        screen.screenAttachments[NoteKey.self] = "kept"
        #expect((controller as any Screen).screenAttachments[NoteKey.self] == "kept")
        #expect((other as any Screen).screenAttachments[NoteKey.self] == nil)
    }

    @Test func attachmentsAreFreedWithTheController() {
        weak var weakController: UIViewController?
        weak var weakPayload: Payload?
        do {
            let controller = UIViewController()
            let payload = Payload()
            (controller as any Screen).screenAttachments[PayloadKey.self] = payload
            weakController = controller
            weakPayload = payload
        }
        #expect(weakController == nil)
        #expect(weakPayload == nil)
    }

    @Test func aWindowHandsOutObservationTokens() {
        let window = UIWindow()
        let observation = (window as any RootContainer).observeUserNavigation { _ in }
        #expect(observation.isActive)
        observation.cancel()
        #expect(!observation.isActive)
    }
}
