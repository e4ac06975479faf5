import WireframeKit

/// The Profile module's router: where the module goes next, through the app's wireframe.
final class ProfileRouter:
    ModuleRouter, ProfileRouterContract
{
    let links = RouterLinks()
    var contract: any ProfileRouterContract { self }
}
