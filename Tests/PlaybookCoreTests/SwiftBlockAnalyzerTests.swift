import Testing

@testable import PlaybookCore

struct SwiftBlockAnalyzerTests {
    /// Functions using names the block lacks are a type's members shown alone, unless the block calls them: then
    /// they are its program's. A computed property beside them keeps them members.
    @Test func functionsTheBlockCallsAreItsProgramsNotMembers() {
        let shapes: [(code: String, shape: SwiftBlockAnalysis.Shape)] = [
            ("func rebalance() {\n    transfer(from: &a, to: &b)\n}\nrebalance()\n", .statements),
            (
                "func bake() async -> [String] {\n    async let rye = oven(\"rye\")\n    return [await rye]\n}\n"
                    + "let batch = await bake()\nprint(batch)\n", .statements
            ),
            ("func area() -> Double {\n    width * height\n}\n", .members),
            (
                "var area: Double { width * height }\nfunc describe() -> String { \"\\(area)\" }\nprint(describe())\n",
                .members
            ),
        ]
        for (code, shape) in shapes {
            #expect(SwiftBlockAnalyzer.analyze(code).shape == shape, "\(code)")
        }
    }

    /// `max(padding(for: 3), min)`: `min` named, not called, is a member of the type the code was shown from.
    @Test func aStandardGlobalNamedWithoutACallMayBeAMember() {
        #expect(SwiftBlockAnalyzer.usesStandardGlobalsAsValues("func longest() -> Int {\n    max(padding, min)\n}\n"))
        #expect(!SwiftBlockAnalyzer.usesStandardGlobalsAsValues("func longest() -> Int {\n    max(1, min(2, 3))\n}\n"))
        #expect(!SwiftBlockAnalyzer.usesStandardGlobalsAsValues("let range = values.min"))
    }

    @Test func findsDeclarationsExtensionsImportsAndReferences() {
        let analysis = SwiftBlockAnalyzer.analyze(
            """
            import Foundation
            @testable import Showcase

            protocol Loading { func load() -> Item }
            struct Item: Equatable { let id: UUID }
            extension Item: Identifiable {}
            let defaultItem = Item(id: UUID())
            func makeItem() -> Item { defaultItem }
            """)
        #expect(analysis.shape == .declarations)
        #expect(analysis.declaredNames == ["Loading", "Item", "defaultItem", "makeItem"])
        #expect(analysis.extendedTypes == ["Item"])
        #expect(analysis.imports == ["Foundation", "Showcase"])
        #expect(analysis.referencedNames.isSuperset(of: ["UUID", "Equatable", "Identifiable"]))
        #expect(analysis.syntaxErrors.isEmpty)
    }

    /// A bare `catch` binds `error`, a setter `newValue`, a `didSet` `oldValue`: none is a name the block lacks.
    @Test func namesSwiftBindsImplicitlyAreNotFree() {
        let analysis = SwiftBlockAnalyzer.analyze(
            """
            func report() {
                do { try check() } catch { print(error) }
            }
            var level = 0 {
                willSet { print(newValue) }
                didSet { print(oldValue) }
            }
            """)
        #expect(analysis.freeNames.isDisjoint(with: ["error", "newValue", "oldValue"]), "\(analysis.freeNames)")
        let named = SwiftBlockAnalyzer.analyze("func f() {\n    do { try g() } catch let failure { print(error) }\n}")
        #expect(named.freeNames.contains("error"), "a `catch` that names its error binds no `error`")
    }

