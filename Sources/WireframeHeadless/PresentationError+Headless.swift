package import WireframePresentation

// How the headless backend names what is at fault in its errors; the sentences themselves are
// WireframePresentation's, shared with the UIKit adapter.
@MainActor
extension PresentationError {
    static func stackInsideStack(_ stack: HeadlessStack, into container: HeadlessStack) -> Self {
        .stackInsideStack(stack.errorName, "on \(container.errorName)", reason: "a stack cannot hold another stack")
    }
}

extension HeadlessScreen {
    /// The error refusing `screen`, which is not a headless screen.
    package static func foreignScreen(_ screen: any Screen) -> PresentationError {
        .foreignScreen(
            errorName(of: screen),
            isNot: "a headless screen",
            "headless containers",
            holdOnly: "HeadlessScreen, HeadlessStack and HeadlessTabs"
        )
    }
}
