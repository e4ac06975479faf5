import WireframeNavigation
public import WireframePipeline
public import WireframeRouting
public import WireframeStateRouting
import WireframeSupport

// Deep links: a state router's paths as routes of the app's wireframe, where the state router
// meets the URL pipeline. The state router itself stands on the navigator and knows the
// wireframe only as the `URLRouting` it was given.
extension StateRouter {
    /// The wireframe whose route table holds the router's links and whose navigator its changes
    /// take turns in: the one given to the router, or, for a router given none, one made on the
    /// router's own navigator when first asked for (with no container factory).
    public var wireframe: Wireframe {
        if let wireframe = routing as? Wireframe { return wireframe }
        let made = Wireframe(navigator: navigator)
        routing = made
        return made
    }

    /// Registers `pattern` in the wireframe's route table (`wireframe`) as a deep link that sets
    /// the whole path `path` builds from the match, so the screens below the last one are real
    /// and Back works.
    ///
    /// <!-- sample StateRouter+Links/registerLink -->
    /// ```swift
    /// try router.registerLink("/inbox/messages/:id<int>", access: .openToOutsideLinks) { match in
    ///     ["mail", "inbox", try message(MessageRef(id: match.parameters.value("id", as: Int.self)))]
    /// }
    /// try await router.open("mailapp://inbox/messages/42", origin: .outsideLink)
    /// ```
    ///
    /// A link is a route of the wireframe like any other: the most specific pattern wins, two
    /// patterns that match the same URLs are refused, links from outside the app open only the
    /// links declared open and only with the schemes allowed, and observers and guards see them.
    /// So `wireframe.route(to:origin:)` opens them too, with the wireframe's own routes, from the
    /// one place where an app receives its URLs.
    ///
    /// - Parameters:
    ///   - pattern: the link's pattern.
    ///   - access: whether links from outside the app may open it; internal by default.
    ///   - path: builds the path the link opens from the match; what it throws fails the link
    ///     (a `StateRoutingError` as it is, anything else as `StateRoutingError/Code/noLink`).
    /// - Throws: `RouteError` for a malformed pattern or one matching the same URLs as another
    ///   route of the wireframe.
    @discardableResult
    public func registerLink(
        _ pattern: String,
        access: RouteAccess = .internalOnly,
        path: @escaping @MainActor (RouteMatch) throws -> [PathSegment]
    ) throws(RouteError) -> RoutePattern {
        try wireframe.registerAction(pattern, access: access, name: "state link") { [weak self] session in
            guard let self else { return }
            let options = try? session.request.payload(as: LinkOptions.self)
            let outcome = try await self.open(
                try Self.path(path, for: session.request),
                animated: options?.animated ?? true,
                in: session.navigationTurn
            )
            options?.outcome = outcome
        }
    }

    /// Opens the deep link `url` through the wireframe: its route table, its access and scheme
    /// rules, its observers and guards; a link registered with `registerLink(_:access:path:)`
    /// sets its whole path, and returns once it is shown, or once the user or a later change
    /// overtook it (`ChangeOutcome/superseded(by:)`, as `apply(_:)` says).
    ///
    /// <!-- sample StateRouter+Links/open -->
    /// ```swift
    /// if case .superseded(by: let overtaker) = try await router.open("mailapp://inbox/messages/42") {
    ///     print("the link's path was not shown: \(overtaker)")
    /// }
    /// ```
    ///
    /// - Throws: `StateRoutingError`: `StateRoutingError/Code/noLink` when `url` is not a
    ///   valid URL or matches no path; what the link's builder throws, or the root routable's
    ///   check (an unknown segment), before anything changes; a failure of the change itself,
    ///   after which the state says what is shown (the change is taken back whole);
    ///   `StateRoutingError/Code/wireframeFailed` with the `WireframeError` when the wireframe
    ///   refused the link (not open to outside links, a scheme not allowed, an observer or a
    ///   guard), or the URL is a route of the wireframe that is not a link.
    @discardableResult
    public func open(
        _ url: String,
        origin: RoutingOrigin = .app,
        animated: Bool = true
    ) async throws(StateRoutingError) -> ChangeOutcome {
        do {
            let options = LinkOptions(animated: animated)
            let result = try await wireframe.route(to: url, origin: origin, payload: options)
            if result.action != "state link" {
                throw StateRoutingError(
                    .wireframeFailed,
                    "link \(MessageText.quoted("\(url)")) is a route of the wireframe (\(result.request.pattern.text)), not a state link: "
                        + "it showed \(MessageText.quoted("\(result.screen.screenIdentifier)"))"
                )
            }
            // The link's action sets it whenever it returns, which is the only way here.
            return options.outcome ?? .shown
        } catch let error as StateRoutingError {
            throw error
        } catch let error as WireframeError {
            if let stateError = error.underlyingError as? StateRoutingError { throw stateError }
            let code: StateRoutingError.Code =
                [.noRoute, .invalidURL].contains(error.code) ? .noLink : .wireframeFailed
            throw StateRoutingError(
                code,
                "link \(MessageText.quoted("\(url)")): \(error.message)",
                underlyingError: error
            )
        } catch {
            throw StateRoutingError(
                .wireframeFailed,
                "link \(MessageText.quoted("\(url)")): \(error)",
                underlyingError: error
            )
        }
    }

    /// The path `builder` makes for the request of a link.
    private static func path(
        _ builder: @MainActor (RouteMatch) throws -> [PathSegment],
        for request: RoutingRequest
    ) throws(StateRoutingError) -> [PathSegment] {
        do {
            return try builder(request.match)
        } catch let error as StateRoutingError {
            throw error
        } catch {
            throw StateRoutingError(
                .noLink,
                "link \(MessageText.quoted(request.url)) (pattern \(MessageText.quoted(request.pattern.text))) cannot build its path: \(error)",
                underlyingError: error
            )
        }
    }
}

/// How `StateRouter/open(_:origin:animated:)` asks for a link to be shown, and hears what
/// became of it: the link's action, run in the wireframe's turn, leaves its outcome here.
@MainActor
final class LinkOptions: Sendable {
    let animated: Bool
    var outcome: StateRouter.ChangeOutcome?

    init(animated: Bool) {
        self.animated = animated
    }
}
