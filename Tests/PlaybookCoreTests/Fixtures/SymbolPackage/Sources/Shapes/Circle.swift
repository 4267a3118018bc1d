/// A round shape defined by its radius.
///
/// Make a circle with ``init(radius:)``, read its ``area``, and grow or
/// shrink it with ``scaled(by:)``. Circles are a ``Shape``, so
/// ``Shape/describe()`` works on them too.
///
/// ```swift
/// let coin = Circle(radius: 2)
/// let bigger = coin.scaled(by: 1.5)
/// print(bigger.radius)
/// // Prints "3.0"
/// ```
///
/// A circle has no ``diameter`` property; double the ``radius`` instead.
public struct Circle: Shape, Equatable, Sendable {
    /// The distance from the center to the edge.
    public var radius: Double

    /// Where the circle sits on its canvas.
    public var center: Point

    /// The circle's surface, computed from ``radius``.
    public var area: Double {
        Double.pi * radius * radius
    }

    /// Creates a circle centered on ``Point/origin``.
    ///
    /// - Parameter radius: The distance from the center to the edge.
    public init(radius: Double) {
        self.radius = radius
        self.center = .origin
    }

    /// Returns a copy whose radius is multiplied by `factor`.
    ///
    ///     let small = Circle(radius: 4).scaled(by: 0.5)
    ///     print(small.radius)
    ///     // Prints "2.0"
    public func scaled(by factor: Double) -> Circle {
        var copy = self
        copy.radius *= factor
        return copy
    }

    /// Returns a copy moved right by `distance`.
    ///
    /// To move along both axes, pass a ``Point`` to the other
    /// ``moved(by:)-(Point)`` instead.
    public func moved(by distance: Double) -> Circle {
        moved(by: Point(x: distance, y: 0))
    }

    /// Returns a copy moved by `offset`.
    ///
    /// The other overload, ``moved(by:)-2jw8b``, moves along the x axis only.
    ///
    /// Uses ``Point/+(_:_:)`` on the center:
    ///
    /// ```swift
    /// let moved = Circle(radius: 1).moved(by: Point(x: 2, y: 3))
    /// print(moved.center)
    /// // Prints "Point(x: 2.0, y: 3.0)"
    /// ```
    public func moved(by offset: Point) -> Circle {
        var copy = self
        copy.center = center + offset
        return copy
    }

    /// The circle that fits a square of the given side.
    public static func inscribed(inSquareOfSide side: Double) -> Circle {
        Circle(radius: side / 2)
    }
}
