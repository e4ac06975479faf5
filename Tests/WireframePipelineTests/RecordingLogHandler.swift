import Logging
import WireframeSupport
import WireframeTestSupport

/// A log handler that keeps every message, for tests of what the wireframe logs.
struct RecordingLogHandler: LogHandler {
    /// One logged message with its metadata (the logger's and the message's, merged).
    struct Entry: Sendable {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
        /// The file (`#fileID`) of the line that logged the message.
        let file: String
    }

    /// Where the entries go; shared by every copy of the handler.
    final class Store: Sendable {
        private let entries = Lock<[Entry]>([])

        func append(_ entry: Entry) { entries.withLock { $0.append(entry) } }

        var all: [Entry] { entries.withLock { $0 } }

        func messages(at level: Logger.Level) -> [String] {
            all.filter { $0.level == level }.map(\.message)
        }
    }

    let store: Store
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .trace

    init(store: Store) { self.store = store }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        store.append(
            Entry(
                level: event.level,
                message: event.message.description,
                metadata: merged.mapValues { "\($0)" },
                file: event.file
            )
        )
    }
}

extension Logger {
    /// A logger whose messages go to `store`.
    static func recording(into store: RecordingLogHandler.Store) -> Logger {
        Logger(label: "WireframeKit.Wireframe") { _ in RecordingLogHandler(store: store) }
    }
}
