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
