import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

// Every navigation of a router is one turn of the wireframe's navigator, so that it never
// overlaps a route, a navigation action of the wireframe or another router's navigation, and
// is applied whole or not at all. What can change while the request waits — the view may leave —
// is checked again inside the turn.
extension RouterLinks {
    /// Runs `body` in a turn of the wireframe's navigator with the module's view, once the
    /// turns asked before it have run.
    ///
    /// - Throws: ``ModuleError/Code/viewGone`` when the view has been freed (before or while
    ///   waiting), ``ModuleError/Code/noWireframe`` when the module was not shown through a
    ///   wireframe, what `body` throws, and ``ModuleError/Code/navigationFailed`` when the
    ///   navigator fails the turn (cancelled, root freed, timed out).
    func navigate<Result>(
        _ action: String,
        _ body:
            @escaping @MainActor (_ view: any Screen, _ wireframe: any URLRouting, _ turn: NavigationTurn)
            async throws(ModuleError) -> Result
    ) async throws(ModuleError) -> Result {
        let module = moduleName
        guard view != nil else { throw .viewGone(module, action) }
        guard let wireframe else { throw .noWireframe(module, action) }
        // Its changes go only through the turn's steps, and its name is made only when a message
        // needs it. What `body` throws is the module's own error, passed on as it is; a failure
        // of the turn itself is put in the module's words once.
        let subject = TurnSubject.module(module, action)
        let navigator = wireframe.navigator
        navigator.logAsked(subject)
        let translate: (NavigationError) -> ModuleError = { .failed($0, module: module, action) }
        return try await navigator.perform(subject, source: .moduleRouter, translating: translate) {
            turn throws(ModuleError) in
            guard let view = self.view else { throw .viewGone(module, action) }
            return try await body(view, wireframe, turn)
        }
    }

    /// Applies `step` in `turn`, turning a step the containers refuse into a ``ModuleError``
    /// naming `module` (or the module `shown`, when it is the one already in the hierarchy).
    static func apply(
        _ step: NavigationStep,
        in turn: NavigationTurn,
        module: String,
        _ action: String,
        shown: Destination? = nil
    ) async throws(ModuleError) {
        do {
            try await turn.apply(step)
        } catch {
            throw .failed(error, module: module, action, shown: shown)
        }
    }
}

extension TurnSubject {
    /// The turn in which module `module` does `action` (`module "Inbox": push "Message"`), its
    /// name made when a message first needs it: a router's navigation or an entry point.
    static func module(_ module: String, _ action: String) -> TurnSubject {
        TurnSubject { MessageText.escaped("module \"\(module)\": \(action)") }
    }
}