    /// Each top-level declaration of a block of several, apart: what it declares, what it uses, where it stands.
    @Test func aBlockOfSeveralDeclarationsIsReadPieceByPiece() {
        let analysis = SwiftBlockAnalyzer.analyze(
            """
            import Foundation
            struct User {
              let plan: Subscription.Id
            }

            struct Subscription { typealias Id = Int }
            extension User: Equatable {
              func owns(_ id: Subscription.Id) -> Bool { plan == id }
            }
            """)
        #expect(analysis.declarationPieces.map(\.lines) == [2...4, 6...6, 7...9])
        #expect(analysis.declarationPieces.map(\.names) == [["User"], ["Subscription"], []])
        #expect(
            analysis.declarationPieces.map(\.signatures) == [
                ["User"], ["Subscription"], ["User: Equatable", "User.owns(_:)"],
            ])
        #expect(analysis.declarationPieces[0].usedNames.contains("Subscription"))
        #expect(analysis.declarationPieces[2].usedNames.isSuperset(of: ["User", "Subscription"]))
        #expect(!analysis.declarationPieces[2].usedNames.contains("id"), "a parameter is the function's own")
        #expect(SwiftBlockAnalyzer.analyze("import Foundation\nstruct User {}").declarationPieces.isEmpty)
        #expect(SwiftBlockAnalyzer.analyze("struct User {}\nlet user = User()\nprint(user)").declarationPieces.isEmpty)
    }

    /// A unit that has `Player: FetchableRecord` already keeps the extension restating it, without that
    /// conformance: blanked column for column, so the rest of the line stays where the compiler reports it.
    @Test func aRestatedConformanceIsLeftOutAloneAndTheClauseStaysSwift() throws {
        let line = "extension Player: FetchableRecord, PersistableRecord, Identifiable {"
        let analysis = SwiftBlockAnalyzer.analyze(line + "\n    enum Columns {}\n}")
        let piece = try #require(analysis.declarationPieces.first, "an extension alone is a piece")
        #expect(
            piece.conformanceClause?.entries.map(\.signature) == [
                "Player: FetchableRecord", "Player: PersistableRecord", "Player: Identifiable",
            ])
        func leavingOut(_ protocols: [String]) -> String? {
            guard let parts = piece.partsLeftOut(restating: Set(protocols.map { "Player: \($0)" })) else { return nil }
            #expect(parts.lines.isEmpty)
            var bytes = Array(line.utf8)
            for span in parts.spans { for column in span.columns { bytes[column] = UInt8(ascii: " ") } }
            return String(decoding: bytes, as: UTF8.self).split(separator: " ").joined(separator: " ")
        }
        #expect(leavingOut(["FetchableRecord"]) == "extension Player: PersistableRecord, Identifiable {")
        #expect(leavingOut(["PersistableRecord"]) == "extension Player: FetchableRecord, Identifiable {")
        #expect(leavingOut(["Identifiable"]) == "extension Player: FetchableRecord, PersistableRecord {")
        #expect(leavingOut(["PersistableRecord", "Identifiable"]) == "extension Player: FetchableRecord {")
        #expect(
            leavingOut(["FetchableRecord", "PersistableRecord", "Identifiable"]) == "extension Player {",
            "its members stay")
        let untouched = piece.partsLeftOut(restating: ["Player", "Player.score"])
        #expect(untouched.map { $0.lines.isEmpty && $0.spans.isEmpty } == true, "it restates none of them")
        let bare = try #require(SwiftBlockAnalyzer.analyze("extension Player: Identifiable {}").declarationPieces.first)
        #expect(bare.partsLeftOut(restating: ["Player: Identifiable"]) == nil, "nothing of it would be left")
    }

    /// A member an extension declares again later (`Player.Columns`) leaves it by its lines; the extension's
    /// conformances and other members stay. Members sharing a line cannot leave alone.
    @Test func aRestatedMemberOfAnExtensionIsLeftOutByItsLines() throws {
        let analysis = SwiftBlockAnalyzer.analyze(
            """
            extension Player: FetchableRecord {
                enum Columns {
                    static let name = Column("name")
                }
                static let databaseTableName = "player"
            }
            """)
        let piece = try #require(analysis.declarationPieces.first)
        let parts = try #require(piece.partsLeftOut(restating: ["Player.Columns"]))
        #expect(parts.lines == [2...4] && parts.spans.isEmpty)
        let both = try #require(piece.partsLeftOut(restating: ["Player.Columns", "Player: FetchableRecord"]))
        #expect(both.lines == [2...4] && both.spans.count == 1)
        let oneLine = try #require(
            SwiftBlockAnalyzer.analyze("extension Player: Equatable { static let a = 1; static let b = 2 }")
                .declarationPieces.first)
        #expect(oneLine.partsLeftOut(restating: ["Player.a"]) == nil)
    }

    /// `extension SymbolGraph.Symbol.KindIdentifier`: its nested names are the library's, not in scope inside it.
    /// A version is a declaration of the name with what uses it; what uses none of the versions is every version's.
    @Test func aNameDeclaredTwiceSplitsTheBlockIntoVersions() {
        let analysis = SwiftBlockAnalyzer.analyze(
            """
            let name = "O'Brien"
            // A first way
            let request = Player.select(name)
            let maxScore = try Int.fetchOne(db, request)
            let player = Player.first

            // A second way
            let request = Player.select(name, 2)
            let row = try Row.fetchOne(db, request)!
            let maxScore = row[1] as Int?
            """)
        #expect(analysis.redeclaredNames == ["request", "maxScore"])
        let alternatives = analysis.alternatives
        #expect(alternatives?.versions == [[3...3, 4...4], [8...8, 9...9, 10...10]])
        #expect(alternatives?.linesLeftOut(keeping: 0) == [8...8, 9...9, 10...10])
        #expect(alternatives?.last == 1)

        let types = SwiftBlockAnalyzer.analyze(
            "struct Info {\n    var count: Int\n}\nlet info = Info(count: 1)\nstruct Info {\n    var flag: Bool\n}\n"
                + "let info = Info(flag: true)\n")
        #expect(types.alternatives?.versions == [[1...3, 4...4], [5...7, 8...8]], "a type and the value built of it")
    }

    /// Versions that cannot be compiled apart: a statement using what an earlier version declared, or two on a line.
    @Test func interleavedVersionsAreNotSplit() {
        #expect(
            SwiftBlockAnalyzer.analyze("var a = 1\na += 1\nvar a = 2\na += 2\nlet b = 0\nprint(b)\n").alternatives
                != nil)
        #expect(SwiftBlockAnalyzer.analyze("let a = 1\nlet b = a\nlet a = 2\nprint(b)\n").alternatives == nil)
        #expect(SwiftBlockAnalyzer.analyze("let a = 1; let a = 2\n").alternatives == nil)
        #expect(
            SwiftBlockAnalyzer.analyze("let v: Int = row[0]\nlet v: Int? = row[1]\nprint(v)\n").alternatives == nil,
            "uses after the last of two bare declarations may be meant for both")
        #expect(
            SwiftBlockAnalyzer.analyze("extension T {\n  func f() {}; func f() {}\n}\n").alternatives == nil,
            "two members on one line")
    }

    /// A migration guide's version "before" a change is written against the API it migrates from: not compiled.
    @Test func aVersionShownBeforeAChangeIsNotChecked() {
        let analysis = SwiftBlockAnalyzer.analyze(
            "// BEFORE: GRDB 4\nlet observation = ValueObservation.combine(a, b)\n\n"
                + "// NEW: GRDB 5\nlet observation = ValueObservation.tracking { _ in 1 }\n")
        #expect(analysis.alternatives?.versions == [[2...2], [5...5]])
        #expect(analysis.alternatives?.beforeAChange == [0])
        #expect(analysis.alternatives?.checked == [1])
        let introduced = SwiftBlockAnalyzer.analyze(
            "// BEFORE: GRDB 4\nlet count = Player.fetchCount\nlet observation = ValueObservation.combine(count)\n"
                + "// NEW: GRDB 5\nlet observation = ValueObservation.tracking { _ in 1 }\n")
        #expect(introduced.alternatives?.versions == [[2...2, 3...3], [5...5]], "what the comment introduces")
        #expect(introduced.alternatives?.beforeAChange == [0])
    }

    /// One member twice in a type's body (a "simple" and a "future-proof" version): each version apart, the body's
    /// other members in both.
    @Test func aMemberDeclaredTwiceSplitsTheBodyIntoVersions() {
        let analysis = SwiftBlockAnalyzer.analyze(
            """
            extension Player {
                static let table = "player"
                /// Simple
                static func filter(id: Int64) -> String {
                    "SELECT * FROM player WHERE id = \\(id)"
                }
                /// Future-proof
                static func filter(id: Int64) -> String { table }
            }
            """)
        #expect(analysis.redeclaredNames == ["Player.filter(id:)"])
        #expect(analysis.alternatives?.versions == [[4...6], [8...8]])
    }

    /// A type's property and its instances' may share a name (`static let books` beside `var books`).
    @Test func aStaticAndAnInstanceMemberOfOneNameAreNoAlternatives() {
        let analysis = SwiftBlockAnalyzer.analyze(
            "extension Author {\n    static let books = hasMany(Book.self)\n"
                + "    var books: QueryInterfaceRequest<Book> { request(for: Author.books) }\n}\n")
        #expect(analysis.redeclaredNames.isEmpty)
    }

    /// A method's `async` overload beside its synchronous one (`func advance()`, `func advance() async`) is no
    /// alternative: Swift allows both, and calls one or the other by the context.
    @Test func anAsyncOverloadOfAMemberIsNoAlternative() {
        let analysis = SwiftBlockAnalyzer.analyze(
            "struct Stepper {\n    func advance() {}\n    func advance() async {}\n}\n")
        #expect(analysis.redeclaredNames.isEmpty)
    }

    @Test func theNestedNamesOfAQualifiedExtensionAreKnown() {
        let analysis = SwiftBlockAnalyzer.analyze(
            "extension SymbolGraph.Symbol.KindIdentifier {\n"
                + "    static let module = KindIdentifier(rawValue: \"m\")\n}\nextension Item {}\n")
        #expect(analysis.nestedNamesExtended == ["Symbol", "KindIdentifier"])
    }

    /// A top-level `guard` binds names for the rest of the program; a shorthand `guard let x else` binds none.
    @Test func aTopLevelGuardDeclaresTheNamesItBinds() {
        let analysis = SwiftBlockAnalyzer.analyze(
            "guard let port = Int(text), var retries = Int(count), ready else { fatalError() }\nprint(port)\n")
        #expect(analysis.declaredNames == ["port", "retries"])
        #expect(analysis.declaredSignatures == ["port", "retries"], "a later `let port` is another version of it")
        #expect(analysis.shape == .statements)
        #expect(SwiftBlockAnalyzer.analyze("guard let port else { fatalError() }\n").declaredNames.isEmpty)
    }

    /// A result builder's attribute on a computed property: the program's own beside statements using it, a type's
    /// member shown alone without them.
    @Test func aComputedPropertyUnderABuilderIsTheProgramsBesideItsStatements() {
        let footer = "@LinesBuilder\nvar footer: String {\n    \"Thanks\"\n    \"Bye\"\n}\n"
        #expect(SwiftBlockAnalyzer.analyze(footer + "print(footer)\n").shape == .statements)
        #expect(SwiftBlockAnalyzer.analyze(footer).shape == .members)
        #expect(SwiftBlockAnalyzer.analyze("@Published var query = \"\"\nprint(query)\n").shape == .members)
    }

    @Test func membersWithoutTheirTypeAreAFragment() {
        #expect(SwiftBlockAnalyzer.analyze("private(set) var state: State = .idle").shape == .members)
        #expect(SwiftBlockAnalyzer.analyze("init(useCase: UseCase) { self.useCase = useCase }").shape == .members)
        #expect(SwiftBlockAnalyzer.analyze("@Published var query = \"\"").shape == .members)
        #expect(SwiftBlockAnalyzer.analyze("override func viewDidLoad() {}").shape == .members)
        #expect(
            SwiftBlockAnalyzer.analyze("func loadIfNeeded() async {\n    guard state == .idle else { return }\n}").shape
                == .members)
        #expect(SwiftBlockAnalyzer.analyze("var query = \"\" {\n    didSet { search() }\n}").shape == .members)
    }

    @Test func testFilesAreDeclarationsEvenWithoutTypes() {
        let analysis = SwiftBlockAnalyzer.analyze("import Testing\n\n@Test func loads() { #expect(true) }")
        #expect(analysis.shape == .declarations)
        #expect(analysis.importsTesting)
    }

    @Test func aPreviewIsADeclarationNotTheGuidesProgram() {
        #expect(
            SwiftBlockAnalyzer.analyze(
                "import SwiftUI\n\n#Preview {\n    ContentView()\n}\n\n#Preview(\"Dark\") {\n    ContentView()\n}"
            ).shape == .declarations)
        #expect(
            SwiftBlockAnalyzer.analyze("#Preview {\n    let model = Model()\n    return ContentView(model: model)\n}")
                .shape == .declarations)
    }

    @Test func usageCodeIsStatementsOrAnExpression() {
        #expect(SwiftBlockAnalyzer.analyze("let viewModel = ViewModel()\nviewModel.load()").shape == .statements)
        #expect(SwiftBlockAnalyzer.analyze("let viewModel = ViewModel()").shape == .statements)
        #expect(SwiftBlockAnalyzer.analyze("viewModel.didAppear()").shape == .expression)
        #expect(SwiftBlockAnalyzer.analyze("if ready { start() }").shape == .statements)
    }

    @Test func syntaxErrorsCarryLineAndColumn() throws {
        let analysis = SwiftBlockAnalyzer.analyze("struct A {\n    let x: Int =\n}")
        let error = try #require(analysis.syntaxErrors.first)
        #expect(error.line == 2)
        #expect(error.column > 1)
    }

    @Test func notesObservableUse() {
        #expect(SwiftBlockAnalyzer.analyze("@Observable final class Model {}").usesObservable)
        #expect(!SwiftBlockAnalyzer.analyze("final class Model {}").usesObservable)
    }

    /// Of a program's block, the declaration of one name stays with the block's declarations it uses, but not
    /// those the unit has in a later version, nor any statement.
    @Test func aProgramsDeclarationIsKeptAloneWithWhatItUses() {
        let code = """
            struct Builder {}

            func indent(_ text: String) -> String { "  " + text }
            func make(@Builder _ body: () -> String) -> String {
                indent(body())
            }

            let poem = make { "a" }
            print(poem)
            """
        #expect(DeclarationPieceFinder.linesLeftOut(keeping: "make", of: code, besides: ["Builder"]) == [1...2, 7...9])
        #expect(DeclarationPieceFinder.linesLeftOut(keeping: "Builder", of: code, besides: ["Builder"]) == nil)
        #expect(DeclarationPieceFinder.linesLeftOut(keeping: "missing", of: code, besides: []) == nil)
    }

    /// A protocol's associated type, a generic parameter and a member `typealias` are the declaration's own: the
    /// block needs no type of that name from another page (a chapter's `struct Item`).
    @Test func typesADeclarationBindsForItselfAreNotNeededFromElsewhere() {
        let container = SwiftBlockAnalyzer.analyze(
            "protocol Container {\n    associatedtype Item\n    mutating func append(_ item: Item)\n}\n")
        #expect(!container.usedNames.contains("Item"))
        let stack = SwiftBlockAnalyzer.analyze(
            "struct Stack<Element>: Container {\n    typealias Item = Element\n    var items: [Element] = []\n}\n")
        #expect(!stack.usedNames.contains("Element") && !stack.usedNames.contains("Item"))
        #expect(stack.usedNames.contains("Container"))
        #expect(SwiftBlockAnalyzer.analyze("let shelf: [Item] = []\n").usedNames.contains("Item"))
    }
}
