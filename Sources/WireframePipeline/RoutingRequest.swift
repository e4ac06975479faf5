public import WireframeFlow
public import WireframeNavigation
import WireframePresentation
public import WireframeRouting

/// One URL on its way through the pipeline, as the plug-ins see it.
///
/// The wireframe makes a request for the URL asked and one for each URL an observer redirects to.
/// ``option`` is what is known at the step the plug-in runs in: the caller's option (or a
/// redirect's) for observers, and the option the option providers chose for screen providers
/// and transitions.
public struct RoutingRequest: Sendable, CustomStringConvertible {
    /// The URL being routed: the one asked, or the last URL redirected to.
    public let url: String
    /// How the URL matched a registered route.
    public let match: RouteMatch
    /// The URL's parameters (path, then query) merged with the caller's: a caller's value
    /// replaces the URL's values of the same name.
    public let parameters: RouteParameters
    /// The routing option known at this step; see the type's overview.
    public let option: (any RoutingOption)?
    /// Where the URL first came from. A redirect keeps the origin of the request it redirects.
    public let origin: RoutingOrigin
    /// The URLs redirected from to reach ``url``, first asked first; empty without redirects.
    public let redirects: [String]
    /// The flow context of the screen this request starts from (the screen on top when the
    /// request takes its turn), or `nil` when that screen reaches none.
    public let startingFlowContext: FlowContext?
    /// The flow context of the screen this request shows: the one the wireframe gives it when
    /// a hand-over was chosen (``flowContextHandover``), else ``startingFlowContext``. The one
    /// a screen provider passes to the module it builds.
    public let flowContext: FlowContext?
    /// Which flow context the wireframe gives the screen it shows: the caller's choice (the
    /// `flowContext:` of `route(to:)`), else the route's (of `register`); `nil` when neither
    /// chose one, and the screen is then given none.
    public let flowContextHandover: FlowContextHandover?
    /// The caller's payload, if any; read it with `payload(as:)`.
    var carried: RequestPayload?
    /// A read-only view of what the window shows, for plug-ins that decide from it; it keeps no
    /// screen alive (see ``ShownHierarchy``). Empty in a request made without a window.
    public let shown: ShownHierarchy

    /// Creates a request; the wireframe makes them, tests of plug-ins may too.
    public init(
        url: String,
        match: RouteMatch,
        parameters: RouteParameters,
        option: (any RoutingOption)?,
        origin: RoutingOrigin = .app,
        redirects: [String] = [],
        startingFlowContext: FlowContext? = nil,
        flowContext: FlowContext? = nil,
        flowContextHandover: FlowContextHandover? = nil,
        shown: ShownHierarchy = .nothing
    ) {
        self.url = url
        self.match = match
        self.parameters = parameters
        self.option = option
        self.origin = origin
        self.redirects = redirects
        self.startingFlowContext = startingFlowContext
        self.flowContext = flowContext
        self.flowContextHandover = flowContextHandover
        self.shown = shown
    }

    /// The route pattern that matched.
    public var pattern: RoutePattern { match.pattern }

    /// The same request with another option.
    public func with(option: (any RoutingOption)?) -> RoutingRequest {
        var request = RoutingRequest(
            url: url,
            match: match,
            parameters: parameters,
            option: option,
            origin: origin,
            redirects: redirects,
            startingFlowContext: startingFlowContext,
            flowContext: flowContext,
            flowContextHandover: flowContextHandover,
            shown: shown
        )
        request.carried = carried
        return request
    }

    /// `"myapp://messages/42" (pattern /messages/:id<int>)`.
    public var description: String {
        "\(MessageText.quoted(url)) (pattern \(pattern.text))"
    }
}
