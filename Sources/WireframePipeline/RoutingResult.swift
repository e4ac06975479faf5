public import WireframePresentation
import WireframeRouting
import WireframeSupport

/// What ``Wireframe/route(to:parameters:option:origin:flowContext:)-(String,_,_,_,_)`` showed, where, and how.
///
/// <!-- sample RoutingResult/RoutingResult -->
/// ```swift
/// let result = try await wireframe.route(to: "/messages/42", option: .push)
/// let shown = result.screen.screenIdentifier  // "message:42"
/// let placement = result.placement.summary  // pushed onto "main"
/// let option = result.option  // push
/// ```
///
/// The result holds the screen it names; the wireframe keeps no result, so a screen that later
/// leaves the hierarchy is freed once the caller lets its result go.
@MainActor
public struct RoutingResult {
    /// The request as it was presented: the URL after redirects, the merged parameters and
    /// the final option.
    public let request: RoutingRequest
    /// The screen shown.
    public let screen: any Screen
    /// The option the screen was shown with, after the option providers.
    public let option: any RoutingOption
    /// Where the screen was shown.
    public let placement: RoutingPlacement
    /// The name of the screen provider that made the screen.
    public let screenProvider: String
    /// The name of the transition that showed it.
    public let transition: String
    /// The prerequisites the request built before its screen, outermost first, each as its own
    /// result; empty when every prerequisite was already on screen, or the route has none.
    public let prerequisites: [RoutingResult]
    /// The name of the action that ran, for an action route (which shows no screen of its
    /// own: ``screen`` is then the screen on top once the action has run); `nil` when a screen
    /// was shown.
    public let action: String?

    /// Creates a result.
    init(
        request: RoutingRequest,
        screen: any Screen,
        option: any RoutingOption,
        placement: RoutingPlacement,
        screenProvider: String,
        transition: String,
        prerequisites: [RoutingResult] = [],
        action: String? = nil
    ) {
        self.request = request
        self.screen = screen
        self.option = option
        self.placement = placement
        self.screenProvider = screenProvider
        self.transition = transition
        self.prerequisites = prerequisites
        self.action = action
    }

    /// Whether ``screen`` was already shown and a reusing option (`.reuse`, `.selectOrAddTab`)
    /// brought it back for this request, instead of a screen provider making it.
    public var screenWasAlreadyShown: Bool { screenProvider == Wireframe.alreadyShown }

    /// The URL shown: the one asked, or the last one an observer redirected to.
    public var url: String { request.url }

    /// The URLs redirected from, first asked first.
    public var redirects: [String] { request.redirects }

    /// `"/messages/42" → screen "message:42" pushed onto "main" (option push, by PushTransition)`.
    /// For an action route: `"/logout" → ran action "log out"`.
    public var summary: String {
        if let action { return "\(MessageText.quoted(url)) → ran action \(MessageText.quoted(action))" }
        return "\(MessageText.quoted(url)) → screen \(MessageText.quoted(screen.screenIdentifier)) "
            + "\(placement.summary) (option \(option), by \(transition))"
    }
}

// Printed, a result reads as its summary, with the screens' names rather than their types'. The
// conformance is isolated to the main actor, as the result is (SE-0470, Swift 6.2): `print(result)`
// and `"\(result)"` on the main actor use it. Before Swift 6.2, `summary` says the same.
#if compiler(>=6.2)
extension RoutingResult: @MainActor CustomStringConvertible {
    /// The ``summary``: `"/messages/42" → screen "message:42" pushed onto "main" (option push, by PushTransition)`.
    public var description: String { summary }
}
#endif
