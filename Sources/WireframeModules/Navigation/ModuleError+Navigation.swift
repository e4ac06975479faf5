import WireframeNavigation
import WireframePresentation

// The errors of a router's navigation and of the entry points, each naming the module at fault
// and the action asked (`push "Friends"`, `dismiss`, …).
@MainActor
extension ModuleError {
    package static func viewGone(_ module: String, _ action: String) -> Self {
        Self(
            .viewGone,
            module: module,
            "module \"\(module)\": cannot \(action): its view has left the hierarchy and been freed"
        )
    }

    package static func noWireframe(_ module: String, _ action: String) -> Self {
        Self(
            .noWireframe,
            module: module,
            "module \"\(module)\": cannot \(action): it was not shown through a wireframe (attach it with "
                + "attach(to:…), attach(asTabOf:…) or attachToNewStack(wireframe:), or show it with a router or a route)"
        )
    }

    static func noStack(_ module: String, _ action: String, view: any Screen) -> Self {
        Self(
            .noStack,
            module: module,
            "module \"\(module)\": cannot \(action): its view \"\(view.screenIdentifier)\" is on no stack"
        )
    }

    static func stackRoot(_ module: String, view: any Screen, stack: any StackContainer) -> Self {
        Self(
            .stackRoot,
            module: module,
            "module \"\(module)\": cannot pop: its view \"\(view.screenIdentifier)\" is the root of stack "
                + "\"\(stack.screenIdentifier)\""
        )
    }

    static func alreadyPresenting(_ module: String, _ action: String, presented: any Screen) -> Self {
        Self(
            .alreadyPresenting,
            module: module,
            "module \"\(module)\": cannot \(action): it already presents \"\(presented.screenIdentifier)\""
        )
    }

    static func notPresented(_ module: String, view: any Screen) -> Self {
        Self(
            .notPresented,
            module: module,
            "module \"\(module)\": cannot dismiss: its view \"\(view.screenIdentifier)\" is not presented"
        )
    }

    static func noContainerFactory(_ module: String, _ action: String) -> Self {
        Self(
            .noContainerFactory,
            module: module,
            "module \"\(module)\": cannot \(action): a new stack is needed but the wireframe has no container factory"
        )
    }

    /// What a container threw when it refused to show `shown`: ``Code/alreadyAttached`` when it
    /// is already in the hierarchy (naming the module shown, or `module` when it is a plain
    /// screen or `nil`, the module showing itself), else ``Code/alreadyPresenting`` or
    /// ``Code/presentationFailed`` naming `module`.
    static func refused(
        _ error: PresentationError,
        module: String,
        _ action: String,
        shown: Destination? = nil
    ) -> Self {
        switch error.code {
        case .alreadyInHierarchy:
            if let shown, shown.moduleName == nil {
                return Self(
                    .alreadyAttached,
                    module: module,
                    "module \"\(module)\": cannot \(action): it is already in the hierarchy: " + error.message,
                    underlyingError: error
                )
            }
            let shownModule = shown?.moduleName ?? module
            let by = shown == nil ? "" : " by module \"\(module)\""
            return Self(
                .alreadyAttached,
                module: shownModule,
                "module \"\(shownModule)\" cannot be shown\(by) (\(action)): its view is already in the hierarchy: "
                    + error.message,
                underlyingError: error
            )
        case .alreadyPresenting:
            return Self(
                .alreadyPresenting,
                module: module,
                "module \"\(module)\": cannot \(action): \(error.message)",
                underlyingError: error
            )
        default:
            return Self(
                .presentationFailed,
                module: module,
                "module \"\(module)\": cannot \(action): \(error.message)",
                underlyingError: error
            )
        }
    }

    /// A failure of the core in a navigation of `module`, in the module layer's words — the one
    /// translation of it: a step the containers refused as
    /// ``refused(_:module:_:shown:)`` says (anything else a container threw as
    /// ``Code/presentationFailed``), and a failure of the turn itself (cancelled, timed out, no
    /// window) as ``Code/navigationFailed``, the `NavigationError` as the underlying error.
    static func failed(_ error: NavigationError, module: String, _ action: String, shown: Destination? = nil) -> Self {
        if let refusal = error.refusal {
            if let refusal = refusal as? PresentationError {
                return .refused(refusal, module: module, action, shown: shown)
            }
            return Self(
                .presentationFailed,
                module: module,
                "module \"\(module)\": cannot \(action): \(refusal)",
                underlyingError: refusal
            )
        }
        return Self(
            .navigationFailed,
            module: module,
            "module \"\(module)\": cannot \(action): \(error.message)",
            underlyingError: error
        )
    }
}
