import WireframeNavigation
import WireframePresentation

/// A screen that hears each request the wireframe routes to it, with the request: VISPER's
/// routing-aware controllers. A VIPER module's presenter may be one too, for its view.
///
/// The wireframe calls ``didRoute(_:)`` once a request has shown the screen: made for it by a
/// screen provider, or found among the screens shown and brought back by a reusing option
/// (`.reuse`, `.selectOrAddTab`), so that a reused screen learns of the request that reused
/// it. ``RoutingResult/screenWasAlreadyShown`` tells the two apart.
///
/// <!-- sample RoutingAware/RoutingAware -->
/// ```swift
/// final class ColorScreen: HeadlessScreen, RoutingAware {
///     var color = ""
///     func didRoute(_ result: RoutingResult) {
///         color = result.request.route(as: ColorRoute.self)?.color ?? ""
///     }
/// }
/// ```
///
/// It is called once the whole request has been shown, prerequisites included (each
/// prerequisite's screen hears its own result), before the observers' `didRoute`; a request
/// that fails calls it on no screen. A VIPER module's presenter that conforms hears the
/// requests routed to its module's view: the module builder makes it one of the view's
/// listeners.
@MainActor
public protocol RoutingAware: AnyObject {
    /// Called once `result.screen` is shown for `result.request`.
    func didRoute(_ result: RoutingResult)
}

extension Screen {
    /// The screen itself when it is routing-aware, then its routing-aware listeners (a module's
    /// presenter: the module builder makes it one of its view's listeners).
    var routingAwareParts: [any RoutingAware] {
        var parts: [any RoutingAware] = []
        if let aware = self as? any RoutingAware { parts.append(aware) }
        for listener in listeners where listener !== self {
            if let aware = listener as? any RoutingAware { parts.append(aware) }
        }
        return parts
    }
}

// Telling the routing-aware parts of the screens a request showed.
extension Wireframe {
    /// Tells the screen of `result`, and what listens to it, that it was routed to.
    func tellRoutingAware(_ result: RoutingResult) {
        for part in result.screen.routingAwareParts {
            running("routing-aware screen", result.screen.screenIdentifier)
            part.didRoute(result)
        }
    }
}
