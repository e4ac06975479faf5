import WireframeModules
import WireframePipeline

extension ModuleError {
    /// A route a module asked for that failed, in the module layer's words — the one translation
    /// of a route's failure: a `ModuleError` a route's screen provider threw as it is, anything
    /// else as ``ModuleError/Code/navigationFailed`` with the `WireframeError` as the underlying
    /// error.
    static func failed(_ error: WireframeError, module: String, _ action: String) -> ModuleError {
        if let moduleError = error.underlyingError as? ModuleError { return moduleError }
        // A failure of a route already names it ("route to "/x": …"): saying the action again
        // would name the route twice.
        let what = error.url == nil ? "cannot \(action): \(error.message)" : error.message
        return ModuleError(.navigationFailed, module: module, "module \"\(module)\": \(what)", underlyingError: error)
    }
}
