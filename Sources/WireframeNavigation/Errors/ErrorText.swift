import Foundation
package import Logging
import WireframeSupport

/// How the package's messages show an error that a plug-in, a container or the route table
/// threw: by its `errorDescription` when it is a `LocalizedError` (what the error's author wrote
/// for people), else by its description; escaped, so that it cannot write into a log.
package enum ErrorText {
    package static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let description = localized.errorDescription {
            return MessageText.escaped(description)
        }
        return MessageText.escaped(String(describing: error))
    }

    /// An error's code and underlying error as log metadata (`wireframe.error`,
    /// `wireframe.underlyingError`): what every failure the package logs carries.
    package static func logMetadata(
        code: some CustomStringConvertible,
        underlyingError: (any Error)?
    ) -> Logger.Metadata {
        var metadata: Logger.Metadata = ["wireframe.error": "\(code)"]
        if let underlyingError {
            metadata["wireframe.underlyingError"] = "\(describe(underlyingError))"
        }
        return metadata
    }
}

extension NavigationError {
    /// The error's code and underlying error as log metadata.
    package var logMetadata: Logger.Metadata { ErrorText.logMetadata(code: code, underlyingError: underlyingError) }
}
