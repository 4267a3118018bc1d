/// The Swift sources of Playbook's built-in SwiftUI stand-in, one string per
/// file of the module. Each is plain Swift kept as a raw string literal, so it
/// ships inside the `playbook` binary; review it as the Swift it is.
enum SwiftUIStandIn {
    static var files: [String: String] {
        [
            "View.swift": view,
            "State.swift": state,
            "Environment.swift": environment,
            "Text.swift": text,
            "Color.swift": color,
            "Layout.swift": layout,
            "Controls.swift": controls,
            "Navigation.swift": navigation,
            "Modifiers.swift": modifiers,
            "Shapes.swift": shapes,
            "Preview.swift": preview,
        ]
    }

    /// The `View` protocol, `ViewBuilder`, `ViewModifier` and `App`.
    static let view = #"""
        // Playbook's built-in stand-in for SwiftUI, chosen with `modules: {SwiftUI: builtin}`.
        //
        // SwiftUI exists on Apple platforms only. Elsewhere this module takes its
        // place, so the guides' views are type-checked against the same signatures
        // (simplified where guides do not care). It is typecheck-only: nothing here
        // draws, and every body traps.

        @_exported import Foundation
        @_exported import Observation

        /// A piece of user interface, described by its `body`.
        @MainActor @preconcurrency
        public protocol View {
            associatedtype Body: View
            @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
        }

        /// Views that SwiftUI draws itself have no body of their own.
        public protocol _PrimitiveView: View where Body == Never {}

        extension _PrimitiveView {
            public var body: Never { fatalError("\(Self.self) is a typecheck-only stand-in") }
        }

        extension Never: View {
            public var body: Never { fatalError("Never has no body") }
        }

        extension Optional: View where Wrapped: View {
            public var body: Never { fatalError("typecheck-only") }
        }

        public struct EmptyView: _PrimitiveView {
            nonisolated public init() {}
        }

        public struct AnyView: _PrimitiveView {
            nonisolated public init<V: View>(_ view: V) {}
            nonisolated public init<V: View>(erasing view: V) {}
        }

        public struct TupleView<T>: _PrimitiveView {
            nonisolated public init(_ value: T) {}
        }

        public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
            nonisolated init(first: TrueContent) {}
            nonisolated init(second: FalseContent) {}
        }

        /// Builds a view from the statements of a closure: several views, `if`, `switch`, `for`.
        @resultBuilder
        public struct ViewBuilder {
            public static func buildBlock() -> EmptyView { EmptyView() }

            public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

            public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat \#
        each Content)> {
                TupleView((repeat each content))
            }

            public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

            public static func buildEither<TrueContent: View, FalseContent: View>(
                first: TrueContent
            ) -> _ConditionalContent<TrueContent, FalseContent> {
                _ConditionalContent(first: first)
            }

            public static func buildEither<TrueContent: View, FalseContent: View>(
                second: FalseContent
            ) -> _ConditionalContent<TrueContent, FalseContent> {
                _ConditionalContent(second: second)
            }

            public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { \#
        AnyView(content) }
        }

        /// A reusable set of modifiers: `content.modifier(CardStyle())`.
        @MainActor @preconcurrency
        public protocol ViewModifier {
            associatedtype Body: View
            typealias Content = _ViewModifier_Content<Self>
            @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
        }

        public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {}

        extension View {
            nonisolated public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> some View { self }
        }

        /// An app: `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }`.
        @MainActor @preconcurrency
        public protocol App {
            associatedtype Body: Scene
            @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
            @MainActor @preconcurrency init()
        }

        extension App {
            /// A stand-in app has no window to open, so running it does nothing.
            @MainActor @preconcurrency public static func main() {}
        }

        @MainActor @preconcurrency
        public protocol Scene {
            associatedtype Body: Scene
            @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
        }

        extension Never: Scene {}

        public struct WindowGroup<Content: View>: Scene {
            nonisolated public init(@ViewBuilder content: () -> Content) {}
            nonisolated public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
            public var body: Never { fatalError("typecheck-only") }
        }

        public struct _TupleScene<T>: Scene {
            nonisolated init(_ value: T) {}
            public var body: Never { fatalError("typecheck-only") }
        }

        @resultBuilder
        public struct SceneBuilder {
            public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

            public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat \#
        each Content)> {
                _TupleScene((repeat each content))
            }
        }
        """#
}
