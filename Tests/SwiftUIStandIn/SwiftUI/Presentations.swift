@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Stand-in for `sheet(item:onDismiss:content:)`: presents the sheet `content` makes while
    /// `item` is not `nil`; SwiftUI sets it to `nil` when the user swipes the sheet down.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        StandInModifiedView(self, .presentation(standInPresentation(item, cover: false, content)))
    }

    /// Stand-in for `fullScreenCover(item:onDismiss:content:)`: as a sheet, covering the screen.
    /// macOS has none.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        StandInModifiedView(self, .presentation(standInPresentation(item, cover: true, content)))
    }

    /// Stand-in for `onAppear(perform:)`: `action` runs when the view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        StandInModifiedView(self, .onAppear(action ?? {}))
    }

    /// Stand-in for `onDisappear(perform:)`: `action` runs when the view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        StandInModifiedView(self, .onDisappear(action ?? {}))
    }
}

/// A presentation bound to `item`, its content made by `content`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private func standInPresentation<Item: Identifiable, Content: View>(
    _ item: Binding<Item?>,
    cover: Bool,
    _ content: @escaping (Item) -> Content
) -> StandInPresentation {
    StandInPresentation(
        isFullScreenCover: cover,
        read: {
            guard let value = await item.standInRead().value else { return nil }
            return (AnyHashable(value.id), { content(value) })
        },
        dismiss: { await item.standInWrite(StandInUnchecked(value: nil)) }
    )
}
