import Testing
import WireframeHeadless
import WireframePresentation
import WireframeTestSupport

// Holds samples of the `///` comments of WireframePresentation's ScreenAttachments.swift,
// ScreenID.swift, NavigationObservation.swift and UserNavigationObservers.swift: each written here
// once, between the `sample` markers (the doc comments show what is written here:
// `SampleSourcesTests`), run against the headless backend, and followed by checks that what its
// comments say is what it does. The two samples that show a backend type of one's own with `// …`
// for the rest of it stand at file scope, the rest of the type in an extension.

// sample ScreenAttachments/ScreenAttachments
final class CardScreen: Screen {
    let screenAttachments = ScreenAttachments()
    // …
}
// sample end

/// The rest of a screen: one that is never shown.
extension CardScreen {
    var screenIdentifier: String { "card" }
    var title: String? { nil }
    var enclosingStack: (any StackContainer)? { nil }
    var enclosingTabs: (any TabContainer)? { nil }
    var presentedScreen: (any Screen)? { nil }
    var presentingScreen: (any Screen)? { nil }
    func present(_ screen: any Screen, animated: Bool) async throws {}
    func dismissPresented(animated: Bool) async throws {}
}

// sample UserNavigationObservers/UserNavigationObservers
final class MyWindow: RootContainer {
    private let observers = UserNavigationObservers()
    func observeUserNavigation(
        _ handler: @escaping @MainActor (UserNavigationEvent) -> Void
    ) -> NavigationObservation {
        observers.add(handler)
    }
    // when the user goes back: observers.report(UserNavigationEvent(.wentBack(…)))
}
// sample end

/// The rest of a window: one that holds its root and reports what the user does to it.
extension MyWindow {
    var root: (any Screen)? { nil }
    func setRoot(_ screen: any Screen, animated: Bool) async throws {}

    /// What the window does when the user goes back in `stack`.
    func userWentBack(in stack: any StackContainer, popping popped: [any Screen]) {
        observers.report(UserNavigationEvent(.wentBack(stack: stack, popped: popped)))
    }
}

@MainActor
@Suite("Documentation samples: the presentation layer's doc comments")
struct PresentationDocCommentSampleTests {
    @Test func aScreenOfOnesOwnKeepsAttachments() {
        let card = CardScreen()
        let other = CardScreen()
        #expect(card.screenID == card.screenID)
        #expect(card.screenID != other.screenID)
    }

    @Test func attachingAValue() {
        let screen = HeadlessScreen("compose")

        // sample ScreenAttachments/ScreenAttachments-2
        enum DraftKey: ScreenAttachmentKey { typealias Value = String }
        screen.screenAttachments[DraftKey.self] = "Hello"
        let draft = screen.screenAttachments[DraftKey.self]  // "Hello"
        // sample end

        #expect(draft == "Hello")
        #expect(HeadlessScreen("compose").screenAttachments[DraftKey.self] == nil)
    }

    @Test func aKeyIsAType() {
        // sample ScreenAttachments/ScreenAttachmentKey
        enum DraftKey: ScreenAttachmentKey { typealias Value = String }
        // sample end

        let card = CardScreen()
        card.screenAttachments[DraftKey.self] = "Dear Ann"
        #expect(card.screenAttachments[DraftKey.self] == "Dear Ann")
    }

    @Test func aScreensIdentity() async throws {
        let screen = HeadlessScreen("message:42")
        let stack = try HeadlessStack(screens: [HeadlessScreen("message:42"), screen])

        // sample ScreenID/ScreenID
        let id = screen.screenID
        let isInTheStack = stack.screens.contains { $0.screenID == id }
        // sample end

        #expect(isInTheStack)
        #expect(stack.screens.filter { $0.screenIdentifier == "message:42" }.count == 2)
        #expect(stack.screens.filter { $0.screenID == id }.count == 1)
    }

    @Test func observingUntilCancelled() async throws {
        let window = HeadlessWindow(animationDuration: .zero)
        let stack = try HeadlessStack(screens: [HeadlessScreen("inbox"), HeadlessScreen("a"), HeadlessScreen("b")])
        try await window.setRoot(stack, animated: false)
        var before: [UserNavigationEvent] = []
        let earlier = window.observeUserNavigation { before.append($0) }
        try await stack.simulateBackSwipe()
        earlier.cancel()
        #expect(before.count == 1)

        // sample NavigationObservation/NavigationObservation
        var events: [UserNavigationEvent] = []
        let observation = window.observeUserNavigation { events.append($0) }
        // … the user swipes back …
        observation.cancel()
        // sample end

        #expect(!observation.isActive)
        try await stack.simulateBackSwipe()
        #expect(events.isEmpty)
        #expect(stack.screens.map(\.screenIdentifier) == ["inbox"])
    }

    @Test func aBackendReportsToItsObservers() throws {
        let window = MyWindow()
        var popped: [[String]] = []
        let observation = window.observeUserNavigation { event in
            if case .wentBack(_, let screens) = event.kind { popped.append(screens.map(\.screenIdentifier)) }
        }
        let stack = try HeadlessStack(screens: [HeadlessScreen("inbox")])
        window.userWentBack(in: stack, popping: [HeadlessScreen("message:42")])
        #expect(popped == [["message:42"]])
        observation.cancel()
        window.userWentBack(in: stack, popping: [HeadlessScreen("message:7")])
        #expect(popped == [["message:42"]])
    }
}
