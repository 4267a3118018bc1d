extension SwiftUIStandIn {
    /// Stacks, grids, scroll views, `List`, `ForEach`, `Form` and `Section`.
    static let layout = #"""
        public struct HorizontalAlignment: Equatable, Sendable {
            let id: Int

            public static let leading = HorizontalAlignment(id: 0)
            public static let center = HorizontalAlignment(id: 1)
            public static let trailing = HorizontalAlignment(id: 2)
        }

        public struct VerticalAlignment: Equatable, Sendable {
            let id: Int

            public static let top = VerticalAlignment(id: 0)
            public static let center = VerticalAlignment(id: 1)
            public static let bottom = VerticalAlignment(id: 2)
            public static let firstTextBaseline = VerticalAlignment(id: 3)
            public static let lastTextBaseline = VerticalAlignment(id: 4)
        }

        public struct Alignment: Equatable, Sendable {
            public var horizontal: HorizontalAlignment
            public var vertical: VerticalAlignment

            public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
                self.horizontal = horizontal
                self.vertical = vertical
            }

            public static let center = Alignment(horizontal: .center, vertical: .center)
            public static let leading = Alignment(horizontal: .leading, vertical: .center)
            public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
            public static let top = Alignment(horizontal: .center, vertical: .top)
            public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
            public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
            public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
            public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
            public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
        }

        public enum Edge: Int8, Hashable, Sendable, CaseIterable {
            case top, leading, bottom, trailing

            public struct Set: OptionSet, Sendable {
                public let rawValue: Int8

                public init(rawValue: Int8) { self.rawValue = rawValue }
                public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

                public static let top = Set(.top)
                public static let leading = Set(.leading)
                public static let bottom = Set(.bottom)
                public static let trailing = Set(.trailing)
                public static let horizontal: Set = [.leading, .trailing]
                public static let vertical: Set = [.top, .bottom]
                public static let all: Set = [.horizontal, .vertical]
            }
        }

        public struct EdgeInsets: Equatable, Sendable {
            public var top: CGFloat
            public var leading: CGFloat
            public var bottom: CGFloat
            public var trailing: CGFloat

            public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
                self.top = top
                self.leading = leading
                self.bottom = bottom
                self.trailing = trailing
            }
        }

        public enum Axis: Int8, Hashable, Sendable, CaseIterable {
            case horizontal, vertical

            public struct Set: OptionSet, Sendable {
                public let rawValue: Int8

                public init(rawValue: Int8) { self.rawValue = rawValue }

                public static let horizontal = Set(rawValue: 1)
                public static let vertical = Set(rawValue: 2)
            }
        }

        public struct VStack<Content: View>: _PrimitiveView {
            nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder \#
        content: () -> Content) {}
        }

        public struct HStack<Content: View>: _PrimitiveView {
            nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder \#
        content: () -> Content) {}
        }

        public struct ZStack<Content: View>: _PrimitiveView {
            nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
        }

        public struct LazyVStack<Content: View>: _PrimitiveView {
            nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder \#
        content: () -> Content) {}
        }

        public struct LazyHStack<Content: View>: _PrimitiveView {
            nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder \#
        content: () -> Content) {}
        }

        public struct GridItem: Sendable {
            public enum Size: Sendable {
                case fixed(CGFloat)
                case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
                case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
            }

            public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
        }

        public struct LazyVGrid<Content: View>: _PrimitiveView {
            nonisolated public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? \#
        = nil, @ViewBuilder content: () -> Content) {}
        }

        public struct LazyHGrid<Content: View>: _PrimitiveView {
            nonisolated public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = \#
        nil, @ViewBuilder content: () -> Content) {}
        }

        public struct ScrollView<Content: View>: _PrimitiveView {
            nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: \#
        () -> Content) {}
        }

        public struct Spacer: _PrimitiveView {
            nonisolated public init(minLength: CGFloat? = nil) {}
        }

        public struct Divider: _PrimitiveView {
            nonisolated public init() {}
        }

        public struct Group<Content: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder content: () -> Content) {}
        }

        public struct GeometryProxy {
            public var size: CGSize { fatalError("typecheck-only") }
            public var safeAreaInsets: EdgeInsets { fatalError("typecheck-only") }
        }

        public struct GeometryReader<Content: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
        }

        public struct Form<Content: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder content: () -> Content) {}
        }

        public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, \#
        @ViewBuilder footer: () -> Footer) {}
            nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
        }

        extension Section where Parent == EmptyView, Footer == EmptyView {
            nonisolated public init(@ViewBuilder content: () -> Content) {}
        }

        extension Section where Footer == EmptyView {
            nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
            nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {}
        }

        extension Section where Parent == EmptyView {
            nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
            nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {}
        }

        extension Section where Parent == Text, Footer == EmptyView {
            nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
        }

        public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
            nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping \#
        (Data.Element) -> Content) {}

            /// Rows the user may delete with a swipe: `perform` gets their offsets.
            nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
            /// Rows the user may reorder: `perform` gets their offsets and the destination.
            nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }
        }

        extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
            nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
        }

        extension ForEach where Data == Range<Int>, ID == Int {
            nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
        }

        extension ForEach {
            /// One row per element, each with a binding to it: `ForEach($items) { $item in … }`.
            nonisolated public init<C: MutableCollection & RandomAccessCollection>(
                _ data: Binding<C>,
                @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
            ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable {}
        }

        public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
            nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
            nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
        }

        extension List where SelectionValue == Never {
            nonisolated public init(@ViewBuilder content: () -> Content) {}

            nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
                _ data: Data,
                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
            ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

            nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
                _ data: Data,
                id: KeyPath<Data.Element, ID>,
                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
            ) where Content == ForEach<Data, ID, RowContent> {}
        }
        """#
}
