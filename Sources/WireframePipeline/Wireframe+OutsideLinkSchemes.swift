import WireframeNavigation
import WireframeRouting
import WireframeSupport

// Which schemes an outside link may use. A path-only pattern (`/**`, `/users/:id`) matches a URL
// of any scheme, so without this check `javascript:alert(1)` or `file:///etc/passwd` from a link
// would reach it. Two modes: until the app declares its schemes, only schemes that run script
// or read local data are refused, so that `myapp://` links reach path-only patterns with no
// set-up (as the README shows); once it declares them, every other scheme is refused.
extension Wireframe {
    /// The schemes refused to outside links while ``outsideLinkSchemes`` is empty: those that run
    /// script or name local data rather than a place in an app.
    public static let refusedOutsideLinkSchemes: Set<String> = [
        "javascript", "vbscript", "data", "file", "blob", "filesystem", "about",
    ]

    /// The schemes an outside link may use besides those the registered patterns name, as
    /// declared with ``allowOutsideLinks(withSchemes:)``; empty until then.
    ///
    /// A link from outside the app (``RoutingOrigin/outsideLink``) with a scheme fails with
    /// `WireframeError.Code.schemeNotAllowed` when:
    /// - this set is empty and the scheme is one of ``refusedOutsideLinkSchemes``
    ///   (`javascript:`, `data:`, `file:`…), or
    /// - this set is not empty and the scheme is neither in it nor named by a registered pattern
    ///   (`myapp://inbox` registered lets `myapp:` links in).
    ///
    /// A link without a scheme (a path) and the app's own requests are not checked.
    public var outsideLinkSchemes: Set<String> { declaredOutsideLinkSchemes }

    /// Lets outside links use `schemes` (compared case-insensitively) and, from now on, refuses
    /// every scheme not declared here or named by a registered pattern.
    ///
    /// <!-- sample Wireframe+OutsideLinkSchemes/allowOutsideLinks -->
    /// ```swift
    /// wireframe.allowOutsideLinks(withSchemes: ["myapp", "https"])
    /// ```
    public func allowOutsideLinks(withSchemes schemes: Set<String>) {
        declaredOutsideLinkSchemes.formUnion(schemes.map { $0.lowercased() })
    }

    /// Refuses an outside link whose scheme is not allowed (see ``outsideLinkSchemes``).
    func checkOutsideLinkScheme(of url: RouteURL, chain: RedirectChain) throws(WireframeError) {
        guard let scheme = url.scheme else { return }
        let why: String
        if declaredOutsideLinkSchemes.isEmpty {
            guard Self.refusedOutsideLinkSchemes.contains(scheme) else { return }
            why =
                "it runs script or names local data; allowOutsideLinks(withSchemes:) lets in only the schemes it lists"
        } else {
            if declaredOutsideLinkSchemes.contains(scheme) { return }
            if routeTable.patterns.contains(where: { $0.scope.scheme == scheme }) { return }
            why = "no pattern names it and allowOutsideLinks(withSchemes:) does not list it"
        }
        throw WireframeError(
            .schemeNotAllowed,
            url: url.string,
            "\(chain.subject): links from outside the app may not use the scheme \(MessageText.quoted(scheme)): \(why)"
        )
    }
}
