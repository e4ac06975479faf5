/// The router of a VIPER module: where the module goes next (the *router* contract), by
/// presenting or pushing other modules, closing what it showed, or routing a URL through the
/// app's `Wireframe`.
///
/// <!-- sample ModuleRouter/ModuleRouter -->
/// ```swift
/// final class ProfileRouter: ModuleRouter, ProfileRouterContract {
///     let links = RouterLinks()
///     var contract: any ProfileRouterContract { self }
///
///     func showFriends(of id: Int) async throws {
///         try await push(FriendsBuilder.build(input: id))
///     }
/// }
/// ```
///
/// The builder connects ``links``: the router holds the module's view weakly, only to navigate
/// from it. Every navigation takes its turn in the wireframe's queue (see
/// `Wireframe.inTurn(named:_:)`), so it never overlaps a route or another router's navigation.
/// Synchronous code — a button handler, a contract without `async` — asks for the same
/// navigations through ``withoutWaiting``.
@MainActor
public protocol ModuleRouter: AnyObject {
    /// The router contract this router fulfils, such as `any ProfileRouterContract`.
    associatedtype Contract

    /// The router's link to its module's view and to the wireframe it navigates through;
    /// declare it as `let links = RouterLinks()`.
    var links: RouterLinks { get }

    /// This router as its contract: `{ self }`, checked by the compiler.
    var contract: Contract { get }

    /// Makes a router; the builder connects it afterwards.
    init()
}
