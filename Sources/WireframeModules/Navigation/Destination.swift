import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// What the library shows for a module's router or an entry point: a module, or a screen of the
/// app's own that is not one. Both take the same steps and fail with the same errors; a module
/// also has its router given the wireframe before the step that shows it (so that it may
/// navigate as soon as it is loaded), taken back with the step if the turn fails.
///
/// A module's view carries its router's links in its attachments, so a module's view handed
/// over as a plain screen is still shown as its module.
@MainActor
struct Destination {
    /// The screen to show: a module's view, or a plain screen.
    let view: any Screen
    /// The links of the module's router; `nil` for a plain screen.
    let routerLinks: RouterLinks?

    /// A module.
    init<View, Presenter>(_ module: Module<View, Presenter>) {
        view = module.view
        routerLinks = module.routerLinks
    }

    /// A screen: a module's when it is a module's view, else a plain one.
    init(screen: any Screen) {
        view = screen
        routerLinks = screen.screenAttachments[ModuleRouterLinksKey.self]?.links
    }

    /// The module's name, or `nil` for a plain screen.
    var moduleName: String? { routerLinks?.moduleName }

    /// How messages name it: `"Friends"` for a module, `screen "terms"` for a plain screen.
    var summary: String {
        if let moduleName { return "\"\(moduleName)\"" }
        return "screen \(MessageText.quoted(view.screenIdentifier))"
    }

    /// The view, or a new stack holding it when `inStack`.
    ///
    /// - Parameter module: the module that shows it (itself, for an entry point), as errors name
    ///   it.
    /// - Throws: as ``newStack(containerFactory:by:_:)`` does.
    func screen(
        inStack: Bool,
        containerFactory: (any ContainerFactory)?,
        by module: String,
        _ action: String
    ) throws(ModuleError) -> any Screen {
        guard inStack else { return view }
        return try newStack(containerFactory: containerFactory, by: module, action)
    }

    /// A new stack holding the view, from `containerFactory`.
    ///
    /// - Throws: ``ModuleError/Code/noContainerFactory`` when there is no factory;
    ///   ``ModuleError/Code/alreadyAttached`` when the factory refuses the view because it is in
    ///   a hierarchy already, ``ModuleError/Code/presentationFailed`` for another reason.
    func newStack(
        containerFactory: (any ContainerFactory)?,
        by module: String,
        _ action: String
    ) throws(ModuleError) -> any StackContainer {
        guard let containerFactory else { throw .noContainerFactory(module, action) }
        do {
            return try containerFactory.makeStack(with: [view])
        } catch let error as PresentationError {
            throw .refused(error, module: module, action, shown: moduleName == module ? nil : self)
        } catch {
            throw ModuleError(
                .presentationFailed,
                module: module,
                "module \"\(module)\": cannot \(action): \(error)",
                underlyingError: error
            )
        }
    }

    /// Shows the view — in a new stack when `inStack` — with the step `placing` makes of it, in
    /// `turn`, the module's router navigating through `wireframe` from then on.
    ///
    /// - Parameters:
    ///   - module: the module that shows it (itself, for an entry point), as errors name it.
    ///   - shown: how errors name what was shown, when it is not `module` itself.
    /// - Throws: as ``screen(inStack:containerFactory:by:_:)`` does, or the container's refusal
    ///   of the step.
    func show(
        inStack: Bool,
        through wireframe: any URLRouting,
        in turn: NavigationTurn,
        by module: String,
        _ action: String,
        shown: Destination? = nil,
        placing: (any Screen) -> NavigationStep
    ) async throws(ModuleError) {
        let screen = try screen(inStack: inStack, containerFactory: wireframe.containerFactory, by: module, action)
        navigate(through: wireframe, in: turn)
        try await RouterLinks.apply(placing(screen), in: turn, module: module, action, shown: shown)
    }

    /// Lets the module's router navigate through `wireframe` from now on; `turn` gives the
    /// router back the wireframe it had if the turn is taken back. Nothing for a plain screen.
    func navigate(through wireframe: any URLRouting, in turn: NavigationTurn) {
        guard let links = routerLinks else { return }
        let previous = links.wireframe
        links.wireframe = wireframe
        turn.onTakeBack { links.wireframe = previous }
    }
}

/// The links of the router of the module a view belongs to, kept in the view's attachments by
/// the builder. Held weakly: the view holds its presenter, which holds the router.
enum ModuleRouterLinksKey: ScreenAttachmentKey {
    struct Value {
        weak var links: RouterLinks?
    }
}
