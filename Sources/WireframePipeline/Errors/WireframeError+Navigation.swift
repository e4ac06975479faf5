package import Logging
package import WireframeNavigation
import WireframePresentation

// The pipeline's one translation of what the navigator and the containers throw into its own
// error: a request's turn that failed (`NavigationError`), a step a transition applied that a
// container refused, a container a transition of the app's own called directly.
extension WireframeError {
    /// The navigator's `error` in the request's words: a refused step as
    /// ``Code/presentationFailed`` (a `PresentationError`) or ``Code/transitionFailed`` with the
    /// container's error as the underlying one, named as part of `subject` when given; a failure
    /// of the turn itself with its code here (``Code/timedOut``, ``Code/cancelled``,
    /// ``Code/reentrantRequest``, ``Code/noRoot``), the `NavigationError` as the underlying one.
    package init(_ error: NavigationError, url: String?, as subject: String? = nil) {
        if let refusal = error.refusal {
            self = .wrapping(refusal, subject ?? error.step?.description ?? error.message, url: url)
            return
        }
        let code: Code =
            switch error.code {
            case .timedOut: .timedOut
            case .cancelled, .endedEarly: .cancelled
            case .reentrantTurn: .reentrantRequest
            case .noRoot: .noRoot
            case .invalidSetting: .invalidSetting
            default: .noContainer
            }
        self.init(code, url: url, error.message, underlyingError: error)
    }

    /// `error` as the error of `subject` (already safe to print): a ``WireframeError`` as it
    /// is, a `PresentationError` as ``Code/presentationFailed``, anything else with `code`
    /// (``Code/transitionFailed`` unless given); the message is `<subject>: <what was thrown>`.
    package static func wrapping(
        _ error: any Error,
        _ subject: String,
        url: String? = nil,
        otherwise code: Code = .transitionFailed
    ) -> WireframeError {
        switch error {
        case let error as WireframeError:
            return error
        case let error as NavigationError:
            return WireframeError(error, url: url, as: subject)
        case let error as PresentationError:
            return WireframeError(.presentationFailed, url: url, "\(subject): \(error.message)", underlyingError: error)
        default:
            return WireframeError(code, url: url, "\(subject): \(ErrorText.describe(error))", underlyingError: error)
        }
    }

    /// The error's code and underlying error as log metadata (`wireframe.error`,
    /// `wireframe.underlyingError`): what every failure the package logs carries.
    package var logMetadata: Logger.Metadata {
        ErrorText.logMetadata(code: code, underlyingError: underlyingError)
    }
}
