/// A key into the app's string tables; a string literal in a view is one.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String

    nonisolated public init(_ value: String) { key = value }
    nonisolated public init(stringLiteral value: String) { key = value }
    nonisolated public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

public struct Font: Hashable, Sendable {
    let name: String

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let body = Font(name: "body")
    public static let subheadline = Font(name: "subheadline")
    public static let caption = Font(name: "caption")
}

public protocol ShapeStyle: Sendable {}

public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

public struct Text: _PrimitiveView, Equatable {
    let content: String

    nonisolated public init(_ key: LocalizedStringKey) { content = key.key }
    nonisolated public init(verbatim content: String) { self.content = content }
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
}

public struct Image: _PrimitiveView, Equatable {
    let name: String

    nonisolated public init(systemName: String) { name = systemName }
    nonisolated public init(_ name: String) { self.name = name }
}

public struct Label<Title: View, Icon: View>: _PrimitiveView {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}
