import Testing

@testable import PlaybookCore

/// Where a source declares a public member of a name, read with swift-syntax.
struct PublicMemberDeclarationsTests {
    /// A protocol's extension, public or with public members, declares what its adopters call bare; an instance
    /// member or a non-public static one is not found.
    @Test func theTypesDeclaringANameAsAPublicStaticMemberAreFound() {
        let source = """
            public protocol SpecWriter {}
            extension SpecWriter {
                public static func it(_ name: String) {}
                public func it(_ count: Int) {}
                static func hidden() {}
            }
            public extension AsyncSpecWriter {
                static func it(_ name: String) async {}
            }
            """
        #expect(PublicMemberDeclarations.staticHosts(of: "it", in: source) == ["SpecWriter", "AsyncSpecWriter"])
        #expect(PublicMemberDeclarations.staticHosts(of: "hidden", in: source).isEmpty)
    }
}
