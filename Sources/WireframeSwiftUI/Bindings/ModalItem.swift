public import WireframePresentation

/// The item of a `.sheet(item:)` or `.fullScreenCover(item:)`: the screen a view presents, by
/// identity. SwiftUI sets it to `nil` when the user swipes the sheet down.
public struct ModalItem: Identifiable, Hashable, Sendable {
    /// The presented screen's identity.
    public let id: ScreenID
    /// The presented screen, when the item was read from a model: what the sheet's content
    /// shows, also while SwiftUI dismisses it and the models no longer hold it.
    package let screen: SwiftUIScreen?

    /// The item of the screen whose identity is `id`.
    public init(id: ScreenID) {
        self.id = id
        screen = nil
    }

    /// The item of `screen`.
    @MainActor
    package init(_ screen: SwiftUIScreen) {
        id = screen.screenID
        self.screen = screen
    }

    /// Items are equal when they present the same screen.
    public static func == (lhs: ModalItem, rhs: ModalItem) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
