extension SwiftUIStandIn {
    /// Buttons, toggles, text fields, pickers, progress and empty states, `AsyncImage`.
    static let controls = #"""
        public struct ButtonRole: Equatable, Sendable {
            let name: String

            public static let destructive = ButtonRole(name: "destructive")
            public static let cancel = ButtonRole(name: "cancel")
        }

        public struct Button<Label: View>: _PrimitiveView {
            nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
            nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: \#
        () -> Label) {}
        }

        extension Button where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
            nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor \#
        () -> Void) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () \#
        -> Void) {}
        }

        extension Button where Label == SwiftUI.Label<Text, Image> {
            nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor \#
        () -> Void) {}
            nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: \#
        @escaping @MainActor () -> Void) {}
        }

        /// How a button looks; guides write their own with `makeBody(configuration:)`.
        @MainActor @preconcurrency
        public protocol ButtonStyle {
            associatedtype Body: View
            typealias Configuration = ButtonStyleConfiguration
            @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
        }

        public struct ButtonStyleConfiguration {
            public struct Label: _PrimitiveView {}

            public let role: ButtonRole?
            public let label: Label
            public let isPressed: Bool
        }

        /// The system's button styles: `.bordered`, `.borderedProminent`, `.plain`, `.borderless`.
        public protocol PrimitiveButtonStyle {}

        public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
        public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
        public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
        public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
        public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }

        extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { Self() } }
        extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
        extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var \#
        borderedProminent: Self { Self() } }
        extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }
        extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { \#
        Self() } }

        public struct ControlSize: Hashable, Sendable {
            let name: String

            public static let mini = ControlSize(name: "mini")
            public static let small = ControlSize(name: "small")
            public static let regular = ControlSize(name: "regular")
            public static let large = ControlSize(name: "large")
            public static let extraLarge = ControlSize(name: "extraLarge")
        }

        public struct Link<Label: View>: _PrimitiveView {
            nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {}
        }

        extension Link where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {}
        }

        public struct Menu<Label: View, Content: View>: _PrimitiveView {
            nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
        }

        extension Menu where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
        }

        public struct Toggle<Label: View>: _PrimitiveView {
            nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
        }

        extension Toggle where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
        }

        public struct TextField<Label: View>: _PrimitiveView {
            nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
        }

        extension TextField where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {}
            nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
            nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: \#
        Binding<F.FormatInput>, format: F, prompt: Text? = nil)
                where F.FormatOutput == String {}
            nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: \#
        Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
                where F.FormatOutput == String {}
        }

        public struct SecureField<Label: View>: _PrimitiveView {}

        extension SecureField where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {}
        }

        public struct TextEditor: _PrimitiveView {
            nonisolated public init(text: Binding<String>) {}
        }

        public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
            nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, \#
        @ViewBuilder label: () -> Label) {}
        }

        extension Picker where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder \#
        content: () -> Content) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder \#
        content: () -> Content) {}
        }

        public protocol PickerStyle {}

        public struct DefaultPickerStyle: PickerStyle { public init() {} }
        public struct SegmentedPickerStyle: PickerStyle { public init() {} }
        public struct MenuPickerStyle: PickerStyle { public init() {} }
        public struct WheelPickerStyle: PickerStyle { public init() {} }
        public struct InlinePickerStyle: PickerStyle { public init() {} }
        public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

        extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
        extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
        extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
        extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { Self() } }
        extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
        extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { \#
        Self() } }

        public protocol TextFieldStyle {}

        public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
        public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
        public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

        extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { Self() } }
        extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { Self() } }
        extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { \#
        Self() } }

        public struct Stepper<Label: View>: _PrimitiveView {}

        extension Stepper where Label == Text {
            nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: \#
        ClosedRange<V>, step: V.Stride = 1) {}
            nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride \#
        = 1) {}
        }

        public struct Slider<Label: View>: _PrimitiveView {}

        extension Slider where Label == EmptyView {
            nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, \#
        step: V.Stride = 1) where V.Stride: BinaryFloatingPoint {}
        }

        public struct DatePickerComponents: OptionSet, Sendable {
            public let rawValue: UInt

            public init(rawValue: UInt) { self.rawValue = rawValue }

            public static let hourAndMinute = DatePickerComponents(rawValue: 1)
            public static let date = DatePickerComponents(rawValue: 2)
        }

        public struct DatePicker<Label: View>: _PrimitiveView {}

        extension DatePicker where Label == Text {
            nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: \#
        DatePickerComponents = [.hourAndMinute, .date]) {}
            nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: \#
        ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}
        }

        public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {}

        extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
            nonisolated public init() {}
            nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
        }

        extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
            nonisolated public init(_ titleKey: LocalizedStringKey) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S) {}
            nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = \#
        1.0) {}
        }

        public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: _PrimitiveView {
            nonisolated public init(
                @ViewBuilder label: () -> Label,
                @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }
            ) {}
        }

        extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == \#
        EmptyView {
            nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
            @_disfavoredOverload
            nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = \#
        nil) {}

            /// The standard "No Results" view of a search.
            public static var search: Self { Self("No Results", systemImage: "magnifyingglass") }

            /// The standard "No Results for …" view of a search.
            public static func search(text: String) -> Self {
                Self("No Results for \(text)", systemImage: "magnifyingglass")
            }
        }

        /// What an `AsyncImage` shows while its image loads, once it loaded, or after it failed.
        public enum AsyncImagePhase: Sendable {
            case empty
            case success(Image)
            case failure(any Error)

            public var image: Image? {
                if case .success(let image) = self { return image }
                return nil
            }

            public var error: (any Error)? {
                if case .failure(let error) = self { return error }
                return nil
            }
        }

        public struct AsyncImage<Content: View>: _PrimitiveView {
            nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
            nonisolated public init<I: View, P: View>(
                url: URL?, scale: CGFloat = 1,
                @ViewBuilder content: @escaping (Image) -> I,
                @ViewBuilder placeholder: @escaping () -> P
            ) where Content == _ConditionalContent<I, P> {}
            nonisolated public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) \#
        -> Content) {}
        }
        """#
}
