// The host of a web pattern: a domain, or `*` for any host. Kept apart from the parser's main
// pass because `*` in the host place is the one spot where a well-formed pattern could register
// and never match the URLs its writer meant (`https://**`, `https://*.example.com`): the URL
// parser reads a host as one name, so a host pattern is either that name or the whole `*`.
extension RoutePatternParser {
    /// The scope of a web pattern whose host is `host` (the bytes between `://` and the path).
    ///
    /// - Throws: ``RouteError/Code/neverMatches`` for a host that holds `*` but is not exactly
    ///   `*`.
    func webScope(scheme: String, host: Slice<UnsafeBufferPointer<UInt8>>) throws(RouteError) -> RouteScope {
        if host.elementsEqual("*".utf8) { return RouteScope(scheme: scheme, host: nil) }
        guard let star = host.firstIndex(of: UInt8(ascii: "*")) else {
            return RouteScope(scheme: scheme, host: String(decoding: host, as: UTF8.self))
        }
        let reason: String
        if host.allSatisfy({ $0 == UInt8(ascii: "*") }) {
            reason =
                "`\(String(decoding: host, as: UTF8.self))` in the host place never matches: a \(scheme) URL's host is one "
                + "name, which `**` (the rest of a path) cannot stand for; write \(scheme)://*/** for any \(scheme) URL"
        } else {
            reason =
                "`*` stands for a whole host or nothing, so this host never matches the URLs it suggests; "
                + "write \(scheme)://*/… for any host, or list each host"
        }
        throw .pattern(.neverMatches, text, at: star, reason)
    }
}
