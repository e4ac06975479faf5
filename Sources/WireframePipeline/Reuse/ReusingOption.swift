public import WireframePresentation

/// An option that may show a screen already shown instead of a new one: ``ReuseOption``,
/// ``SelectOrAddTabOption``, and the options that hold another one: ``SelectTabOption`` (its
/// `then`) and ``ReuseOption`` (its `else`).
///
/// The wireframe asks it after the option providers, before the screen providers: when it
/// returns a screen, no screen provider is asked, the screen keeps the flow context it has, and
/// the option's transition brings it forward. The result then names the screen provider
/// ``Wireframe/alreadyShown``.
///
/// An option that holds another asks it, from where its transition will show the screen: so
/// `.selectTab(0, then: .reuse(else: .push))` finds the screen in tab 0 even while the user is
/// in another tab, and its transition selects tab 0 and pops back to it.
public protocol ReusingOption: RoutingOption {
    /// The shown screen to bring forward for `request` (read what is shown from
    /// `request.shown`), or `nil` for a new one from the screen providers.
    @MainActor
    func reusableScreen(for request: RoutingRequest) -> (any Screen)?
}
