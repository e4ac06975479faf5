public import WireframeNavigation
public import WireframePresentation
import WireframeRouting
import WireframeSupport

/// Where a ``Transition`` starts from, what it may use, and how it changes the screens.
///
/// The wireframe makes a context for every transition. ``anchor`` is the screen the user sees on
/// top (`RootContainer.topmostScreen`); a composite transition narrows it with
/// ``starting(from:)`` and hands a screen on to the transition of another option with
/// ``perform(_:option:)`` — as the built-in transition of ``SelectTabOption`` selects a tab, then
/// shows the screen from that tab's topmost screen.
///
/// A transition changes the screens with ``apply(_:)``: each `NavigationStep` it applies is
/// recorded, and taken back when the request fails later (a prerequisite's transition, say) or
/// when the transition itself throws after its first step.
///
/// A transition of your own that adds to a built-in option (a sheet style, an analytics event)
/// and then lets the built-in transition show the screen hands it on with
/// ``performNext(_:option:)``: ``perform(_:option:)`` would ask the first transition for the
/// option again, itself.
@MainActor
public struct TransitionContext {
    /// The window's root container.
    public let root: any RootContainer
    /// The screen to start from: the visible screen, or `nil` when nothing is shown yet.
    public let anchor: (any Screen)?
    /// The factory for new containers, if the wireframe has one.
    public let containerFactory: (any ContainerFactory)?
    /// The request being shown.
    public let request: RoutingRequest
    /// The turn of the request, which records every step.
    let turn: NavigationTurn
    /// The transitions the screen was handed to so far, in order, each by its place among the
    /// transitions asked for the request's route: the last one is the transition this context
    /// was given to.
    let handedTo: [Int]
    private let dispatch: Dispatch

    /// Shows a screen with the first transition that handles an option, after the one at the
    /// given place when there is one; the context is the one handing the screen on.
    typealias Dispatch =
        @MainActor (any Screen, any RoutingOption, TransitionContext, _ after: Int?) async throws(WireframeError) ->
        RoutingPlacement

    /// Creates a context; `dispatch` shows a screen with the transition that handles an option.
    init(
        root: any RootContainer,
        anchor: (any Screen)?,
        containerFactory: (any ContainerFactory)?,
        request: RoutingRequest,
        turn: NavigationTurn,
        handedTo: [Int] = [],
        dispatch: @escaping Dispatch
    ) {
        self.root = root
        self.anchor = anchor
        self.containerFactory = containerFactory
        self.request = request
        self.turn = turn
        self.handedTo = handedTo
        self.dispatch = dispatch
    }

    /// The same context starting from `anchor`.
    public func starting(from anchor: (any Screen)?) -> TransitionContext {
        TransitionContext(
            root: root,
            anchor: anchor,
            containerFactory: containerFactory,
            request: request,
            turn: turn,
            handedTo: handedTo,
            dispatch: dispatch
        )
    }

    /// The same context, for the transition at `place` among those asked for the route.
    func handed(to place: Int) -> TransitionContext {
        TransitionContext(
            root: root,
            anchor: anchor,
            containerFactory: containerFactory,
            request: request,
            turn: turn,
            handedTo: handedTo + [place],
            dispatch: dispatch
        )
    }

    /// Applies `step` to the screens, recorded in the request's turn so that it is taken back
    /// if the request fails; returns the screens that left the hierarchy.
    ///
    /// <!-- sample TransitionContext/apply -->
    /// ```swift
    /// try await context.apply(.setRoot(screen, of: context.root, animated: option.animated))
    /// ```
    ///
    /// - Throws: `NavigationError` with code `stepRefused` when a container refuses the step (it
    ///   then changed nothing); the wireframe fails the request with the container's error as
    ///   `WireframeError.Code.presentationFailed`.
    @discardableResult
    public func apply(_ step: NavigationStep) async throws(NavigationError) -> [any Screen] {
        try await turn.apply(step)
    }

    /// Shows `screen` with the transition that handles `option`, chosen as the wireframe chooses
    /// one, starting from this context's ``anchor``.
    ///
    /// - Throws: `WireframeError`, with the transition's failure wrapped as the wireframe
    ///   wraps it.
    public func perform(
        _ screen: any Screen,
        option: any RoutingOption
    ) async throws(WireframeError) -> RoutingPlacement {
        try await dispatch(screen, option, self, nil)
    }

    /// Shows `screen` with the next transition that handles `option` after the one this context
    /// was given to, in the order the wireframe asks them (priority, then registration): for a
    /// transition of yours for a built-in option, the built-in one.
    ///
    /// <!-- sample TransitionContext/performNext -->
    /// ```swift
    /// try wireframe.addTransition(name: "fade sheets", for: PresentOption.self) { screen, option, context in
    ///     sheetStyle.fade(screen)
    ///     return try await context.performNext(screen, option: option)  // the built-in present
    /// }
    /// ```
    ///
    /// - Throws: `WireframeError` as ``perform(_:option:)`` does;
    ///   `WireframeError.Code.noTransition` when no transition after this one handles
    ///   `option`.
    public func performNext(
        _ screen: any Screen,
        option: any RoutingOption
    ) async throws(WireframeError) -> RoutingPlacement {
        try await dispatch(screen, option, self, handedTo.last)
    }

    /// The stack of the anchor: the anchor itself when it is a stack, else the stack it is on.
    public var visibleStack: (any StackContainer)? {
        anchor?.ownOrEnclosingStack
    }

    /// The tabs of the anchor: the anchor itself when it is a tab container, else the tabs it
    /// is in, else the nearest tab container on the way from the window's root to the screen on
    /// top.
    public var visibleTabs: (any TabContainer)? {
        if let tabs = anchor?.ownOrEnclosingTabs { return tabs }
        return root.visiblePath.last { $0 is any TabContainer } as? any TabContainer
    }

    /// A `WireframeError` with code `WireframeError.Code.noContainer` for this request.
    public func noContainer(_ reason: String) -> WireframeError {
        WireframeError(.noContainer, url: request.url, "route to \(MessageText.quoted(request.url)): \(reason)")
    }

    /// A new stack holding `screen`, from the ``containerFactory``.
    ///
    /// - Throws: `WireframeError.Code.noContainerFactory` when there is no factory, or what
    ///   the factory throws.
    public func makeStack(with screen: any Screen) throws -> any StackContainer {
        guard let containerFactory else {
            throw WireframeError(
                .noContainerFactory,
                url: request.url,
                "route to \(MessageText.quoted(request.url)): a new stack is needed for \(MessageText.quoted(screen.screenIdentifier)) but the wireframe has no container factory"
            )
        }
        return try containerFactory.makeStack(with: [screen])
    }
}
