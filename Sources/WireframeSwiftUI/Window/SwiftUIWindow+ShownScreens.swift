package import WireframePresentation

// What the SwiftUI face reads: the screens the views show, as the last update published them
// (or the models themselves, when no views pace the updates). `package`, so that the views
// compile in the stand-in tests' module too.
extension SwiftUIWindow {
    /// The root screen the views show.
    package var shownRootScreen: SwiftUIScreen? { shown.root }

    /// Whether views show this window now (a window's view on screen, or simulated views).
    package var isShownByViews: Bool { attachedViews?.isActive == true }
}

extension SwiftUIStack {
    /// The screen the views show at the root of the stack.
    package var shownRootScreen: SwiftUIScreen? { shownScreens.first }

    /// The screen the views show on the stack with identity `id`.
    package func shownScreen(_ id: ScreenID) -> SwiftUIScreen? {
        shownScreens.first { $0.screenID == id }
    }
}

extension SwiftUITabs {
    /// The tabs the views show, in order.
    package var shownTabScreens: [SwiftUIScreen] {
        hostWindow?.shown.children(of: self) ?? childNodes
    }
}
