/// Stand-in for SwiftUI's `TabView`: tabs of views, the selected one's tag bound.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View, StandInPrimitiveView {
    nonisolated(unsafe) private let selection: StandInValue?
    nonisolated(unsafe) private let content: Content

    /// Tabs of the views `content` makes, the selected one bound to `selection`.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { binding in
            StandInValue(
                read: { AnyHashable(await binding.standInRead().value) },
                write: { value in
                    if let value = value.value.base as? SelectionValue {
                        await binding.standInWrite(StandInUnchecked(value: value))
                    }
                }
            )
        }
        self.content = content()
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .tabView(selection, content: content) }
}

/// Stand-in for SwiftUI's `ForEach`: a view per element of a collection.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    private let elements: [(id: AnyHashable, make: () -> Content)]

    /// The views `content` makes of each element of `data`, identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
        elements = data.map { element in (AnyHashable(element.id), { content(element) }) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View, StandInPrimitiveView where Content: View {
    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .list(elements.map { ($0.id, $0.make()) }) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Stand-in for `tabItem(_:)`: the label of the tab this view is.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        StandInModifiedView(self, .tabItem(label()))
    }

    /// Stand-in for `tag(_:)`: the value a selection takes for this view.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        StandInModifiedView(self, .tag(AnyHashable(tag)))
    }

    /// Stand-in for `id(_:)`: this view's identity is `id`; another `id` makes it another view,
    /// its state made anew.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        StandInModifiedView(self, .id(AnyHashable(id)))
    }
}
