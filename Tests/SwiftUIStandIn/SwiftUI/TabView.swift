/// Stand-in for SwiftUI's `TabView`: tabs of views, the selected one's tag bound.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Tabs of the views `content` makes, the selected one bound to `selection`.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }
}

/// Stand-in for SwiftUI's `ForEach`: a view per element of a collection.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The views `content` makes of each element of `data`, identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Stand-in for `tabItem(_:)`: the label of the tab this view is.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        StandInModifiedView(self)
    }

    /// Stand-in for `tag(_:)`: the value a selection takes for this view.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        StandInModifiedView(self)
    }
}
