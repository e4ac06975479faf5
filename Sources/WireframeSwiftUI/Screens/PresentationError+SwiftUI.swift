package import WireframePresentation

// How the SwiftUI backend names what is at fault in its errors; the sentences themselves are
// WireframePresentation's, shared with the headless backend and the UIKit adapter.
@MainActor
extension PresentationError {
    /// `stack` would be shown inside `container`'s NavigationStack, as `screen` or inside it.
    static func stackInsideStack(
        _ stack: SwiftUIStack,
        into container: SwiftUIStack,
        through screen: SwiftUIScreen
    ) -> Self {
        let placement =
            screen === stack
            ? "on \(container.errorName)" : "on \(container.errorName) inside \(screen.errorName)"
        return .stackInsideStack(
            stack.errorName,
            placement,
            reason: "SwiftUI cannot show a NavigationStack inside another NavigationStack, however it is nested "
                + "(in tabs pushed on a stack, or in tabs that are a stack's root); present the inner stack "
                + "as a modal, or put the tabs outside the stack"
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
