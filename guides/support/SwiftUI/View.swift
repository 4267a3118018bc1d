// A typecheck-only stand-in for the part of SwiftUI that the guides use.
//
// SwiftUI exists on Apple platforms only. On Linux, playbook.yml substitutes
// this folder for the SwiftUI module, so the guides' views are still
// type-checked against the same signatures (simplified where the guides do not
// care). Nothing here draws anything, and no guide test runs a view: a view's
// body is only ever compiled. Add a declaration here only when a guide needs it,
// and copy its signature from Apple's documentation.

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

public struct TupleView<T>: _PrimitiveView {
    nonisolated public init(_ value: T) {}
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    nonisolated init(first: TrueContent) {}
    nonisolated init(second: FalseContent) {}
}

/// Builds a view from the statements of a closure: several views, `if`, `switch`.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
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

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}
