/// Stand-in for CoreGraphics' `CGFloat`, which UIKit re-exports: a floating-point value of
/// geometry. A struct, as on Apple's platforms, so that code passing a `Double` where UIKit
/// takes a `CGFloat` fails here as there; literals convert to it.
public struct CGFloat: Equatable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The value.
    public var native: Double

    /// A value of `native`.
    public init(_ native: Double) { self.native = native }

    /// A value of the literal `value`.
    public init(floatLiteral value: Double) { native = value }

    /// A value of the literal `value`.
    public init(integerLiteral value: Int) { native = Double(value) }
}

/// Stand-in for CoreGraphics' `CGPoint`: a point.
public struct CGPoint: Equatable, Sendable {
    /// Its coordinates.
    public var x: CGFloat
    /// Its coordinates.
    public var y: CGFloat

    /// The point at `x`, `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

/// Stand-in for CoreGraphics' `CGSize`: a width and a height.
public struct CGSize: Equatable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// The size of `width` by `height`.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static var zero: CGSize { CGSize(width: 0, height: 0) }
}

/// Stand-in for CoreGraphics' `CGRect`, which UIKit re-exports: a rectangle, its origin and size
/// (no geometry is computed with it: views are not laid out here).
public struct CGRect: Equatable, Sendable {
    /// The corner of the rectangle.
    public var origin: CGPoint
    /// The size of the rectangle.
    public var size: CGSize

    /// The rectangle at the origin with no size.
    public init() {
        origin = .zero
        size = .zero
    }

    /// The rectangle at `origin` of `size`.
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at `x`, `y` of `width` by `height`.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// The rectangle at the origin with no size.
    public static var zero: CGRect { CGRect() }

    /// The null rectangle, which stands for none (at infinity, with no size).
    public static var null: CGRect {
        CGRect(x: CGFloat(Double.infinity), y: CGFloat(Double.infinity), width: 0, height: 0)
    }

    /// Whether this is the null rectangle.
    public var isNull: Bool { origin.x.native == .infinity || origin.y.native == .infinity }
}
