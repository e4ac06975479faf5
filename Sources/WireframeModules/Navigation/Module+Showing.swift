import WireframeNavigation
import WireframePipeline
import WireframePresentation

// How the library shows a module, whoever asks: the screen to show, and the wireframe handed to
// its router before the step that shows it (so that the module may navigate as soon as it is
// loaded), taken back with the step if the turn fails.
extension Module {
    /// The view, or a new stack holding it when `inStack`.
    ///
    /// - Throws: ``ModuleError/Code/noContainerFactory`` when a stack is needed and there is no
    ///   factory; ``ModuleError/Code/alreadyAttached`` when the factory refuses the view.
    func screen(
        inStack: Bool,
        containerFactory: (any ContainerFactory)?,
        by module: String,
        _ action: String
    ) throws(ModuleError) -> any Screen {
        guard inStack else { return view }
        guard let containerFactory else { throw .noContainerFactory(module, action) }
        do {
            return try containerFactory.makeStack(with: [view])
        } catch let error as PresentationError {
            throw .refused(error, module: module, action, shownModule: module == name ? nil : name)
        } catch {
            throw ModuleError(
                .presentationFailed,
                module: module,
                "module \"\(module)\": cannot \(action): \(error)",
                underlyingError: error
            )
        }
    }

    /// Lets the module's router navigate through `wireframe` from now on; `turn` gives the
    /// router back the wireframe it had if the turn is taken back.
    func navigate(through wireframe: Wireframe, in turn: NavigationTurn) {
        let links = routerLinks
        let previous = links.wireframe
        links.wireframe = wireframe
        turn.onTakeBack { links.wireframe = previous }
    }
}
