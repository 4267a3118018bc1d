/// A location on a flat drawing surface.
///
/// Points add like vectors, so you can offset one point by another
/// with ``+(_:_:)``:
///
/// ```swift
/// let corner = Point(x: 3, y: 4)
/// let shifted = corner + Point(x: 1, y: 1)
/// print(shifted.x)
/// // Prints "4.0"
/// ```
public struct Point: Equatable, Sendable {
    /// The horizontal coordinate.
    public var x: Double

    /// The vertical coordinate.
    public var y: Double

    /// The point at the origin of every canvas.
    public static let origin = Point(x: 0, y: 0)

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Adds two points coordinate by coordinate.
    ///
    ///     let sum = Point(x: 1, y: 2) + Point(x: 10, y: 20)
    ///     print(sum.y)
    ///     // Prints "22.0"
    public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
}
