/// How close two measurements must be to count as equal.
public let tolerance = 0.000_1

/// The straight-line distance between two points.
///
/// Used by ``Circle/contains(_:)`` (which does not exist) and handy on its own:
///
///     print(distance(from: .origin, to: Point(x: 3, y: 4)))
///     // Prints "5.0"
public func distance(from start: Point, to end: Point) -> Double {
    let dx = end.x - start.x
    let dy = end.y - start.y
    return (dx * dx + dy * dy).squareRoot()
}
