import WireframePresentation
import WireframeSupport

extension NavigationStep {
    /// A step as values: what it changes, each screen and container named by its
    /// `screenIdentifier`, for logs, tests and anything kept or sent to another task.
    ///
    /// A ``NavigationStep`` holds the screens and containers themselves, which live on the main
    /// actor; its record holds their names only, so that it is `Sendable` and two records of the
    /// same change are equal, whichever screens made them. ``NavigationChange/records`` are the
    /// records of a change's steps, and ``NavigationError/step`` is the record of a step a
    /// container refused:
    ///
    /// <!-- sample NavigationStep+Record/Record -->
    /// ```swift
    /// let change = try await navigator.back()
    /// #expect(change.records == [.pop("main", to: "inbox")])
    /// ```
    ///
    /// A record says what changed, not how it was shown: whether a step was animated is not in
    /// it (read the step for that), so that an expectation does not spell it, and two records
    /// that print alike are equal.
    // `animated` is left out on purpose: it is how a container showed the change, not the change,
    // and an equality that compares what `description` does not print would fail a test with two
    // lines that read the same.
    public enum Record: Hashable, Sendable, CustomStringConvertible {
        /// ``NavigationStep/push(_:onto:animated:)``: the screen pushed, onto the stack.
        case push(String, onto: String)
        /// ``NavigationStep/pop(_:to:animated:)``: the stack, and the screen it went back to.
        case pop(String, to: String)
        /// ``NavigationStep/setScreens(_:of:animated:)``: the stack's new screens, bottom first,
        /// and the stack.
        case setScreens([String], of: String)
        /// ``NavigationStep/present(_:over:animated:)``: the screen presented, and the one it
        /// was presented over.
        case present(String, over: String)
        /// ``NavigationStep/dismiss(presentedBy:animated:)``: the screen whose presentation was
        /// dismissed.
        case dismiss(presentedBy: String)
        /// ``NavigationStep/selectTab(_:of:)``: the index selected, and the tab container.
        case selectTab(Int, of: String)
        /// ``NavigationStep/setTabs(_:of:animated:)``: the new tabs, in order, and the tab
        /// container.
        case setTabs([String], of: String)
        /// ``NavigationStep/setRoot(_:of:animated:)``: the window's new root.
        case setRoot(String)
        /// ``NavigationStep/reversible(_:)``: the ``ReversibleStep/name`` of the app's step.
        case reversible(String)

        /// The step in words, for messages and logs: `push "message:42" onto "inbox"`,
        /// `dismiss what "inbox" presents`, `select tab 1 of "tabs"`, ….
        public var description: String {
            switch self {
            case .push(let screen, let stack):
                return "push \(Self.quoted(screen)) onto \(Self.quoted(stack))"
            case .pop(let stack, let screen):
                return "pop \(Self.quoted(stack)) to \(Self.quoted(screen))"
            case .setScreens(let screens, let stack):
                return "set the screens of \(Self.quoted(stack)) to \(Self.quoted(screens))"
            case .present(let screen, let presenter):
                return "present \(Self.quoted(screen)) over \(Self.quoted(presenter))"
            case .dismiss(let presenter):
                return "dismiss what \(Self.quoted(presenter)) presents"
            case .selectTab(let index, let tabs):
                return "select tab \(index) of \(Self.quoted(tabs))"
            case .setTabs(let tabs, let container):
                return "set the tabs of \(Self.quoted(container)) to \(Self.quoted(tabs))"
            case .setRoot(let screen):
                return "set the root to \(Self.quoted(screen))"
            case .reversible(let name):
                return MessageText.escaped(name)
            }
        }

        private static func quoted(_ name: String) -> String {
            MessageText.quoted(name)
        }

        private static func quoted(_ names: [String]) -> String {
            "[" + names.map(quoted).joined(separator: ", ") + "]"
        }
    }

    /// The step as values: each screen and container named by its `screenIdentifier`.
    public var record: Record {
        switch self {
        case .push(let screen, let stack, _):
            return .push(screen.screenIdentifier, onto: stack.screenIdentifier)
        case .pop(let stack, let screen, _):
            return .pop(stack.screenIdentifier, to: screen.screenIdentifier)
        case .setScreens(let screens, let stack, _):
            return .setScreens(screens.map(\.screenIdentifier), of: stack.screenIdentifier)
        case .present(let screen, let presenter, _):
            return .present(screen.screenIdentifier, over: presenter.screenIdentifier)
        case .dismiss(let presenter, _):
            return .dismiss(presentedBy: presenter.screenIdentifier)
        case .selectTab(let index, let tabs):
            return .selectTab(index, of: tabs.screenIdentifier)
        case .setTabs(let tabs, let container, _):
            return .setTabs(tabs.map(\.screenIdentifier), of: container.screenIdentifier)
        case .setRoot(let screen, _, _):
            return .setRoot(screen.screenIdentifier)
        case .reversible(let step):
            return .reversible(step.name)
        }
    }

    /// The step in words, for messages and logs: its ``record``'s description
    /// (`push "message:42" onto "inbox"`).
    public var summary: String { record.description }
}
