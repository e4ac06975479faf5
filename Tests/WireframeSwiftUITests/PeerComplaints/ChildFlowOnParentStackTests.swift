import Testing
import WireframeKit
import WireframeSwiftUI

/// FlowStacks #105 and #76: a child flow cannot push onto its parent's stack. Here a flow is the
/// screens that share a flow context, not a stack of its own: a child flow started from a
/// screen of the inbox pushes its screens onto the inbox's stack, the user goes back through
/// them into the parent flow, and the child flow's context lives exactly as long as its screens.
@MainActor
@Suite("Peer complaints: a child flow pushes onto its parent's stack", .timeLimit(.minutes(1)))
struct ChildFlowOnParentStackTests {
    @Test func childFlowPushesOntoTheParentStack() async throws {
        let window = SwiftUIWindow(limits: .iOS16)
        let wireframe = Wireframe(root: window, containerFactory: SwiftUIContainerFactory())
        let inbox = try SwiftUIStack("inbox", screens: [SwiftUIScreen("list"), SwiftUIScreen("message:1")])
        try await window.setRoot(inbox, animated: false)
        try wireframe.register("/forward/recipients", option: .push, flowContext: .new) { _ in
            SwiftUIScreen("forward:recipients")
        }
        try wireframe.register("/forward/note", option: .push, flowContext: .shared) { _ in
            SwiftUIScreen("forward:note")
        }

        // The child flow starts with a context of its own, and its next step goes on with it.
        try await wireframe.route(to: "/forward/recipients")
        weak let childContext = window.screen(withIdentifier: "forward:recipients")?.flowContext
        childContext?["to"] = "ana@example.com"
        try await wireframe.route(to: "/forward/note")
        #expect(inbox.screens.map(\.screenIdentifier) == ["list", "message:1", "forward:recipients", "forward:note"])
        #expect(window.screen(withIdentifier: "forward:note")?.flowContext?["to"] as? String == "ana@example.com")

        // The user goes back through the child flow into the parent's screens.
        UserActions.swipeBack(inbox)
        UserActions.swipeBack(inbox)
        #expect(inbox.screens.map(\.screenIdentifier) == ["list", "message:1"])
        #expect(childContext == nil)
    }
}
