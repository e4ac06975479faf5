/// Stand-in for SwiftUI's `List`: rows, one after the other, scrolling.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View, StandInPrimitiveView {
    nonisolated(unsafe) private let content: Content

    /// A list of the rows `content` makes, none selectable.
    nonisolated public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .erased(content) }
}

/// Stand-in for SwiftUI's `DismissAction`: dismisses the presentation the view is in.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses the sheet or full-screen cover the view is in.
    public func callAsFunction() { action() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    /// Stand-in for `dismiss`: what dismisses the presentation this view is in; nothing outside
    /// one.
    public var dismiss: DismissAction {
        get { self[StandInDismissKey.self] }
        set { self[StandInDismissKey.self] = newValue }
    }
}

/// Where the simulated runtime puts a presented view's `dismiss`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
struct StandInDismissKey: EnvironmentKey {
    static let defaultValue = DismissAction {}
}
