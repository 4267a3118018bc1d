/// A figure that knows how much room it takes up.
///
/// Every shape in the library conforms, including ``Circle``.
/// Conforming types get ``describe()`` for free.
public protocol Shape {
    /// The surface the shape covers, in square units.
    var area: Double { get }
}

extension Shape {
    /// A short sentence naming the shape's area.
    ///
    /// The default implementation rounds ``Shape/area`` to two decimals:
    ///
    ///     let circle = Circle(radius: 1)
    ///     print(circle.describe())
    ///     // Prints "A shape of area 3.14"
    public func describe() -> String {
        let rounded = (area * 100).rounded() / 100
        return "A shape of area \(rounded)"
    }
}
