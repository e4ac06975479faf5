import WireframePresentation

// How the SwiftUI backend names what is at fault in its errors; the sentences themselves are
// WireframePresentation's, shared with the headless backend and the UIKit adapter.
@MainActor
extension PresentationError {
    static func stackInsideStack(_ stack: SwiftUIStack, into container: SwiftUIStack) -> Self {
        .stackInsideStack(
            stack.errorName,
            "on \(container.errorName)",
            reason: "a NavigationStack cannot hold another NavigationStack"
        )
    }

    static func foreignSwiftUIScreen(_ screen: any Screen) -> Self {
        .foreignScreen(
            SwiftUIScreen.errorName(of: screen),
            isNot: "a SwiftUI screen",
            "SwiftUI containers",
            holdOnly:
                "SwiftUIScreen, SwiftUIStack, SwiftUITabs and EmbeddedScreen (which shows a screen of another backend)"
        )
    }
}
