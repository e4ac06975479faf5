public import WireframeModules
import WireframeNavigation
public import WireframePipeline
public import WireframeRouting
import WireframeSupport

// A module's router routing a URL: the one navigation of a router that needs the URL pipeline,
// so it lives where modules and the pipeline meet, and the module layer stands on the navigator
// alone.
extension ModuleRouter {
    /// Routes `url` through the app's wireframe, as a link of the app (`RoutingOrigin.app`):
    /// to reach a module this one does not know.
    ///
    /// <!-- sample ModuleRouter+Route/route -->
    /// ```swift
    /// try await route(to: "/settings/signature")
    /// ```
    ///
    /// - Throws: `ModuleError` with code `navigationFailed` and the `WireframeError` as the
    ///   underlying error, `viewGone`, or `noWireframe` (also when the module was shown through a
    ///   routing that is not a `Wireframe`, which routes no URL).
    @discardableResult
    public func route(
        to url: String,
        parameters: RouteParameters = [:],
        option: (any RoutingOption)? = nil
    ) async throws(ModuleError) -> RoutingResult {
        try await links.route(to: url, parameters: parameters, option: option)
    }
}

extension NavigationWithoutWaiting {
    /// Routes `url` through the app's wireframe as `ModuleRouter.route(to:parameters:option:)`
    /// does, without waiting.
    public func route(to url: String, parameters: RouteParameters = [:], option: (any RoutingOption)? = nil) {
        links.startWithoutWaiting { links throws(ModuleError) in
            _ = try await links.route(to: url, parameters: parameters, option: option)
        }
    }
}

extension RouterLinks {
    /// Routes `url` through the wireframe, as the app itself would.
    fileprivate func route(
        to url: String,
        parameters: RouteParameters,
        option: (any RoutingOption)?
    ) async throws(ModuleError) -> RoutingResult {
        let name = moduleName
        let action = "route to \(MessageText.quoted(url))"
        guard view != nil else { throw .viewGone(name, action) }
        guard let wireframe = wireframe as? Wireframe else { throw .noWireframe(name, action) }
        do {
            return try await wireframe.route(to: url, parameters: parameters, option: option, origin: .app)
        } catch {
            throw .failed(error, module: name, action)
        }
    }
}
