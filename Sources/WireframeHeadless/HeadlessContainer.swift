public import WireframePresentation

/// A container of your own on the headless backend — a card deck, a page view, a screen that
/// embeds others — as UIKit's `addChild(_:)` makes one of any view controller.
///
/// Subclass it, add the children with ``addChild(_:)``, and conform to `ChildContainer` by
/// naming the child the user works in: the wireframe's `.push`, `.show` and `.present` then go
/// into it, as into `HeadlessSplit`.
///
/// <!-- sample HeadlessContainer/HeadlessContainer -->
/// ```swift
/// final class CardDeck: HeadlessContainer, ChildContainer {
///     var activeChild: (any Screen)? { children.last }
/// }
/// let deck = CardDeck("deck")
/// try deck.addChild(HeadlessStack("card", screens: [HeadlessScreen("card:1")]))
/// ```
///
/// A child knows its container as a UIKit child knows its `parent`: its `enclosingStack` and
/// `enclosingTabs` are the container's when it has none of its own in between, it is in the
/// window when the container is (and is loaded then), it leaves the hierarchy with the
/// container, and dumps show it under the container.
@MainActor
open class HeadlessContainer: HeadlessScreen {
    /// The children, in the order they were added.
    public var children: [any Screen] { node.heldScreens }

    /// The children, for `ChildContainer`'s requirement.
    public var childScreens: [any Screen] { node.heldScreens }

    /// Adds `screen` as the last child, at once (UIKit does not animate `addChild(_:)`).
    ///
    /// - Throws: `PresentationError` when this container is running a transition, or `screen`
    ///   is not a headless screen, is already in a hierarchy, or holds this container. Nothing
    ///   changes then.
    public func addChild(_ screen: any Screen) throws(PresentationError) {
        try checkNotTransitioning()
        let child = try incoming(screen)
        appendChild(child)
        child.loadIfInWindow()
    }

    /// Takes `screen`, a child, out of this container and out of the hierarchy, with the modals
    /// presented from it, as UIKit's `removeFromParent()` does; returns whether it was a child.
    @discardableResult
    public func removeChild(_ screen: any Screen) -> Bool {
        guard let child = screen as? HeadlessScreen else { return false }
        return removeChildNode(child)
    }

    override package var childNodes: [HeadlessScreen] { node.children }

    override package var kind: String { "container" }
}
