// Stand-in for SwiftUI's `View` and the primitive views the SwiftUI face uses: SwiftUI's names,
// signatures and availability (`@MainActor @preconcurrency` as in the iOS 18 SDK). A stand-in
// view has no body; the primitives hold their content (StandInContent.swift) for the simulated
// runtime of Tests/SwiftUIStandIn/Runtime.

/// Stand-in for SwiftUI's `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's body.
    associatedtype Body: View

    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    /// Primitive views have no body.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }
}

/// Stand-in for SwiftUI's `EmptyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct EmptyView: View {
    /// An empty view.
    @inlinable nonisolated public init() {}

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyView: StandInPrimitiveView {
    var standInContent: StandInContent { .empty }
}

/// Stand-in for SwiftUI's `AnyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyView: View, StandInPrimitiveView {
    @usableFromInline let view: any View

    /// `view`, its type erased.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .erased(view) }
}

/// Stand-in for SwiftUI's `Text`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Text: View, StandInPrimitiveView {
    @usableFromInline let content: String

    /// Text showing `content` as it is, unlocalized.
    public init(verbatim content: String) {
        self.content = content
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .text(content) }
}

/// What the stand-in's modifiers return: SwiftUI returns `some View`, so the SwiftUI face never
/// names the type.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct StandInModifiedView<Content: View>: View, StandInPrimitiveView {
    nonisolated(unsafe) private let content: Content
    nonisolated(unsafe) private let modifier: StandInModifier

    nonisolated init(_ content: Content, _ modifier: StandInModifier) {
        self.content = content
        self.modifier = modifier
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .modified(content, modifier) }
}
