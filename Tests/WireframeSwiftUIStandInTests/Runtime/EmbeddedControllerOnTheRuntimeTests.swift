import SwiftUIStandIn
import Testing
import UIKitStandIn
import WireframePresentation
import WireframeSwiftUI

/// A UIKit view controller shown in SwiftUI through an ``EmbeddedScreen``: SwiftUI calls
/// `makeUIViewController` once per identity (a second window, a new identity), and a view
/// controller has one parent, so each call gets a container of its own and the screen's
/// controller moves into the newest one.
@MainActor
@Suite("An embedded UIKit controller on the simulated runtime", .timeLimit(.minutes(1)))
struct EmbeddedControllerOnTheRuntimeTests {
    @Test("Two windows showing one embedded screen: no controller is handed out twice; the newest shows it")
    func twoWindows() async {
        let legacy = LegacyController()
        let screen = EmbeddedScreen(legacy, identifier: "legacy")
        let first = ViewRuntime(showing: EmbeddedScreenView(screen: screen))
        await first.settle()
        let firstContainer = legacy.parent
        let second = ViewRuntime(showing: EmbeddedScreenView(screen: screen))
        await second.settle()
        #expect(first.problems.isEmpty)
        #expect(second.problems.isEmpty)
        #expect(firstContainer != nil)
        #expect(legacy.parent != nil)
        #expect(legacy.parent !== firstContainer)
        // The controller's view moved with it; the first window's container shows nothing.
        #expect(legacy.viewIfLoaded?.superview === legacy.parent?.viewIfLoaded)
        #expect(firstContainer?.viewIfLoaded?.subviews.isEmpty == true)
        #expect(firstContainer?.children.isEmpty == true)
        #expect(legacy.parent?.children.map(ObjectIdentifier.init) == [ObjectIdentifier(legacy)])
        #expect(
            legacy.standInCalls == [
                "willMove(toParent: EmbeddingController)", "didMove(toParent: EmbeddingController)",
                "willMove(toParent: nil)", "removeFromParent", "didMove(toParent: nil)",
                "willMove(toParent: EmbeddingController)", "didMove(toParent: EmbeddingController)",
            ]
        )
    }

    @Test("A new identity in one window: a new container, the controller moved into it")
    func newIdentity() async {
        let legacy = LegacyController()
        let model = Identity(screen: EmbeddedScreen(legacy, identifier: "legacy"))
        let runtime = ViewRuntime(showing: Identified(model: model))
        await runtime.settle()
        let firstContainer = legacy.parent
        model.identity = 1
        await runtime.settle()
        #expect(runtime.problems.isEmpty)
        #expect(firstContainer != nil)
        #expect(legacy.parent != nil)
        #expect(legacy.parent !== firstContainer)
    }

    /// A legacy UIKit screen: a plain view controller that presents nothing of its own.
    final class LegacyController: UIViewController, Screen {
        let screenAttachments = ScreenAttachments()
        var screenIdentifier: String { "legacy" }
        var enclosingStack: (any StackContainer)? { nil }
        var enclosingTabs: (any TabContainer)? { nil }
        var presentedScreen: (any Screen)? { nil }
        var presentingScreen: (any Screen)? { nil }

        func present(_ screen: any Screen, animated: Bool) async throws(PresentationError) {
            throw .notInWindow("legacy", new: screen.screenIdentifier)
        }

        func dismissPresented(animated: Bool) async throws(PresentationError) {
            throw .nothingPresented("legacy")
        }
    }

    /// What gives the embedded screen's view its identity.
    final class Identity: ObservableObject {
        let screen: EmbeddedScreen
        @Published var identity = 0

        init(screen: EmbeddedScreen) { self.screen = screen }
    }

    /// The embedded screen's view, identified by the model's identity.
    struct Identified: View {
        @StateObject var model: Identity

        init(model: Identity) {
            _model = StateObject(wrappedValue: model)
        }

        var body: some View {
            EmbeddedScreenView(screen: model.screen).id(model.identity)
        }
    }
}
