/// Stand-in for SwiftUI's `Color`: a view filling its space with a color.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Color: View, Hashable, Sendable, StandInPrimitiveView {
    @usableFromInline let name: String

    /// A color without color: a view that takes space and shows nothing you can see.
    public static let clear = Color(name: "clear")

    /// A primitive view.
    public var body: Never { fatalError("stand-in: a primitive view has no body") }

    var standInContent: StandInContent { .color }
}
