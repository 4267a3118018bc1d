extension SwiftUIStandIn {
    /// `Shape`, `Path` and the standard shapes.
    static let shapes = #"""
        /// A 2D outline; guides draw their own by implementing `path(in:)`.
        public protocol Shape: _PrimitiveView, ShapeStyle {
            nonisolated func path(in rect: CGRect) -> Path
        }

        extension Shape {
            nonisolated public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> some View { self }
            nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
            nonisolated public func stroke(lineWidth: CGFloat = 1) -> some View { self }
            nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { \#
        self }
            nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape \#
        { self }
            nonisolated public func inset(by amount: CGFloat) -> some Shape { self }
        }

        /// A drawn outline: lines, curves and arcs.
        public struct Path: Shape {
            nonisolated public init() {}
            nonisolated public init(_ build: (inout Path) -> Void) {}
            nonisolated public init(_ rect: CGRect) {}
            nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
            nonisolated public init(ellipseIn rect: CGRect) {}

            nonisolated public func path(in rect: CGRect) -> Path { self }

            nonisolated public mutating func move(to end: CGPoint) {}
            nonisolated public mutating func addLine(to end: CGPoint) {}
            nonisolated public mutating func addLines(_ lines: [CGPoint]) {}
            nonisolated public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
            nonisolated public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
            nonisolated public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: \#
        Angle, clockwise: Bool) {}
            nonisolated public mutating func addRect(_ rect: CGRect) {}
            nonisolated public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {}
            nonisolated public mutating func addEllipse(in rect: CGRect) {}
            nonisolated public mutating func closeSubpath() {}
        }

        public enum RoundedCornerStyle: Hashable, Sendable {
            case circular, continuous
        }

        public struct Rectangle: Shape {
            nonisolated public init() {}
            nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
        }

        public struct RoundedRectangle: Shape {
            public var cornerSize: CGSize
            public var style: RoundedCornerStyle

            nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
                cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
                self.style = style
            }

            nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
                self.cornerSize = cornerSize
                self.style = style
            }

            nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: \#
        cornerSize.width) }
        }

        public struct Circle: Shape {
            nonisolated public init() {}
            nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        }

        public struct Ellipse: Shape {
            nonisolated public init() {}
            nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        }

        public struct Capsule: Shape {
            public var style: RoundedCornerStyle

            nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
            nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: rect.height \#
        / 2) }
        }

        extension Shape where Self == Rectangle {
            public static var rect: Rectangle { Rectangle() }
        }

        extension Shape where Self == RoundedRectangle {
            public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> \#
        RoundedRectangle {
                RoundedRectangle(cornerRadius: cornerRadius, style: style)
            }
        }

        extension Shape where Self == Circle {
            public static var circle: Circle { Circle() }
        }

        extension Shape where Self == Capsule {
            public static var capsule: Capsule { Capsule() }
        }

        /// An angle, for rotations and arcs.
        public struct Angle: Hashable, Comparable, Sendable {
            public var radians: Double
            public var degrees: Double { radians * 180 / .pi }

            public init(radians: Double) { self.radians = radians }
            public init(degrees: Double) { radians = degrees * .pi / 180 }

            public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
            public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
            public static let zero = Angle(radians: 0)

            public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
        }
        """#
}
