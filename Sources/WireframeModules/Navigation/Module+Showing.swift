import WireframePipeline
import WireframePresentation

// How the library shows a module, whoever asks: the screen to show, and the wireframe handed to
// its router before the transition (so that the module may navigate as soon as it is loaded),
// taken back if the transition fails.
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

    /// Runs `transition` with the module's router navigating through `wireframe`.
    func show(
        through wireframe: Wireframe,
        _ transition: @MainActor () async throws(ModuleError) -> Void
    ) async throws(ModuleError) {
        let previous = routerLinks.wireframe
        routerLinks.wireframe = wireframe
        do {
            try await transition()
        } catch {
            routerLinks.wireframe = previous
            throw error
        }
    }
}
