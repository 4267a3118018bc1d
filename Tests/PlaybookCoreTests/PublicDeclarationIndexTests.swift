import Testing

@testable import PlaybookCore

/// The index of the packages' public declarations answers as searching each source for the name does.
struct PublicDeclarationIndexTests {
    static let sources = [
        """
        public func greeting(for name: String) -> String { name }
        public final class Assembler {
            public let container: Int = 0
        \tpublic static func make() -> Assembler { Assembler() }
        }
        #if canImport(Combine)
        public struct Publisher {}
        #endif
        public func == (lhs: Assembler, rhs: Assembler) -> Bool { true }
        let public_ = 1; public var late = 0
        open class Base {}
        public typealias Greeting2 = String
        """,
        "public struct Assembler2 {}\r\npublic struct AfterCarriageReturn {}\n  // public func commented()\n",
        "",
    ]

    static let names = [
        "greeting", "greet", "Assembler", "Assembler2", "container", "make", "Publisher", "late", "Base",
        "Greeting2", "AfterCarriageReturn", "commented", "public_", "missing",
    ]

    @Test(arguments: [false, true])
    func findsWhatTheSearchFinds(atAnyDepth: Bool) throws {
        let index = PublicDeclarationIndex(Self.sources)
        for name in Self.names {
            let indexed = try #require(index.declarations(of: name, atAnyDepth: atAnyDepth))
            let searched = Self.sources.enumerated().flatMap { number, text in
                DependencyNames.declarations(of: name, in: text, atAnyDepth: atAnyDepth).map { (number, $0) }
            }
            #expect(
                indexed.map { "\($0.text) \($0.position.utf16Offset(in: Self.sources[$0.text]))" }.sorted()
                    == searched.map { "\($0.0) \($0.1.utf16Offset(in: Self.sources[$0.0]))" }.sorted(),
                "\(name)")
        }
    }

    @Test func tellsMembersFromTopLevelDeclarations() throws {
        let index = PublicDeclarationIndex(Self.sources)
        #expect(index.declarations(of: "container", atAnyDepth: false)?.isEmpty == true)
        #expect(try #require(index.declarations(of: "container", atAnyDepth: true)).map(\.indented) == [true])
        #expect(index.declarations(of: "Assembler", atAnyDepth: false)?.count == 1)
    }

    /// An operator is not an identifier: its sources are searched instead.
    @Test func leavesOperatorsToTheSearch() {
        #expect(PublicDeclarationIndex(Self.sources).declarations(of: "==", atAnyDepth: false) == nil)
        #expect(PublicDeclarationIndex(Self.sources).declarations(of: "", atAnyDepth: true) == nil)
    }
}
