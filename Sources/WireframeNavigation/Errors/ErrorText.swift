import Foundation
import WireframeRouting
import WireframeSupport

/// How the wireframe's messages show an error that a plug-in, a container or the route table
/// threw: by its `errorDescription` when it is a `LocalizedError` (what the error's author wrote
/// for people), else by its description; escaped, so that it cannot write into a log.
package enum ErrorText {
    package static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let description = localized.errorDescription {
            return MessageText.escaped(description)
        }
        return MessageText.escaped(String(describing: error))
    }
}
