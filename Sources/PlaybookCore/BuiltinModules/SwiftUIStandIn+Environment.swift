extension SwiftUIStandIn {
    /// `@Environment` by key path or by `@Observable` type, and the environment values guides read.
    static let environment = #"""
        /// A value that views read from their ancestors: `@Environment(\.dismiss)`,
        /// or an `@Observable` object with `@Environment(Model.self)`.
        @propertyWrapper
        public struct Environment<Value>: DynamicProperty {
            public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
            public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
            public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}

            public var wrappedValue: Value { fatalError("typecheck-only") }
        }

        /// A key for a custom environment value.
        public protocol EnvironmentKey {
            associatedtype Value
            static var defaultValue: Self.Value { get }
        }

        /// The values of the environment; guides add their own with `EnvironmentKey`.
        public struct EnvironmentValues {
            public init() {}

            public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
                get { K.defaultValue }
                set {}
            }

            public var dismiss: DismissAction { DismissAction() }
            public var openURL: OpenURLAction { OpenURLAction { _ in .handled } }
            public var refresh: RefreshAction? { nil }
            public var dismissSearch: DismissSearchAction { DismissSearchAction() }
            public var isSearching: Bool { false }
            public var isPresented: Bool { false }
            public var isEnabled: Bool { get { true } set {} }
            public var colorScheme: ColorScheme { get { .light } set {} }
            public var horizontalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }
            public var verticalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }
            public var scenePhase: ScenePhase { get { .active } set {} }
            public var locale: Locale { get { Locale(identifier: "en_US") } set {} }
            public var calendar: Calendar { get { Calendar(identifier: .gregorian) } set {} }
            public var timeZone: TimeZone { get { TimeZone(identifier: "UTC")! } set {} }
            public var dynamicTypeSize: DynamicTypeSize { get { .large } set {} }
        }

        public struct DismissAction: Sendable {
            public func callAsFunction() {}
        }

        public struct DismissSearchAction: Sendable {
            public func callAsFunction() {}
        }

        public struct RefreshAction: Sendable {
            public func callAsFunction() async {}
        }

        public struct OpenURLAction: Sendable {
            public struct Result: Sendable {
                public static let handled = Result()
                public static let discarded = Result()
                public static let systemAction = Result()
            }

            public init(handler: @escaping @Sendable (URL) -> Result) {}

            public func callAsFunction(_ url: URL) {}
        }

        public enum ColorScheme: Hashable, Sendable, CaseIterable {
            case light, dark
        }

        public enum UserInterfaceSizeClass: Hashable, Sendable {
            case compact, regular
        }

        public enum ScenePhase: Hashable, Sendable {
            case background, inactive, active
        }

        public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
            case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
            case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
        }

        extension View {
            nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> \#
        some View { self }
            nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
            nonisolated public func environmentObject<T: AnyObject>(_ object: T) -> some View { self }
        }

        extension Scene {
            nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
            nonisolated public func environmentObject<T: AnyObject>(_ object: T) -> some Scene { self }
        }
        """#
}
