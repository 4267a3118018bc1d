public struct SearchFieldPlacement: Sendable {
    let id: Int

    public static let automatic = SearchFieldPlacement(id: 0)
}

// Each modifier returns the view unchanged: only the signatures matter here.
extension View {
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        self
    }

    nonisolated public func task<T: Equatable>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        self
    }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        self
    }

    nonisolated public func searchable(
        text: Binding<String>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        self
    }

    nonisolated public func searchable(
        text: Binding<String>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        self
    }

    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        self
    }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    nonisolated public func navigationTitle(_ title: Text) -> some View {
        self
    }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        self
    }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        self
    }

    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        self
    }

    nonisolated public func font(_ font: Font?) -> some View {
        self
    }

    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        self
    }
}
