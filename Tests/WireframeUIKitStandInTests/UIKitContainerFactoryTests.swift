import Testing
import UIKitStandIn
import WireframeKit
import WireframeTestSupport
import WireframeTesting

/// `UIKitContainerFactory` makes navigation controllers, refusing what `setScreens` refuses.
@MainActor
struct UIKitContainerFactoryTests {
    let factory: any ContainerFactory = UIKitContainerFactory()

    @Test func makeStackReturnsANavigationControllerHoldingTheScreens() throws {
        let inbox = controller("inbox")
        let message = controller("message")
        let stack = try factory.makeStack(with: [inbox, message])
        #expect(stack is UINavigationController)
        #expect(stack.screens.screenIdentifiers == ["inbox", "message"])
        #expect(message.enclosingStack === stack)
    }

    @Test func makeStackRefusesWhatAStackCannotHold() {
        #expect(throws: PresentationError.self) { try factory.makeStack(with: [navigation("inner")]) }
        let shown = controller("shown")
        let stack = navigation("main", [shown])
        let error = #expect(throws: PresentationError.self) { try factory.makeStack(with: [shown]) }
        #expect(error?.code == .alreadyInHierarchy)
        #expect(stack.viewControllers.screenIdentifiers == ["shown"])
        let foreign = #expect(throws: PresentationError.self) { try factory.makeStack(with: [ForeignScreen()]) }
        #expect(foreign?.code == .foreignScreen)
    }
}
