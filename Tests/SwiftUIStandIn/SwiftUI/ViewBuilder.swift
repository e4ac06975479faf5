/// Stand-in for SwiftUI's `ViewBuilder`: the builds the SwiftUI face's `body`s use (one view,
/// and `if`/`else`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

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
