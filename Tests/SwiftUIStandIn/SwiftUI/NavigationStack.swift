/// Stand-in for SwiftUI's `NavigationStack`: a root view and, above it, a view per path element.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View, StandInPrimitiveView {
    private let path: StandInPath
    private let root: Root

    /// A stack over `root`, its path bound to `path`, which the stack writes when the user
    /// goes back.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection,
        Data: RandomAccessCollection,
        Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.path = StandInPath(
            read: { await path.standInRead().value.map { AnyHashable($0) } },
            keepFirst: { count in
                let elements = await path.standInRead().value
                await path.standInWrite(StandInUnchecked(value: Data(elements.prefix(count))))
            }
        )
        self.root = root()
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .navigationStack(path, root: root) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Stand-in for `navigationDestination(for:destination:)`: the view pushed for each path
    /// element of type `D`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        StandInModifiedView(
            self,
            .navigationDestination(for: D.self) { element in (element.base as? D).map { destination($0) } }
        )
    }

    /// Stand-in for `navigationTitle(_:)`: the title a navigation bar shows for this view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        StandInModifiedView(self, .navigationTitle(String(title)))
    }
}
