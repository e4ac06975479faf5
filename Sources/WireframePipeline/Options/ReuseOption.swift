import WireframeNavigation
public import WireframePresentation

/// Bring back a screen already on the visible stack instead of pushing a second one; show a new
/// screen with another option when there is none.
///
/// "If the product screen for this id is already in the stack, pop back to it": the wireframe
/// looks for a screen that ``matching`` recognises on the visible stack (the stack of the screen
/// the user sees on top; inside ``SelectTabOption``, the stack of its tab), bottom first. When
/// there is one, no screen provider is asked and the built-in transition pops the stack back to
/// it (nothing changes when it is already on top).
/// When there is none, the screen providers make a new screen and it is shown with
/// ``otherwise`` — unless ``otherwise`` reuses a screen itself and finds one
/// (`.reuse(else: .selectOrAddTab)` selects the tab it added before), which it then brings
/// back.
///
/// <!-- sample ReuseOption/ReuseOption -->
/// ```swift
/// try wireframe.register("/products/:id<int>", option: .reuse(else: .push)) { request in
///     ProductScreen(id: try request.parameters.value("id", as: Int.self))
/// }
/// ```
public struct ReuseOption: ReusingOption {
    /// How a shown screen is recognised; ``ScreenMatch/sameRoute`` by default.
    public var matching: ScreenMatch
    /// How to show a new screen when none is found.
    public var otherwise: any RoutingOption
    /// Whether popping back animates.
    public var animated: Bool

    /// Creates the option.
    public init(
        matching: ScreenMatch = .sameRoute,
        else otherwise: any RoutingOption = ShowOption(),
        animated: Bool = true
    ) {
        self.matching = matching
        self.otherwise = otherwise
        self.animated = animated
    }

    /// The first screen of the visible stack that ``matching`` recognises, bottom first, else
    /// the screen ``otherwise`` reuses when it is a ``ReusingOption``.
    @MainActor
    public func reusableScreen(for request: RoutingRequest) -> (any Screen)? {
        request.shown.visibleStack?.screens.first { matching.matches($0, for: request) }
            ?? (otherwise as? any ReusingOption)?.reusableScreen(for: request)
    }

    /// `reuse(else: push)`, `reuse(matching: where, else: show, animated: false)`.
    public var description: String {
        var arguments: [String] = []
        if matching.description != ScreenMatch.sameRoute.description { arguments.append("matching: \(matching)") }
        arguments.append("else: \(otherwise)")
        if !animated { arguments.append("animated: false") }
        return "reuse(\(arguments.joined(separator: ", ")))"
    }
}

extension RoutingOption where Self == ReuseOption {
    /// Pop back to the screen on the visible stack that `matching` recognises, else show a new
    /// one with `otherwise`.
    public static func reuse(
        matching: ScreenMatch = .sameRoute,
        else otherwise: any RoutingOption = ShowOption(),
        animated: Bool = true
    ) -> ReuseOption {
        ReuseOption(matching: matching, else: otherwise, animated: animated)
    }
}
