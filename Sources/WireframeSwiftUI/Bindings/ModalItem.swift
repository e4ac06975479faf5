public import WireframePresentation

/// The item of a `.sheet(item:)` or `.fullScreenCover(item:)`: the screen a view presents, by
/// identity. SwiftUI sets it to `nil` when the user swipes the sheet down.
public struct ModalItem: Identifiable, Hashable, Sendable {
    /// The presented screen's identity.
    public let id: ScreenID

    /// The item of the screen whose identity is `id`.
    public init(id: ScreenID) {
        self.id = id
    }
}
