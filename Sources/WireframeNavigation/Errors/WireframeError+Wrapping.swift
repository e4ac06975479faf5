import WireframePresentation

// The one translation of what containers and code of the app throw into the package's error.
extension WireframeError {
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
        case let error as PresentationError:
            return WireframeError(.presentationFailed, url: url, "\(subject): \(error.message)", underlyingError: error)
        default:
            return WireframeError(code, url: url, "\(subject): \(ErrorText.describe(error))", underlyingError: error)
        }
    }
}
