extension SwiftUIStandIn {
    /// Colours, shape styles, materials and gradients.
    static let color = #"""
        /// Something a shape or text is filled with: a colour, a gradient, a material.
        public protocol ShapeStyle: Sendable {}

        public struct Color: _PrimitiveView, ShapeStyle, Hashable {
            let name: String

            public enum RGBColorSpace: Sendable {
                case sRGB, sRGBLinear, displayP3
            }

            nonisolated public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
            nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
            nonisolated public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: \#
        Double = 1) { name = "rgb" }
            nonisolated public init(white: Double, opacity: Double = 1) { name = "white" }
            nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { name \#
        = "hsb" }

            nonisolated public static let red = Color("red")
            nonisolated public static let orange = Color("orange")
            nonisolated public static let yellow = Color("yellow")
            nonisolated public static let green = Color("green")
            nonisolated public static let mint = Color("mint")
            nonisolated public static let teal = Color("teal")
            nonisolated public static let cyan = Color("cyan")
            nonisolated public static let blue = Color("blue")
            nonisolated public static let indigo = Color("indigo")
            nonisolated public static let purple = Color("purple")
            nonisolated public static let pink = Color("pink")
            nonisolated public static let brown = Color("brown")
            nonisolated public static let white = Color("white")
            nonisolated public static let gray = Color("gray")
            nonisolated public static let black = Color("black")
            nonisolated public static let clear = Color("clear")
            nonisolated public static let primary = Color("primary")
            nonisolated public static let secondary = Color("secondary")
            nonisolated public static let accentColor = Color("accentColor")

            nonisolated public func opacity(_ opacity: Double) -> Color { self }
            nonisolated public var gradient: AnyGradient { AnyGradient() }
        }

        extension ShapeStyle where Self == Color {
            public static var red: Color { .red }
            public static var orange: Color { .orange }
            public static var yellow: Color { .yellow }
            public static var green: Color { .green }
            public static var mint: Color { .mint }
            public static var teal: Color { .teal }
            public static var cyan: Color { .cyan }
            public static var blue: Color { .blue }
            public static var indigo: Color { .indigo }
            public static var purple: Color { .purple }
            public static var pink: Color { .pink }
            public static var brown: Color { .brown }
            public static var white: Color { .white }
            public static var gray: Color { .gray }
            public static var black: Color { .black }
            public static var clear: Color { .clear }
            public static var accentColor: Color { .accentColor }
        }

        /// The primary, secondary… levels of the current foreground style.
        public struct HierarchicalShapeStyle: ShapeStyle {
            let level: Int

            nonisolated public static let primary = HierarchicalShapeStyle(level: 0)
            nonisolated public static let secondary = HierarchicalShapeStyle(level: 1)
            nonisolated public static let tertiary = HierarchicalShapeStyle(level: 2)
            nonisolated public static let quaternary = HierarchicalShapeStyle(level: 3)
        }

        extension ShapeStyle where Self == HierarchicalShapeStyle {
            public static var primary: HierarchicalShapeStyle { .primary }
            public static var secondary: HierarchicalShapeStyle { .secondary }
            public static var tertiary: HierarchicalShapeStyle { .tertiary }
            public static var quaternary: HierarchicalShapeStyle { .quaternary }
        }

        public struct ForegroundStyle: ShapeStyle {
            public init() {}
        }

        extension ShapeStyle where Self == ForegroundStyle {
            public static var foreground: ForegroundStyle { ForegroundStyle() }
        }

        public struct TintShapeStyle: ShapeStyle {
            public init() {}
        }

        extension ShapeStyle where Self == TintShapeStyle {
            public static var tint: TintShapeStyle { TintShapeStyle() }
        }

        public struct Material: ShapeStyle {
            let name: String

            nonisolated public static let ultraThinMaterial = Material(name: "ultraThin")
            nonisolated public static let thinMaterial = Material(name: "thin")
            nonisolated public static let regularMaterial = Material(name: "regular")
            nonisolated public static let thickMaterial = Material(name: "thick")
            nonisolated public static let ultraThickMaterial = Material(name: "ultraThick")
            nonisolated public static let bar = Material(name: "bar")
        }

        extension ShapeStyle where Self == Material {
            public static var ultraThinMaterial: Material { .ultraThinMaterial }
            public static var thinMaterial: Material { .thinMaterial }
            public static var regularMaterial: Material { .regularMaterial }
            public static var thickMaterial: Material { .thickMaterial }
            public static var ultraThickMaterial: Material { .ultraThickMaterial }
            public static var bar: Material { .bar }
        }

        public struct AnyGradient: ShapeStyle {}

        public struct Gradient: Hashable, Sendable {
            public init(colors: [Color]) {}
        }

        public struct UnitPoint: Hashable, Sendable {
            public var x: CGFloat
            public var y: CGFloat

            public init(x: CGFloat, y: CGFloat) {
                self.x = x
                self.y = y
            }

            nonisolated public static let zero = UnitPoint(x: 0, y: 0)
            nonisolated public static let center = UnitPoint(x: 0.5, y: 0.5)
            nonisolated public static let leading = UnitPoint(x: 0, y: 0.5)
            nonisolated public static let trailing = UnitPoint(x: 1, y: 0.5)
            nonisolated public static let top = UnitPoint(x: 0.5, y: 0)
            nonisolated public static let bottom = UnitPoint(x: 0.5, y: 1)
            nonisolated public static let topLeading = UnitPoint(x: 0, y: 0)
            nonisolated public static let topTrailing = UnitPoint(x: 1, y: 0)
            nonisolated public static let bottomLeading = UnitPoint(x: 0, y: 1)
            nonisolated public static let bottomTrailing = UnitPoint(x: 1, y: 1)
        }

        public struct LinearGradient: _PrimitiveView, ShapeStyle {
            nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
            nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
        }

        extension ShapeStyle where Self == LinearGradient {
            public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> \#
        LinearGradient {
                LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
            }
        }
        """#
}
