import WireframeHeadless
import WireframePresentation
import WireframeTestSupport

/// What a window shows, as the model of the randomised test says it should: the root (a stack,
/// tabs of stacks, or a split view of two stacks) and the chain of modal stacks over the screen on
/// top, each by the identifiers of its screens.
struct ShownModel: Equatable, CustomStringConvertible {
    enum Root: Equatable {
        case stack([String])
        case tabs([[String]], selected: Int)
        case split(primary: [String], detail: [String], collapsed: Bool)
    }

    var root: Root
    var modals: [[String]] = []

    /// The stack the next screen goes on: the last modal, else the root's stack the user sees.
    var visibleStack: [String] {
        get {
            if let last = modals.last { return last }
            switch root {
            case .stack(let screens): return screens
            case .tabs(let tabs, let selected): return tabs[selected]
            case .split(let primary, let detail, let collapsed): return collapsed ? primary : detail
            }
        }
        set {
            if !modals.isEmpty {
                modals[modals.count - 1] = newValue
                return
            }
            switch root {
            case .stack: root = .stack(newValue)
            case .tabs(var tabs, let selected):
                tabs[selected] = newValue
                root = .tabs(tabs, selected: selected)
            case .split(let primary, let detail, let collapsed):
                root =
                    collapsed
                    ? .split(primary: newValue, detail: detail, collapsed: true)
                    : .split(primary: primary, detail: newValue, collapsed: false)
            }
        }
    }

    /// Every screen on the way from the root to the screen on top: the root's visible stack, then
    /// each modal stack.
    var visiblePath: [String] {
        layers.flatMap { $0 }
    }

    /// The visible path in layers: the root's visible stack, then each modal stack.
    var layers: [[String]] {
        var base = self
        base.modals = []
        return [base.visibleStack] + modals
    }

    var description: String {
        let root =
            switch self.root {
            case .stack(let screens): "stack \(screens)"
            case .tabs(let tabs, let selected): "tabs \(tabs) selected \(selected)"
            case .split(let primary, let detail, let collapsed):
                "split \(primary) | \(detail)\(collapsed ? " collapsed" : "")"
            }
        return modals.isEmpty ? root : "\(root) + modals \(modals)"
    }

    /// What `window` shows, read as the model reads it; `nil` when it holds something the model
    /// has no words for (a modal that is not a stack, one presented from below the top).
    @MainActor
    static func observe(_ window: HeadlessWindow) -> ShownModel? {
        func names(_ screen: (any Screen)?) -> [String]? {
            (screen as? HeadlessStack)?.screens.map(\.screenIdentifier)
        }
        let base: any StackContainer
        var model: ShownModel
        switch window.root {
        case let tabs as HeadlessTabs:
            guard let selected = tabs.selectedIndex else { return nil }
            let stacks = tabs.tabs.compactMap(names)
            guard stacks.count == tabs.tabs.count, let visible = tabs.selectedTab as? HeadlessStack else { return nil }
            model = ShownModel(root: .tabs(stacks, selected: selected))
            base = visible
        case let split as HeadlessSplit:
            guard let primary = names(split.primary), let detail = names(split.secondary) else { return nil }
            model = ShownModel(root: .split(primary: primary, detail: detail, collapsed: split.isCollapsed))
            guard let visible = (split.isCollapsed ? split.primary : split.secondary) as? HeadlessStack else {
                return nil
            }
            base = visible
        case let stack as HeadlessStack:
            model = ShownModel(root: .stack(stack.screens.map(\.screenIdentifier)))
            base = stack
        default:
            return nil
        }
        var current = base.topScreen
        while let presented = current?.presentedScreen {
            guard let stack = names(presented), let next = presented as? HeadlessStack else { return nil }
            model.modals.append(stack)
            current = next.topScreen
        }
        let presentations = window.allScreens.filter { $0.presentedScreen != nil }.count
        return presentations == model.modals.count ? model : nil
    }
}
