@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Stand-in for `sheet(item:onDismiss:content:)`: presents the sheet `content` makes while
    /// `item` is not `nil`; SwiftUI sets it to `nil` when the user swipes the sheet down.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        StandInModifiedView(self)
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
        StandInModifiedView(self)
    }

    /// Stand-in for `onAppear(perform:)`: `action` runs when the view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        StandInModifiedView(self)
    }

    /// Stand-in for `onDisappear(perform:)`: `action` runs when the view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        StandInModifiedView(self)
    }
}
