/// Stand-in for SwiftUI's `ViewBuilder`: the builds the SwiftUI face's `body`s use (one view,
/// and `if`/`else`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Two views, one after the other.
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1), views: [c0, c1])
    }

    /// Three views, one after the other.
    public static func buildBlock<C0: View, C1: View, C2: View>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2
    ) -> TupleView<(C0, C1, C2)> {
        TupleView((c0, c1, c2), views: [c0, c1, c2])
    }

    /// The view of an `if` that holds.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(isFirst: true, first)
    }

    /// The view of an `else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(isFirst: false, second)
    }
}

/// Stand-in for SwiftUI's `TupleView`: views one after the other.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct TupleView<T>: View, StandInPrimitiveView {
    /// The views.
    nonisolated(unsafe) public var value: T
    nonisolated(unsafe) private let views: [any View]

    nonisolated init(_ value: T, views: [any View]) {
        self.value = value
        self.views = views
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .list(views.enumerated().map { (AnyHashable($0.offset), $0.element) }) }
}

/// Stand-in for SwiftUI's `_ConditionalContent`: one of two views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, StandInPrimitiveView {
    @usableFromInline let isFirst: Bool
    @usableFromInline nonisolated(unsafe) let content: any View

    nonisolated init(isFirst: Bool, _ content: any View) {
        self.isFirst = isFirst
        self.content = content
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .conditional(isFirst: isFirst, content) }
}
