extension SwiftUIStandIn {
    /// The modifiers guides chain on views: lifecycle, search, presentation, navigation, layout, style.
    static let modifiers = #"""
        public struct SearchFieldPlacement: Sendable {
            let name: String

            public static let automatic = SearchFieldPlacement(name: "automatic")
            public static let toolbar = SearchFieldPlacement(name: "toolbar")
            public static let sidebar = SearchFieldPlacement(name: "sidebar")
            public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
        }

        public struct PresentationDetent: Hashable, Sendable {
            let name: String

            public static let medium = PresentationDetent(name: "medium")
            public static let large = PresentationDetent(name: "large")
            public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: \#
        "fraction") }
            public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height") }
        }

        public enum TextInputAutocapitalization: Sendable {
            case never, words, sentences, characters
        }

        public enum SubmitLabel: Sendable {
            case done, go, send, join, route, search, `return`, next, `continue`
        }

        public struct RedactionReasons: OptionSet, Sendable {
            public let rawValue: Int

            public init(rawValue: Int) { self.rawValue = rawValue }

            public static let placeholder = RedactionReasons(rawValue: 1)
            public static let privacy = RedactionReasons(rawValue: 2)
        }

        public enum ContentMode: Hashable, Sendable {
            case fit, fill
        }

        public enum ScrollDismissesKeyboardMode: Sendable {
            case automatic, immediately, interactively, never
        }

        public protocol ListStyle {}

        public struct DefaultListStyle: ListStyle { public init() {} }
        public struct PlainListStyle: ListStyle { public init() {} }
        public struct GroupedListStyle: ListStyle { public init() {} }
        public struct InsetListStyle: ListStyle { public init() {} }
        public struct InsetGroupedListStyle: ListStyle { public init() {} }
        public struct SidebarListStyle: ListStyle { public init() {} }

        extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { Self() } }
        extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
        extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
        extension ListStyle where Self == InsetListStyle { public static var inset: Self { Self() } }
        extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
        extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }

        /// How a change is animated: `withAnimation(.easeInOut) { … }`, `.animation(.spring, value: x)`.
        public struct Animation: Equatable, Sendable {
            let name: String

            public static let `default` = Animation(name: "default")
            public static let linear = Animation(name: "linear")
            public static let easeIn = Animation(name: "easeIn")
            public static let easeOut = Animation(name: "easeOut")
            public static let easeInOut = Animation(name: "easeInOut")
            public static let spring = Animation(name: "spring")
            public static let bouncy = Animation(name: "bouncy")
            public static let smooth = Animation(name: "smooth")
            public static func linear(duration: Double) -> Animation { .linear }
            public static func easeIn(duration: Double) -> Animation { .easeIn }
            public static func easeOut(duration: Double) -> Animation { .easeOut }
            public static func easeInOut(duration: Double) -> Animation { .easeInOut }
            public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double \#
        = 0) -> Animation { .spring }
            public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { .spring }

            public func delay(_ delay: Double) -> Animation { self }
            public func speed(_ speed: Double) -> Animation { self }
            public func repeatForever(autoreverses: Bool = true) -> Animation { self }
        }

        @MainActor
        public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows \#
        -> Result {
            try body()
        }

        public struct AnyTransition: Sendable {
            let name: String

            public static let identity = AnyTransition(name: "identity")
            public static let opacity = AnyTransition(name: "opacity")
            public static let scale = AnyTransition(name: "scale")
            public static let slide = AnyTransition(name: "slide")
            public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
            public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
            public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { \#
        insertion }

            public func combined(with other: AnyTransition) -> AnyTransition { self }
        }

        // Each modifier returns the view unchanged: only the signatures matter here.
        extension View {
            // Lifecycle and async work.

            nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
            nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

            nonisolated public func task(
                priority: TaskPriority = .userInitiated,
                @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
            ) -> some View { self }

            nonisolated public func task<T: Equatable>(
                id value: T,
                priority: TaskPriority = .userInitiated,
                @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
            ) -> some View { self }

            nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) \#
        -> some View { self }

            nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ \#
        oldValue: V, _ newValue: V) -> Void) -> some View { self }
            nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () \#
        -> Void) -> some View { self }
            @available(*, deprecated, message: "use `onChange` with a two or zero parameter action closure instead")
            nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> \#
        Void) -> some View { self }

            nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { \#
        self }
            nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> \#
        Void) -> some View { self }
            nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> \#
        some View { self }
            nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

            // Search.

            nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, \#
        prompt: Text? = nil) -> some View { self }
            nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, \#
        prompt: LocalizedStringKey) -> some View { self }
            @_disfavoredOverload
            nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: \#
        SearchFieldPlacement = .automatic, prompt: S) -> some View { self }
            nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: \#
        SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { self }
            nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { \#
        self }
            nonisolated public func searchCompletion(_ completion: String) -> some View { self }

            // Presentation: alerts, dialogs, sheets.

            nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, \#
        @ViewBuilder actions: () -> A) -> some View { self }
            nonisolated public func alert<A: View, M: View>(
                _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, \#
        @ViewBuilder message: () -> M
            ) -> some View { self }
            @_disfavoredOverload
            nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, \#
        @ViewBuilder actions: () -> A) -> some View { self }
            @_disfavoredOverload
            nonisolated public func alert<S: StringProtocol, A: View, M: View>(
                _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
            ) -> some View { self }
            nonisolated public func alert<A: View, M: View, T>(
                _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
            ) -> some View { self }
            nonisolated public func alert<A: View, T>(
                _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder \#
        actions: (T) -> A
            ) -> some View { self }
            nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
            nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some \#
        View { self }

            nonisolated public func confirmationDialog<A: View>(
                _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, \#
        @ViewBuilder actions: () -> A
            ) -> some View { self }
            nonisolated public func confirmationDialog<A: View, M: View>(
                _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
            ) -> some View { self }

            nonisolated public func sheet<Content: View>(
                isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> \#
        Content
            ) -> some View { self }
            nonisolated public func sheet<Item: Identifiable, Content: View>(
                item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
            ) -> some View { self }
            nonisolated public func fullScreenCover<Content: View>(
                isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> \#
        Content
            ) -> some View { self }
            nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
                item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
            ) -> some View { self }
            nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: \#
        @escaping () -> Content) -> some View { self }
            nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
            nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
            nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

            // Navigation and toolbars.

            nonisolated public func navigationTitle(_ title: Text) -> some View { self }
            nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
            @_disfavoredOverload
            nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
            nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) \#
        -> some View { self }
            nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
            nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder \#
        destination: @escaping (D) -> C) -> some View { self }
            nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder \#
        destination: () -> V) -> some View { self }
            nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder \#
        destination: @escaping (D) -> C) -> some View { self }
            nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
            nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { \#
        self }
            nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> \#
        some View { self }
            nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> \#
        some View { self }
            nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
            nonisolated public func badge(_ count: Int) -> some View { self }
            nonisolated public func badge(_ label: Text?) -> some View { self }

            // Text and colour.

            nonisolated public func font(_ font: Font?) -> some View { self }
            nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
            nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }
            nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
            nonisolated public func italic(_ isActive: Bool = true) -> some View { self }
            nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
            nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) \#
        -> some View { self }
            nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
            nonisolated public func tint(_ tint: Color?) -> some View { self }
            nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }
            nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
            nonisolated public func lineLimit(_ number: Int?) -> some View { self }
            nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
            nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
            nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
            nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
            nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
            nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
            nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
            nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

            // Layout.

            nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
            nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
            nonisolated public func padding(_ length: CGFloat) -> some View { self }
            nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = \#
        .center) -> some View { self }
            nonisolated public func frame(
                minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center
            ) -> some View { self }
            nonisolated public func fixedSize() -> some View { self }
            nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
            nonisolated public func layoutPriority(_ value: Double) -> some View { self }
            nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
            nonisolated public func offset(_ offset: CGSize) -> some View { self }
            nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
            nonisolated public func zIndex(_ value: Double) -> some View { self }
            nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View \#
        { self }
            nonisolated public func scaledToFit() -> some View { self }
            nonisolated public func scaledToFill() -> some View { self }
            nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> \#
        some View { self }
            nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = \#
        .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { self }

            // Backgrounds, overlays and clipping.

            nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = \#
        .all) -> some View { self }
            nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
            nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> \#
        V) -> some View { self }
            @_disfavoredOverload
            nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View \#
        { self }
            nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) \#
        -> some View { self }
            nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
            nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) \#
        -> some View { self }
            @_disfavoredOverload
            nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { self }
            nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
            nonisolated public func clipShape<S: Shape>(_ shape: S) -> some View { self }
            nonisolated public func clipped() -> some View { self }
            nonisolated public func cornerRadius(_ radius: CGFloat) -> some View { self }
            nonisolated public func contentShape<S: Shape>(_ shape: S) -> some View { self }
            nonisolated public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> \#
        some View { self }
            nonisolated public func opacity(_ opacity: Double) -> some View { self }
            nonisolated public func blur(radius: CGFloat) -> some View { self }
            nonisolated public func rotationEffect(_ angle: Angle) -> some View { self }
            nonisolated public func scaleEffect(_ scale: CGFloat) -> some View { self }
            nonisolated public func hidden() -> some View { self }
            nonisolated public func redacted(reason: RedactionReasons) -> some View { self }

            // Animation.

            nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
            nonisolated public func transition(_ t: AnyTransition) -> some View { self }

            // Interaction and identity.

            nonisolated public func disabled(_ disabled: Bool) -> some View { self }
            nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
            nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
            nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { self }
            nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
            nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: \#
        Value) -> some View { self }
            nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) \#
        -> some View { self }
            nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
            nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
            nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
            nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = \#
        true, @ViewBuilder content: () -> T) -> some View { self }
            nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some \#
        View { self }

            // Styles.

            nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
            nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
            nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
            nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
            nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
            nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
            nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
            nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> \#
        some View { self }
            nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
            nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
            nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
            nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = \#
        [.vertical, .horizontal]) -> some View { self }

            // Accessibility.

            nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
            nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
            @_disfavoredOverload
            nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
            nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
            nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
            nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
            nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
            nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View \#
        { self }
        }

        public struct SubmitTriggers: OptionSet, Sendable {
            public let rawValue: Int

            public init(rawValue: Int) { self.rawValue = rawValue }

            public static let text = SubmitTriggers(rawValue: 1)
            public static let search = SubmitTriggers(rawValue: 2)
        }

        public struct SafeAreaRegions: OptionSet, Sendable {
            public let rawValue: Int

            public init(rawValue: Int) { self.rawValue = rawValue }

            public static let container = SafeAreaRegions(rawValue: 1)
            public static let keyboard = SafeAreaRegions(rawValue: 2)
            public static let all: SafeAreaRegions = [.container, .keyboard]
        }

        public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
            case top, bottom

            public struct Set: OptionSet, Sendable {
                public let rawValue: Int8

                public init(rawValue: Int8) { self.rawValue = rawValue }

                public static let top = Set(rawValue: 1)
                public static let bottom = Set(rawValue: 2)
                public static let all: Set = [.top, .bottom]
            }
        }

        public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
            case leading, trailing
        }

        public struct ScrollIndicatorVisibility: Sendable {
            let name: String

            public static let automatic = ScrollIndicatorVisibility(name: "automatic")
            public static let visible = ScrollIndicatorVisibility(name: "visible")
            public static let hidden = ScrollIndicatorVisibility(name: "hidden")
            public static let never = ScrollIndicatorVisibility(name: "never")
        }

        public struct SymbolVariants: Hashable, Sendable {
            let name: String

            public static let none = SymbolVariants(name: "none")
            public static let fill = SymbolVariants(name: "fill")
            public static let circle = SymbolVariants(name: "circle")
            public static let square = SymbolVariants(name: "square")
            public static let slash = SymbolVariants(name: "slash")
        }

        extension Text {
            public enum Case: Sendable {
                case uppercase, lowercase
            }
        }

        public struct AccessibilityTraits: OptionSet, Sendable {
            public let rawValue: Int

            public init(rawValue: Int) { self.rawValue = rawValue }

            public static let isButton = AccessibilityTraits(rawValue: 1)
            public static let isHeader = AccessibilityTraits(rawValue: 2)
            public static let isSelected = AccessibilityTraits(rawValue: 4)
            public static let isImage = AccessibilityTraits(rawValue: 8)
        }

        public struct AccessibilityChildBehavior: Sendable {
            let name: String

            public static let ignore = AccessibilityChildBehavior(name: "ignore")
            public static let contain = AccessibilityChildBehavior(name: "contain")
            public static let combine = AccessibilityChildBehavior(name: "combine")
        }

        /// The pre-iOS 15 alert: `.alert(isPresented:) { Alert(title: Text("…")) }`.
        public struct Alert {
            public struct Button {
                public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
                public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
                public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
                public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
            }

            public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
            public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
        }
        """#
}
