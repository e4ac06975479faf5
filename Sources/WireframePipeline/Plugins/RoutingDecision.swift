import WireframeNavigation
import WireframePresentation
import WireframeRouting
import WireframeSupport

/// What a ``RoutingObserver`` decides before a URL is routed.
public enum RoutingDecision: Sendable, CustomStringConvertible {
    /// Go on: the next observer is asked, and after the last one the URL is routed.
    case proceed
    /// Route to `url` instead. The new URL goes through the observers again; its option is
    /// `option` when given, else the one the redirected request had. The caller's parameters
    /// go along with it.
    ///
    /// Redirects chain. A redirect back to a URL already in the chain fails with
    /// `WireframeError.Code.redirectLoop`, and more than ``Wireframe/maximumRedirects`` in one
    /// request with `WireframeError.Code.tooManyRedirects`; both name the chain.
    case redirect(to: String, option: (any RoutingOption)? = nil)
    /// Refuse the request; it fails with `WireframeError.Code.rejected` and `error` as the
    /// underlying error.
    case reject(any Error)

    /// `proceed`, `redirect to "/login"`, `reject (…)`.
    public var description: String {
        switch self {
        case .proceed: "proceed"
        case .redirect(let url, let option):
            "redirect to \(MessageText.quoted(url))" + (option.map { " (option \($0))" } ?? "")
        case .reject(let error): "reject (\(ErrorText.describe(error)))"
        }
    }
}
