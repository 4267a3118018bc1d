extension SwiftUIStandIn {
    /// What `#Preview` blocks are compiled against, since the macro itself cannot be declared.
    static let preview = #"""
        // `#Preview` is a macro, and a macro needs a compiler plugin that only Xcode
        // ships. Where this stand-in is used, Playbook compiles each `#Preview { … }`
        // of a guide as `private let _preview<line> = Preview { … }`, a call of the
        // function below, so the preview's body is still type-checked.

        /// A preview's settings: `#Preview(traits: .sizeThatFitsLayout)`.
        public struct PreviewTrait: Sendable {
            let name: String

            public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
            public static let portrait = PreviewTrait(name: "portrait")
            public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
            public static let landscapeRight = PreviewTrait(name: "landscapeRight")
            public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: \#
        "fixedLayout") }
        }

        /// What `#Preview` registers; here nothing is.
        public struct PreviewRegistration: Sendable {}

        nonisolated public func Preview(
            _ name: String? = nil, traits: PreviewTrait...,
            @ViewBuilder body: @escaping @MainActor () -> any View
        ) -> PreviewRegistration {
            PreviewRegistration()
        }
        """#
}
