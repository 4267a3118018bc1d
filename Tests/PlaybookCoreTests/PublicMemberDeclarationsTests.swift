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

    /// An initializer's or function's argument label, public by itself or in a public extension; an internal one,
    /// an internal name, or one offered through an SPI import only is not found.
    @Test func aLabelOfAPublicInitializerOrFunctionIsFound() {
        let source = """
            extension URL {
                public init(validatingServerURL string: String, variables: [String]) throws { fatalError() }
                init(hidden string: String) {}
                @_spi(Generated) public init(generatedServerURL string: String) {}
            }
            public extension String {
                func padded(toWidth width: Int) -> String { self }
            }
            """
        #expect(PublicMemberDeclarations.declaresLabel("validatingServerURL", in: source))
        #expect(PublicMemberDeclarations.declaresLabel("variables", in: source))
        #expect(PublicMemberDeclarations.declaresLabel("toWidth", in: source))
        #expect(!PublicMemberDeclarations.declaresLabel("hidden", in: source))
        #expect(!PublicMemberDeclarations.declaresLabel("string", in: source))
        #expect(!PublicMemberDeclarations.declaresLabel("generatedServerURL", in: source))
    }
}
