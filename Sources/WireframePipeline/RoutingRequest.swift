public import WireframeFlow
public import WireframeNavigation
import WireframePresentation
public import WireframeRouting
import WireframeSupport

/// One URL on its way through the pipeline, as the plug-ins see it.
///
/// The wireframe makes a request for the URL asked and one for each URL an observer redirects to.
/// ``option`` is what is known at the step the plug-in runs in: the caller's option (or a
/// redirect's) for observers, and the option the option providers chose for screen providers
/// and transitions.
public struct RoutingRequest: Sendable, CustomStringConvertible {
    // The values live in one shared, immutable box: a request is copied at every step of the
    // pipeline and held across its suspensions.
    /// A request's values; the type's initialisers fill them.
    struct Values: Sendable {
        var url: String
        var match: RouteMatch
        var parameters: RouteParameters
        var origin: RoutingOrigin
        var redirects: [String]
        var startingFlowContext: FlowContext?
        var flowContext: FlowContext?
        var flowContextHandover: FlowContextHandover?
        var carried: RequestPayload?
        var shown: ShownHierarchy
    }

    /// The box the values live in.
    private final class Storage: Sendable {
        let values: Values

        init(_ values: Values) { self.values = values }
    }

    private let storage: Storage

    // The option is kept beside the box: it is the one value that changes along the pipeline
    // (the option providers choose it).
    /// The routing option known at this step; see the type's overview.
    public let option: (any RoutingOption)?

    /// The URL being routed: the one asked, or the last URL redirected to.
    public var url: String { storage.values.url }
    /// How the URL matched a registered route.
    public var match: RouteMatch { storage.values.match }
    /// The URL's parameters (path, then query) merged with the caller's: a caller's value
    /// replaces the URL's values of the same name.
    public var parameters: RouteParameters { storage.values.parameters }
    /// Where the URL first came from. A redirect keeps the origin of the request it redirects.
    public var origin: RoutingOrigin { storage.values.origin }
    /// The URLs redirected from to reach ``url``, first asked first; empty without redirects.
    public var redirects: [String] { storage.values.redirects }
    /// The flow context of the screen this request starts from (the screen on top when the
    /// request takes its turn), or `nil` when that screen reaches none.
    public var startingFlowContext: FlowContext? { storage.values.startingFlowContext }
    /// The flow context of the screen this request shows: the one the wireframe gives it when
    /// a hand-over was chosen (``flowContextHandover``), else ``startingFlowContext``. The one
    /// a screen provider passes to the module it builds.
    public var flowContext: FlowContext? { storage.values.flowContext }
    /// Which flow context the wireframe gives the screen it shows: the caller's choice (the
    /// `flowContext:` of `route(to:)`), else the route's (of `register`); `nil` when neither
    /// chose one, and the screen is then given none.
    public var flowContextHandover: FlowContextHandover? { storage.values.flowContextHandover }
    /// The caller's payload, if any; read it with `payload(as:)`.
    var carried: RequestPayload? { storage.values.carried }
    /// A read-only view of what the window shows, for plug-ins that decide from it; it keeps no
    /// screen alive (see `ShownHierarchy`). Empty in a request made without a window.
    public var shown: ShownHierarchy { storage.values.shown }

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
        self.init(
            Values(
                url: url,
                match: match,
                parameters: parameters,
                origin: origin,
                redirects: redirects,
                startingFlowContext: startingFlowContext,
                flowContext: flowContext,
                flowContextHandover: flowContextHandover,
                carried: nil,
                shown: shown
            ),
            option: option
        )
    }

    /// A request with `values` and `option`.
    init(_ values: Values, option: (any RoutingOption)?) {
        storage = Storage(values)
        self.option = option
    }

    /// The route pattern that matched.
    public var pattern: RoutePattern { storage.values.match.pattern }

    /// The same request with another option.
    public func with(option: (any RoutingOption)?) -> RoutingRequest {
        RoutingRequest(sharing: storage, option: option)
    }

    /// The same request with ``shown`` seen from `anchor` (see `ShownHierarchy`): what the inner
    /// option of a composite option looks at.
    @MainActor
    func starting(from anchor: any Screen) -> RoutingRequest {
        var values = storage.values
        values.shown = values.shown.starting(from: anchor)
        return RoutingRequest(values, option: option)
    }

    /// A request with the values in `storage` and `option`.
    private init(sharing storage: Storage, option: (any RoutingOption)?) {
        self.storage = storage
        self.option = option
    }

    /// `"myapp://messages/42" (pattern /messages/:id<int>)`.
    public var description: String {
        "\(MessageText.quoted(url)) (pattern \(pattern.text))"
    }
}
