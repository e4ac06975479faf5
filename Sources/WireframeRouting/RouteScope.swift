/// Which URLs a pattern may match before its path is looked at: any, one scheme, or one scheme
/// and web host.
///
/// A pattern written as a path (`/users/:id`) matches any scheme. `myapp://users/:id` matches
/// only `myapp` URLs; `https://example.com/users/:id` only that scheme and host. Scheme and host
/// compare case-insensitively; port and user info are ignored.
public struct RouteScope: Hashable, Sendable, CustomStringConvertible {
    /// The scheme, lowercased, or `nil` for any.
    public let scheme: String?
    /// The web host, lowercased, or `nil` for any. Only `http` and `https` have hosts.
    public let host: String?

    /// A scope that accepts every URL.
    public static let any = RouteScope(scheme: nil, host: nil)

    /// Creates a scope; both parts are lowercased.
    public init(scheme: String?, host: String?) {
        self.scheme = scheme?.lowercased()
        // Hosts are compared in Unicode: a pattern's punycode label is decoded as a URL's is.
        self.host = host.map { HostName.unicode($0.lowercased()) ?? $0.lowercased() }
    }

    /// 2 for scheme and host, 1 for a scheme only, 0 for any: between patterns that tie on every
    /// segment, the higher wins.
    public var specificity: Int { host != nil ? 2 : (scheme != nil ? 1 : 0) }

    /// Whether a URL with this (lowercased) scheme and host is in the scope.
    func accepts(scheme urlScheme: String?, host urlHost: String?) -> Bool {
        if let scheme, scheme != urlScheme { return false }
        if let host, host != urlHost { return false }
        return true
    }

    /// `myapp://`, `https://example.com`, `https://*` (any host) or the empty string.
    public var description: String {
        guard let scheme else { return "" }
        if host == nil, Self.webSchemes.contains(scheme) { return "\(scheme)://*" }
        return "\(scheme)://\(host ?? "")"
    }

    /// The schemes whose URLs carry a host (a domain) rather than a first path segment.
    public static let webSchemes: Set<String> = ["http", "https"]
}
