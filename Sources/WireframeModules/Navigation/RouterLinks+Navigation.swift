import WireframePipeline
import WireframePresentation
import WireframeRouting

// What a router's navigation does, each in its turn in the wireframe's queue. The checks run
// first, then one container transition (two for `closeFlow`), so a failure leaves the hierarchy
// as it was.
extension RouterLinks {
    /// Presents `module` over the view, optionally in a new stack.
    func present<View, Presenter>(
        _ module: Module<View, Presenter>,
        inStack: Bool,
        animated: Bool
    ) async throws(ModuleError) {
        let name = moduleName
        let action = "present \"\(module.name)\"" + (inStack ? " in a new stack" : "")
        try await navigate(action) { view, wireframe throws(ModuleError) in
            if let presented = view.presentedScreen {
                throw .alreadyPresenting(name, action, presented: presented)
            }
            let screen = try module.screen(
                inStack: inStack,
                containerFactory: wireframe.containerFactory,
                by: name,
                action
            )
            try await module.show(through: wireframe) { () throws(ModuleError) in
                try await Self.transition(module: name, action, shownModule: module.name) {
                    try await view.present(screen, animated: animated)
                }
            }
        }
    }

    /// Pushes `module` onto the view's stack.
    func push<View, Presenter>(_ module: Module<View, Presenter>, animated: Bool) async throws(ModuleError) {
        let name = moduleName
        let action = "push \"\(module.name)\""
        try await navigate(action) { view, wireframe throws(ModuleError) in
            guard let stack = (view as? any StackContainer) ?? view.enclosingStack else {
                throw .noStack(name, action, view: view)
            }
            try await module.show(through: wireframe) { () throws(ModuleError) in
                try await Self.transition(module: name, action, shownModule: module.name) {
                    try await stack.push(module.view, animated: animated)
                }
            }
        }
    }

    /// Dismisses the modal the view is, or is inside, with everything it presents.
    func dismiss(animated: Bool) async throws(ModuleError) {
        let name = moduleName
        try await navigate("dismiss") { view, _ throws(ModuleError) in
            guard let presenting = view.presentingScreen else { throw .notPresented(name, view: view) }
            try await Self.transition(module: name, "dismiss") {
                try await presenting.dismissPresented(animated: animated)
            }
        }
    }

    /// Pops the view, and every screen above it, off its stack.
    func pop(animated: Bool) async throws(ModuleError) {
        let name = moduleName
        try await navigate("pop") { view, _ throws(ModuleError) in
            guard let stack = view.enclosingStack, let index = stack.screens.firstIndex(where: { $0 === view })
            else { throw .noStack(name, "pop", view: view) }
            guard index > 0 else { throw .stackRoot(name, view: view, stack: stack) }
            let below = stack.screens[index - 1]
            try await Self.transition(module: name, "pop") { try await stack.pop(to: below, animated: animated) }
        }
    }

    /// Dismisses what the view, or a screen above it on its stack, presents, then pops the
    /// screens above it: everything the module started. Does nothing when it started nothing.
    func closeFlow(animated: Bool) async throws(ModuleError) {
        let name = moduleName
        let action = "close its flow"
        try await navigate(action) { view, _ throws(ModuleError) in
            let stack = view.enclosingStack
            var above: [any Screen] = []
            if let screens = stack?.screens, let index = screens.firstIndex(where: { $0 === view }) {
                above = Array(screens[(index + 1)...])
            }
            if let presenter = ([view] + above).first(where: { $0.presentedScreen != nil }) {
                try await Self.transition(module: name, action) {
                    try await presenter.dismissPresented(animated: animated)
                }
            }
            if let stack, !above.isEmpty {
                try await Self.transition(module: name, action) { try await stack.pop(to: view, animated: animated) }
            }
        }
    }

    /// Routes `url` through the wireframe, as the app itself would.
    func route(
        to url: String,
        parameters: RouteParameters,
        option: (any RoutingOption)?
    ) async throws(ModuleError) -> RoutingResult {
        let name = moduleName
        let action = "route to \"\(url)\""
        guard view != nil else { throw .viewGone(name, action) }
        guard let wireframe else { throw .noWireframe(name, action) }
        do {
            return try await wireframe.route(to: url, parameters: parameters, option: option, origin: .app)
        } catch {
            throw .failed(error, module: name, action)
        }
    }
}
