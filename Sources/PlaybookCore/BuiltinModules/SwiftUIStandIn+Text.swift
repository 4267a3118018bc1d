extension SwiftUIStandIn {
    /// `Text`, `Image`, `Label` and fonts.
    static let text = #"""
        /// A key into the app's string tables; a string literal in a view is one.
        public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
            let key: String

            nonisolated public init(_ value: String) { key = value }
            nonisolated public init(stringLiteral value: String) { key = value }
            nonisolated public init(stringInterpolation: DefaultStringInterpolation) { key = \#
        String(stringInterpolation: stringInterpolation) }
        }

        public struct Font: Hashable, Sendable {
            let name: String

            public static let largeTitle = Font(name: "largeTitle")
            public static let title = Font(name: "title")
            public static let title2 = Font(name: "title2")
            public static let title3 = Font(name: "title3")
            public static let headline = Font(name: "headline")
            public static let subheadline = Font(name: "subheadline")
            public static let body = Font(name: "body")
            public static let callout = Font(name: "callout")
            public static let footnote = Font(name: "footnote")
            public static let caption = Font(name: "caption")
            public static let caption2 = Font(name: "caption2")

            public enum Weight: Hashable, Sendable {
                case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
            }

            public enum Design: Hashable, Sendable {
                case `default`, serif, rounded, monospaced
            }

            public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { \#
        Font(name: "system") }
            public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font { style }
            public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }

            public func weight(_ weight: Weight) -> Font { self }
            public func bold() -> Font { self }
            public func italic() -> Font { self }
            public func monospacedDigit() -> Font { self }
        }

        public struct Text: _PrimitiveView, Equatable, Sendable {
            let content: String

            public enum DateStyle: Sendable {
                case date, time, relative, offset, timer
            }

            public enum TruncationMode: Sendable {
                case head, tail, middle
            }

            nonisolated public init(_ key: LocalizedStringKey) { content = key.key }
            nonisolated public init(verbatim content: String) { self.content = content }
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
            @_disfavoredOverload
            nonisolated public init(_ attributedContent: AttributedString) { content = \#
        String(attributedContent.characters) }
            nonisolated public init(_ date: Date, style: DateStyle) { content = "\(date)" }
            nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: \#
        Equatable, F.FormatOutput == String {
                content = format.format(input)
            }
            nonisolated public init(_ image: Image) { content = "" }

            nonisolated public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + \#
        rhs.content) }

            // Text's own modifiers return Text, so styled pieces can still be joined with `+`.
            nonisolated public func font(_ font: Font?) -> Text { self }
            nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { self }
            nonisolated public func fontDesign(_ design: Font.Design?) -> Text { self }
            nonisolated public func bold(_ isActive: Bool = true) -> Text { self }
            nonisolated public func italic(_ isActive: Bool = true) -> Text { self }
            nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
            nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
            nonisolated public func monospaced(_ isActive: Bool = true) -> Text { self }
            nonisolated public func monospacedDigit() -> Text { self }
            nonisolated public func foregroundColor(_ color: Color?) -> Text { self }
            nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
            nonisolated public func kerning(_ kerning: CGFloat) -> Text { self }
            nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }
        }

        public struct Image: _PrimitiveView, Equatable, Sendable {
            let name: String

            public enum ResizingMode: Sendable {
                case tile, stretch
            }

            public enum TemplateRenderingMode: Sendable {
                case template, original
            }

            public enum Scale: Sendable {
                case small, medium, large
            }

            nonisolated public init(systemName: String) { name = systemName }
            nonisolated public init(_ name: String) { self.name = name }
            nonisolated public init(_ name: String, bundle: Bundle?) { self.name = name }
            nonisolated public init(decorative name: String) { self.name = name }

            nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = \#
        .stretch) -> Image { self }
            nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
            nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
            nonisolated public func interpolation(_ interpolation: Interpolation) -> Image { self }

            public enum Interpolation: Sendable {
                case none, low, medium, high
            }
        }

        public struct SymbolRenderingMode: Sendable {
            let name: String

            public static let monochrome = SymbolRenderingMode(name: "monochrome")
            public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
            public static let palette = SymbolRenderingMode(name: "palette")
            public static let multicolor = SymbolRenderingMode(name: "multicolor")
        }

        public struct Label<Title: View, Icon: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
        }

        extension Label where Title == Text, Icon == Image {
            nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
            nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {}
        }

        public protocol LabelStyle {}

        public struct DefaultLabelStyle: LabelStyle { public init() {} }
        public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
        public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
        public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }

        extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: Self { Self() } }
        extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { Self() } }
        extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { Self() } }
        extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { Self() } }

        public enum TextAlignment: Hashable, Sendable, CaseIterable {
            case leading, center, trailing
        }
        """#
}
