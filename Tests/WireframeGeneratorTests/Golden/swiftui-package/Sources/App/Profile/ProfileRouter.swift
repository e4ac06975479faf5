package import WireframeKit

/// The Profile module's router: where the module goes next, through the app's wireframe.
package final class ProfileRouter:
    ModuleRouter, ProfileRouterContract
{
    package let links = RouterLinks()
    package var contract: any ProfileRouterContract { self }

    package init() {}
}
