/// Stand-in for CoreGraphics' `CGRect`, which UIKit re-exports: a rectangle. Only the zero
/// rectangle is declared: the stand-in's views have no geometry.
public struct CGRect: Equatable, Sendable {
    /// The rectangle at the origin with no size.
    public init() {}

    /// The rectangle at the origin with no size.
    public static var zero: CGRect { CGRect() }
}
