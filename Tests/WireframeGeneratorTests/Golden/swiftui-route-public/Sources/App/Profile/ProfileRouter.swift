public import WireframeKit

/// The Profile module's router: where the module goes next, through the app's wireframe.
public final class ProfileRouter:
    ModuleRouter, ProfileRouterContract
{
    public let links = RouterLinks()
    public var contract: any ProfileRouterContract { self }

    public init() {}
}
