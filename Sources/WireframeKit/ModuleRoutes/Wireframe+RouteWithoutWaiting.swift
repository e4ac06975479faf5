import WireframeModules
import WireframeNavigation
public import WireframePipeline
import WireframeRouting
import WireframeSupport

// A route asked from code that cannot await — a SwiftUI button's action, a link, `.onOpenURL` —
// through the one mechanism behind a module router's `withoutWaiting`.
extension Wireframe {
    /// Routes to `url` without waiting: for code that cannot await, such as a SwiftUI button's
    /// action or a link (WireframeSwiftUI's `NavigateAction` calls it). It is asked at once, in
    /// the wireframe's order, as a module router's `withoutWaiting` navigations are; its failure
    /// goes to `onModuleError` as a `ModuleError` naming `source` as the module, or, with no
    /// handler, is logged as a warning and kept in `lastModuleError`.
    ///
    /// <!-- sample Wireframe+RouteWithoutWaiting/routeWithoutWaiting -->
    /// ```swift
    /// wireframe.routeWithoutWaiting(to: "myapp://messages/42", origin: .outsideLink)
    /// await wireframe.waitForModuleNavigations()  // in a test
    /// ```
    ///
    /// - Parameters:
    ///   - url: the route's URL.
    ///   - origin: where the request comes from; `.outsideLink` for a link the app was opened with.
    ///   - source: what asked for it, as a failure names it.
    public func routeWithoutWaiting(to url: String, origin: RoutingOrigin = .app, from source: String = "SwiftUI") {
        UnawaitedNavigations.start(through: self) { [self] () throws(ModuleError) in
            do throws(WireframeError) {
                _ = try await route(to: url, origin: origin)
            } catch {
                throw .failed(error, module: source, "route to \(MessageText.quoted(url))")
            }
        }
    }
}

// A typed route asked from code that cannot await: a SwiftUI view hands it on as what `Route`
// refines (WireframeSwiftUI cannot name `Route`), and the cast here finds the route type.
extension Wireframe {
    /// Routes to a typed route without waiting, as `routeWithoutWaiting(to:origin:from:)` routes
    /// a URL (WireframeSwiftUI's `NavigateAction` and `WireframeLink` call it with the route a
    /// view gave them): its URL is written as routing to a route value writes it (`url(for:)`).
    /// A value whose type does not conform to `Route` is refused the same way, as
    /// `WireframeError.Code.noRoute`, and nothing is routed.
    ///
    /// <!-- sample Wireframe+RouteWithoutWaiting/routeWithoutWaiting-2 -->
    /// ```swift
    /// wireframe.routeWithoutWaiting(to: MessageRoute(id: 42))
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route value.
    ///   - origin: where the request comes from.
    ///   - source: what asked for it, as a failure names it.
    public func routeWithoutWaiting(
        to route: any Codable & Hashable & Sendable,
        origin: RoutingOrigin = .app,
        from source: String = "SwiftUI"
    ) {
        guard let typed = route as? any Route else {
            let type = String(describing: Swift.type(of: route))
            let error = WireframeError(.noRoute, "\(type) is not a route type: it does not conform to Route")
            UnawaitedNavigations.report(.failed(error, module: source, "route to a \(type)"), through: self)
            return
        }
        routeWithoutWaiting(typed: typed, origin: origin, source: source)
    }

    private func routeWithoutWaiting<R: Route>(typed route: R, origin: RoutingOrigin, source: String) {
        UnawaitedNavigations.start(through: self) { [self] () throws(ModuleError) in
            do throws(WireframeError) {
                _ = try await self.route(to: route, origin: origin)
            } catch {
                throw .failed(error, module: source, "route to a \(R.self)")
            }
        }
    }
}
