import WireframePresentation

/// How to take a step back once it has run: the steps that put the hierarchy back as it was
/// before it, unanimated.
@MainActor
enum StepUndo {
    /// The step changed nothing (a tab already selected, a pop to the top screen).
    case none
    /// One step puts it back.
    case one(NavigationStep)
    /// These steps, in order, put it back.
    case many([NavigationStep])
    /// Nothing can put it back, for the reason given (a window cannot be emptied again).
    case impossible(String)
    /// The steps that put it back, made when it is taken back from what is shown then: a pop
    /// puts its screens back on top of what the stack holds then, so that it never keeps a copy
    /// of the whole stack, which the stack's next change would have to copy again.
    case later(@MainActor () -> [NavigationStep])
}

/// A step that has run: the screens that left the hierarchy, and how to take it back.
@MainActor
struct RanStep {
    let removed: [any Screen]
    let undo: StepUndo
}

// Running one step: the one place where the navigation core calls the containers, and the one
// place where what a container throws becomes a `NavigationError` (``NavigationError/Code/stepRefused``).
extension NavigationStep {
    /// Runs the step and returns what it removed and how to take it back; what the undo needs
    /// is read before the step runs (the modals of screens that leave end with them).
    ///
    /// - Throws: ``NavigationError/Code/stepRefused`` naming the step, with what the container
    ///   threw, when a container refused it (it then changed nothing).
    // One function, not a wrapper around one that runs the switch: an async function, inlined
    // or not, costs every step two actor hops more (its start, and its caller's resumption).
    func run() async throws(NavigationError) -> RanStep {
        do {
            switch self {
            case .push(let screen, let stack, let animated):
                let below = stack.topScreen
                try await stack.push(screen, animated: animated)
                guard let below else { return filledEmpty("the stack was empty and cannot be emptied again") }
                return RanStep(removed: [], undo: .one(.pop(stack, to: below, animated: false)))

            case .pop(let stack, let target, let animated):
                // A pop costs what it removes: the screens above the target are found from the
                // top, and the undo keeps only them.
                let modals = Self.modals(of: Self.screens(above: target, on: stack))
                let removed = try await stack.pop(to: target, animated: animated)
                if removed.isEmpty { return RanStep(removed: [], undo: .none) }
                return RanStep(removed: removed, undo: Self.putBack(removed, on: stack, modals))

            case .setScreens(let screens, let stack, let animated):
                let old = stack.screens
                let leaving = Self.leaving(old, for: screens)
                let modals = Self.modals(of: leaving)
                try await stack.setScreens(screens, animated: animated)
                guard !old.isEmpty else { return filledEmpty("the stack was empty and cannot be emptied again") }
                return RanStep(removed: leaving, undo: Self.undo(.setScreens(old, of: stack, animated: false), modals))

            case .present(let screen, let presenter, let animated):
                try await presenter.present(screen, animated: animated)
                // UIKit presents from the outermost container and names it: dismiss from there.
                let actual = screen.presentingScreen ?? presenter
                return RanStep(removed: [], undo: .one(.dismiss(presentedBy: actual, animated: false)))

            case .dismiss(let presenter, let animated):
                let presented = presenter.presentedScreen
                let modals = presented.map { [(($0.presentingScreen ?? presenter), $0)] + $0.presentationsBelow } ?? []
                try await presenter.dismissPresented(animated: animated)
                guard let presented else { return RanStep(removed: [], undo: .none) }
                return RanStep(removed: [presented], undo: Self.undo(nil, modals))

            case .selectTab(let index, let tabs):
                let previous = tabs.selectedIndex
                try await tabs.selectTab(at: index)
                guard let previous, previous != index else { return RanStep(removed: [], undo: .none) }
                return RanStep(removed: [], undo: .one(.selectTab(previous, of: tabs)))

            case .setTabs(let screens, let tabs, let animated):
                let old = tabs.tabs
                let selected = tabs.selectedIndex
                let leaving = Self.leaving(old, for: screens)
                let modals = Self.modals(of: leaving)
                try await tabs.setTabs(screens, animated: animated)
                guard !old.isEmpty else { return filledEmpty("the tabs were empty and cannot be emptied again") }
                var back: [NavigationStep] = [.setTabs(old, of: tabs, animated: false)]
                if let selected, selected != 0 { back.append(.selectTab(selected, of: tabs)) }
                back += modals.map { .present($0.presented, over: $0.presenter, animated: false) }
                return RanStep(removed: leaving, undo: .many(back))

            case .reversible(let step):
                let undo = try await step.run()
                let back = ReversibleStep("take back \(step.name)") {
                    try await undo()
                    return {}
                }
                return RanStep(removed: [], undo: .one(.reversible(back)))

            case .setRoot(let screen, let window, let animated):
                let old = window.root
                let modals = old?.presentationsBelow ?? []
                try await window.setRoot(screen, animated: animated)
                guard let old else { return filledEmpty("the window showed nothing, and a window cannot be emptied") }
                return RanStep(removed: [old], undo: Self.undo(.setRoot(old, of: window, animated: false), modals))
            }
        } catch {
            throw .refused(record, error)
        }
    }

    /// A step that filled an empty stack, tab container or window: nothing can empty it again,
    /// for `reason`.
    private func filledEmpty(_ reason: String) -> RanStep {
        RanStep(removed: [], undo: .impossible("\(record): \(reason)"))
    }

    /// The screens on `stack` above `target`, bottom first; none when `target` is not on it
    /// (the stack then refuses the pop).
    private static func screens(above target: any Screen, on stack: any StackContainer) -> [any Screen] {
        let screens = stack.screens
        guard let index = screens.lastIndex(where: { $0 === target }) else { return [] }
        return Array(screens[(index + 1)...])
    }

    /// How to take back a pop that removed `removed` from `stack`: the stack's screens when it
    /// is taken back with `removed` on top, then each modal presented again.
    private static func putBack(
        _ removed: [any Screen],
        on stack: any StackContainer,
        _ modals: [(presenter: any Screen, presented: any Screen)]
    ) -> StepUndo {
        .later {
            [.setScreens(stack.screens + removed, of: stack, animated: false)]
                + modals.map { .present($0.presented, over: $0.presenter, animated: false) }
        }
    }

    /// The screens of `old` that are not in `new`.
    private static func leaving(_ old: [any Screen], for new: [any Screen]) -> [any Screen] {
        old.filter { screen in !new.contains { $0 === screen } }
    }

    /// The modal presentations made from `screens` or from the screens they hold.
    private static func modals(
        of screens: some Sequence<any Screen>
    ) -> [(presenter: any Screen, presented: any Screen)] {
        screens.flatMap { $0.presentationsBelow }
    }

    /// `first` (if any), then each modal presented again, in order.
    private static func undo(
        _ first: NavigationStep?,
        _ modals: [(presenter: any Screen, presented: any Screen)]
    ) -> StepUndo {
        if modals.isEmpty { return first.map { .one($0) } ?? .none }
        var steps: [NavigationStep] = first.map { [$0] } ?? []
        steps += modals.map { .present($0.presented, over: $0.presenter, animated: false) }
        return .many(steps)
    }
}
