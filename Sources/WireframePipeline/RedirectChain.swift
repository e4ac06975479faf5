import WireframeRouting
import WireframeSupport

/// The redirects one request has followed, and the observer that decided each, for the
/// request itself (``RoutingRequest/redirects``) and for the messages of its errors.
///
/// Loop detection looks up a set, and the chain is written out only when a message needs it, so
/// that following a redirect costs the same at any length of the chain.
struct RedirectChain {
    /// The URL the caller asked for.
    let start: String
    /// Each redirect: where it led and the name of the observer that decided it.
    private(set) var hops: [(url: String, observer: String)] = []
    /// The URLs redirected to (with `start`, every URL of the chain). Empty, so allocating
    /// nothing, for the many requests that are not redirected.
    private var visited: Set<String> = []

    init(start: String) {
        self.start = start
    }

    /// The URL the request is at now.
    var current: String { hops.last?.url ?? start }

    /// The URLs redirected from, in order. Kept as the chain grows rather than rebuilt on each
    /// hop, which made a long chain quadratic.
    private(set) var redirectedFrom: [String] = []

    /// Whether `url` is already in the chain.
    func contains(_ url: String) -> Bool { url == start || visited.contains(url) }

    /// Adds a redirect to `url`, decided by `observer`.
    mutating func append(_ url: String, by observer: String) {
        redirectedFrom.append(current)
        hops.append((url, observer))
        visited.insert(url)
    }

    /// `"/a" → "/b" by "guard" → "/c" by "moved"`.
    var description: String {
        ([MessageText.quoted(start)]
            + hops.map { "\(MessageText.quoted($0.url)) by \(MessageText.quoted($0.observer))" })
            .joined(separator: " → ")
    }

    /// How messages name the request: `route to "/a"`, and after redirects
    /// `route to "/a" (redirected "/a" → "/b" by "guard")`.
    var subject: String {
        let request = "route to \(MessageText.quoted(start))"
        return hops.isEmpty ? request : "\(request) (redirected \(description))"
    }
}
