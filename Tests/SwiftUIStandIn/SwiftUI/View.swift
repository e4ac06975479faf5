// Stand-in for SwiftUI's `View` and the primitive views the SwiftUI face uses: declarations
// only, with SwiftUI's names, signatures and availability (`@MainActor @preconcurrency` as in
// the iOS 18 SDK). A stand-in view has no body; nothing here runs.

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

/// Stand-in for SwiftUI's `AnyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyView: View {
    /// `view`, its type erased.
    public init<V: View>(_ view: V) {}

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }
}

/// Stand-in for SwiftUI's `Text`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Text: View {
    /// Text showing `content` as it is, unlocalized.
    public init(verbatim content: String) {}

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }
}

/// What the stand-in's modifiers return: SwiftUI returns `some View`, so the SwiftUI face never
/// names the type.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct StandInModifiedView<Content: View>: View {
    nonisolated init(_ content: Content) {}

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }
}
