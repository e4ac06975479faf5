package import WireframePresentation

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
}

extension SwiftUIScreen {
    /// The error refusing `screen`, which is not a SwiftUI screen.
    package static func foreignScreen(_ screen: any Screen) -> PresentationError {
        .foreignScreen(
            errorName(of: screen),
            isNot: "a SwiftUI screen",
            "SwiftUI containers",
            holdOnly:
                "SwiftUIScreen, SwiftUIStack, SwiftUITabs and EmbeddedScreen (which shows a screen of another backend)"
        )
    }
}
