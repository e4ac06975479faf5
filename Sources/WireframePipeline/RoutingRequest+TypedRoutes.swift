import WireframeNavigation
public import WireframeRouting
import WireframeSupport

// The route value of a request, for screen providers, guards and observers.
extension RoutingRequest {
    /// The request as a value of `type`, or `nil` when the request is not for `type`'s pattern.
    ///
    /// <!-- sample RoutingRequest+TypedRoutes/route -->
    /// ```swift
    /// try wireframe.addObserver(name: "drafts need a login") { request in
    ///     guard let mailbox = request.route(as: MailboxRoute.self), mailbox.folder == .drafts else {
    ///         return .proceed
    ///     }
    ///     return session.isLoggedIn ? .proceed : .redirect(to: "/login")
    /// }
    /// ```
    ///
    /// The wireframe has checked, before any plug-in runs, that a request whose pattern was
    /// registered by type decodes into it, so for that type the answer is never `nil`. The value
    /// is read from ``parameters``: a caller's parameters replace the URL's of the same name.
    public func route<R: Route>(as type: R.Type = R.self) -> R? {
        try? decodedRoute(as: type)
    }

    /// The request as a value of `type`.
    ///
    /// - Throws: `WireframeError.Code.invalidRouteValue` naming the field and the value when
    ///   the request is not for `type`'s pattern or does not decode into it.
    func decodedRoute<R: Route>(as type: R.Type) throws(WireframeError) -> R {
        guard pattern.text == R.pattern || pattern.description == (try? RoutePattern(R.pattern))?.description else {
            throw WireframeError(
                .invalidRouteValue,
                url: url,
                "route to \(MessageText.quoted(url)): pattern \(MessageText.quoted(pattern.text)) matched, not \(R.self)'s \"\(R.pattern)\""
            )
        }
        do {
            return try R(parameters: parameters, rest: match.rest)
        } catch {
            throw Self.invalidRouteValue(error, url: url)
        }
    }

    /// The failure of a URL that matched a typed route's pattern but does not decode into it.
    static func invalidRouteValue(_ error: RouteError, url: String) -> WireframeError {
        WireframeError(
            .invalidRouteValue,
            url: url,
            "route to \(MessageText.quoted(url)): \(error.message)",
            underlyingError: error
        )
    }
}
