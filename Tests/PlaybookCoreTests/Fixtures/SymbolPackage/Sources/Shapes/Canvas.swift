/// A surface that holds shapes in stacked layers.
///
/// Add a ``Canvas/Layer`` for each group of shapes, then ask for the
/// ones of a given type with ``shapes(of:)``:
///
/// ```swift
/// let canvas = Canvas()
/// canvas.add(Canvas.Layer(name: "coins", color: .blue, shapes: [Circle(radius: 1)]))
/// print(canvas.shapes(of: Circle.self).count)
/// // Prints "1"
/// ```
///
/// Each ``Layer`` keeps its own ``Color``. A ``Circl`` is not a type, and
/// neither is the cache the canvas keeps for itself, ``RenderCache``.
public final class Canvas {
    /// A named group of shapes painted in one color.
    ///
    /// A layer draws its shapes with its ``color`` and mixes with the layers
    /// below it as its ``blend`` says. The canvas collects shapes across
    /// layers with ``shapes(of:)``.
    public struct Layer {
        /// The ways a layer can mix with the ones below it.
        public enum Blend: Sendable {
            /// Paints over what is below.
            case normal
            /// Darkens what is below.
            case multiply
        }

        /// The name shown in the layer list.
        public var name: String
        /// The paint for every shape in the layer.
        public var color: Color
        /// The shapes in drawing order.
        public var shapes: [any Shape]

        /// How this layer mixes with the ones below, one of the ``Blend`` modes.
        public var blend: Blend = .normal

        /// Creates a layer.
        public init(name: String, color: Color, shapes: [any Shape]) {
            self.name = name
            self.color = color
            self.shapes = shapes
        }
    }

    /// The layers, bottom first.
    public private(set) var layers: [Layer] = []

    private var cache = RenderCache()

    /// Creates an empty canvas.
    public init() {}

    /// Puts `layer` on top of the others.
    public func add(_ layer: Layer) {
        layers.append(layer)
        cache.invalidate()
    }

    /// Every shape of type `kind` across all layers.
    ///
    /// The result keeps the layers' order; see ``Canvas/layers``.
    public func shapes<S: Shape>(of kind: S.Type) -> [S] {
        layers.flatMap { $0.shapes.compactMap { $0 as? S } }
    }
}

/// Remembers what the canvas drew last, so nothing is drawn twice.
struct RenderCache {
    var generation = 0

    mutating func invalidate() {
        generation += 1
    }
}
