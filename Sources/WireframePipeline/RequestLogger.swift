import Logging
import WireframeNavigation
import WireframeRouting
import WireframeSupport

/// The wireframe's logger for one request: every message carries the request's number and,
/// for a route, its URL as metadata (`wireframe.request`, `wireframe.url`).
///
/// Everything is logged at debug level, failures included: the caller learns of a failure from
/// the error thrown, and a library does not log above debug what its caller is told
/// (swift-log's guidance for libraries), so an app's default logging prints nothing for a link
/// it refuses.
///
/// The metadata goes with each message instead of into a copy of the logger's handler. Setting
/// metadata on a handler is work done on every request, logged or not (swift-log's
/// `StreamLogHandler`, the default, formats its whole metadata again on every change); metadata
/// given with a message is made only when the message is logged. Handlers receive the same
/// metadata either way, and the messages keep the source location of the line that logs them.
struct RequestLogger {
    /// The wireframe's logger.
    let logger: Logger
    /// The request's number.
    let number: Int
    /// The URL routed, or `nil` for a navigation action.
    let url: String?
    /// How messages name a request that is not a route (the navigation action, or the name
    /// given to `inTurn(named:_:)`), already safe to print; `nil` for a route.
    let name: String?

    /// How messages name the request: `route to "<url>"`, the navigation action, or the name
    /// given to `inTurn(named:_:)`. Made when a message needs it, not for every request.
    var subject: String { turnSubject.text }

    /// The request as its turn is named in the navigator's messages.
    var turnSubject: TurnSubject { TurnSubject(name: name, url: url) }

    /// The request's metadata.
    var metadata: Logger.Metadata {
        var metadata: Logger.Metadata = ["wireframe.request": "\(number)"]
        // Escaped as in messages: log handlers print metadata as it is (swift-log's stream
        // handler does), so a raw control character would write into the log.
        if let url { metadata["wireframe.url"] = "\(MessageText.escaped(url))" }
        return metadata
    }

    /// Logs `message` at debug level, with the request's metadata.
    func debug(
        _ message: @autoclosure () -> Logger.Message,
        file: String = #fileID,
        function: String = #function,
        line: UInt = #line
    ) {
        logger.debug(message(), metadata: metadata, file: file, function: function, line: line)
    }

    /// Logs a failure at debug level, with the request's metadata and `extra` (the error's
    /// code and underlying error).
    func failure(
        _ message: @autoclosure () -> Logger.Message,
        metadata extra: Logger.Metadata,
        file: String = #fileID,
        function: String = #function,
        line: UInt = #line
    ) {
        logger.debug(
            message(),
            metadata: metadata.merging(extra) { _, new in new },
            file: file,
            function: function,
            line: line
        )
    }
}
