import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

// What a router's navigation does, each one turn of the wireframe's navigator: the checks run
// first, then the steps (two for `closeFlow`), which the turn takes back when one fails, so a
// failure leaves the hierarchy as it was. A module and a plain screen are shown the same way,
// as a `Destination`.
extension RouterLinks {
    /// Presents `destination` over the view, optionally in a new stack.
    func present(_ destination: Destination, inStack: Bool, animated: Bool) async throws(ModuleError) {
        let name = moduleName
        let action = "present \(destination.summary)" + (inStack ? " in a new stack" : "")
        try await navigate(action) { view, wireframe, turn throws(ModuleError) in
            if let presented = view.presentedScreen {
                throw .alreadyPresenting(name, action, presented: presented)
            }
            try await destination.show(
                inStack: inStack,
                through: wireframe,
                in: turn,
                by: name,
                action,
                shown: destination
            ) { .present($0, over: view, animated: animated) }
        }
    }

    /// Pushes `destination` onto the view's stack.
    func push(_ destination: Destination, animated: Bool) async throws(ModuleError) {
        let name = moduleName
        let action = "push \(destination.summary)"
        try await navigate(action) { view, wireframe, turn throws(ModuleError) in
            guard let stack = view.ownOrEnclosingStack else {
                throw .noStack(name, action, view: view)
            }
            destination.navigate(through: wireframe, in: turn)
            try await Self.apply(
                .push(destination.view, onto: stack, animated: animated),
                in: turn,
                module: name,
                action,
                shown: destination
            )
        }
    }

    /// Dismisses the modal the view is, or is inside, with everything it presents.
    func dismiss(animated: Bool) async throws(ModuleError) {
        let name = moduleName
        try await navigate("dismiss") { view, _, turn throws(ModuleError) in
            guard let presenting = view.presentingScreen else { throw .notPresented(name, view: view) }
            try await Self.apply(
                .dismiss(presentedBy: presenting, animated: animated),
                in: turn,
                module: name,
                "dismiss"
            )
        }
    }

    /// Pops the view, and every screen above it, off its stack.
    func pop(animated: Bool) async throws(ModuleError) {
        let name = moduleName
        try await navigate("pop") { view, _, turn throws(ModuleError) in
            guard let stack = view.enclosingStack, let index = stack.screens.firstIndex(where: { $0 === view })
            else { throw .noStack(name, "pop", view: view) }
            guard index > 0 else { throw .stackRoot(name, view: view, stack: stack) }
            let below = stack.screens[index - 1]
            try await Self.apply(.pop(stack, to: below, animated: animated), in: turn, module: name, "pop")
        }
    }

    /// Dismisses what the view, or a screen above it on its stack, presents, then pops the
    /// screens above it: everything the module started, as one turn (whole or not at all). Does
    /// nothing when it started nothing.
    func closeFlow(animated: Bool) async throws(ModuleError) {
        let name = moduleName
        let action = "close its flow"
        try await navigate(action) { view, _, turn throws(ModuleError) in
            let stack = view.enclosingStack
            var above: [any Screen] = []
            if let screens = stack?.screens, let index = screens.firstIndex(where: { $0 === view }) {
                above = Array(screens[(index + 1)...])
            }
            if let presenter = ([view] + above).first(where: { $0.presentedScreen != nil }) {
                try await Self.apply(
                    .dismiss(presentedBy: presenter, animated: animated),
                    in: turn,
                    module: name,
                    action
                )
            }
            if let stack, !above.isEmpty {
                try await Self.apply(.pop(stack, to: view, animated: animated), in: turn, module: name, action)
            }
        }
    }
}
