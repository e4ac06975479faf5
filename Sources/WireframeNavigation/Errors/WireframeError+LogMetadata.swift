package import Logging

extension WireframeError {
    /// The error's code and underlying error as log metadata (`wireframe.error`,
    /// `wireframe.underlyingError`): what every failure the package logs carries.
    package var logMetadata: Logger.Metadata {
        var metadata: Logger.Metadata = ["wireframe.error": "\(code)"]
        if let underlyingError {
            metadata["wireframe.underlyingError"] = "\(ErrorText.describe(underlyingError))"
        }
        return metadata
    }
}
