extension SwiftUIStandIn {
    /// `NavigationStack`, `NavigationLink`, tabs and toolbar items.
    static let navigation = #"""
        /// The routes pushed on a `NavigationStack`, of any `Hashable` types.
        public struct NavigationPath: Equatable {
            public private(set) var count = 0

            public init() {}
            public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}

            public var isEmpty: Bool { count == 0 }

            public mutating func append<V: Hashable>(_ value: V) { count += 1 }
            public mutating func removeLast(_ k: Int = 1) { count -= k }
        }

        public struct NavigationStack<Data, Root: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
            nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == \#
        NavigationPath {}
            nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection \#
        & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {}
        }

        /// The pre-iOS 16 navigation container.
        public struct NavigationView<Content: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder content: () -> Content) {}
        }

        public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, \#
        @ViewBuilder detail: () -> Detail) {}
        }

        extension NavigationSplitView where Content == EmptyView {
            nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
        }

        public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
            nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {}
        }

        extension NavigationLink where Destination == Never {
            nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
        }

        extension NavigationLink where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
            nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
        }

        extension NavigationLink where Label == Text, Destination == Never {
            nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
        }

        public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
            nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
        }

        extension TabView where SelectionValue == Int {
            nonisolated public init(@ViewBuilder content: () -> Content) {}
        }

        /// A tab of a `TabView` (iOS 18).
        public struct Tab<Value: Hashable, Content: View>: _PrimitiveView {
            nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder \#
        content: () -> Content) {}
        }

        extension Tab where Value == Never {
            nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> \#
        Content) {}
        }

        public struct ToolbarItemPlacement: Sendable {
            let name: String

            public static let automatic = ToolbarItemPlacement(name: "automatic")
            public static let principal = ToolbarItemPlacement(name: "principal")
            public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
            public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
            public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
            public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
            public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
            public static let navigation = ToolbarItemPlacement(name: "navigation")
            public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
            public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
            public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
            public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
            public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
            public static let keyboard = ToolbarItemPlacement(name: "keyboard")
        }

        // SwiftUI builds toolbars with a builder of their own; here a toolbar item is
        // a view, so `.toolbar { ToolbarItem { … } }` and `.toolbar { Button … }` both check.

        public struct ToolbarItem<ID, Content: View>: _PrimitiveView {}

        extension ToolbarItem where ID == () {
            nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> \#
        Content) {}
        }

        public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
            nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> \#
        Content) {}
        }

        public enum ToolbarPlacement: Sendable {
            case automatic, navigationBar, tabBar, bottomBar
        }

        public enum Visibility: Hashable, Sendable, CaseIterable {
            case automatic, visible, hidden
        }

        public enum NavigationBarItem {
            public enum TitleDisplayMode: Sendable {
                case automatic, inline, large
            }
        }

        public enum NavigationSplitViewVisibility: Hashable, Sendable {
            case automatic, all, doubleColumn, detailOnly
        }
        """#
}
