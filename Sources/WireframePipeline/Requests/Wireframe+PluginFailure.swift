import WireframeNavigation
import WireframeSupport

// How a plug-in's error fails the request that called it, in every stage.
extension Wireframe {
    /// What a plug-in's error fails the request with: `WireframeError.Code.cancelled` when
    /// the plug-in was cancelled (it threw `CancellationError`, or threw anything once the
    /// request's task was cancelled), else as ``wrap(_:_:url:_:)`` with `code`.
    static func pluginFailure(
        _ error: any Error,
        _ code: WireframeError.Code,
        url: String,
        chain: RedirectChain,
        plugin: String
    ) -> WireframeError {
        if !(error is WireframeError), error is CancellationError || Task.isCancelled {
            return WireframeError(
                .cancelled,
                url: url,
                "\(chain.subject) cancelled while \(plugin) ran",
                underlyingError: error
            )
        }
        return wrap(error, code, url: url, "\(chain.subject): \(plugin) failed: \(ErrorText.describe(error))")
    }

    /// `error` itself when it is a `WireframeError`, else one with `code` and `message`.
    static func wrap(_ error: any Error, _ code: WireframeError.Code, url: String?, _ message: String) -> WireframeError
    {
        if let error = error as? WireframeError { return error }
        return WireframeError(code, url: url, message, underlyingError: error)
    }
}
