import WireframePresentation
import WireframeSwiftUI
import WireframeTesting

/// The SwiftUI models under the contract, the user's actions done as the views do them: by
/// writing the bindings a `NavigationStack`, a `TabView` and a `.sheet` write.
@MainActor
struct SwiftUIBackend: BackendUnderTest {
    var limits: SwiftUILimits = .iOS16

    func makeWindow() -> any RootContainer { SwiftUIWindow(limits: limits) }
    func makeScreen(_ identifier: String) -> any Screen { SwiftUIScreen(identifier) }
    func makeStack(_ identifier: String) -> any StackContainer { SwiftUIStack(identifier) }
    func makeTabs(_ identifier: String) -> any TabContainer { SwiftUITabs(identifier) }

    func simulate(_ action: SimulatedUserAction) async throws -> Bool {
        switch action {
        case .backSwipe(let stack as SwiftUIStack):
            UserActions.swipeBack(stack)
        case .tabTap(let tabs as SwiftUITabs, let index):
            UserActions.tapTab(index, of: tabs)
        case .swipeDown(let screen as SwiftUIScreen):
            return UserActions.swipeDown(screen)
        default:
            return false
        }
        return true
    }
}

/// What the user does, done through the bindings the views write.
@MainActor
enum UserActions {
    /// The back button or the edge swipe: the `NavigationStack` drops the last path element.
    static func swipeBack(_ stack: SwiftUIStack) {
        let path = stack.pathBinding
        path.wrappedValue = Array(path.wrappedValue.dropLast())
    }

    /// A tap on the tab at `index`: the `TabView` writes that tab's tag.
    static func tapTab(_ index: Int, of tabs: SwiftUITabs) {
        tabs.selectionBinding.wrappedValue = tabs.tabs[index].screenID
    }

    /// A sheet swiped down: its presenter's `.sheet(item:)` item becomes `nil`; `false` when
    /// `screen` is not presented.
    static func swipeDown(_ screen: SwiftUIScreen) -> Bool {
        guard let presenter = screen.presentingScreen as? SwiftUIScreen,
            let presented = presenter.presentedScreen as? SwiftUIScreen
        else { return false }
        presenter.modalBinding(presented.modalStyle).wrappedValue = nil
        return true
    }
}
