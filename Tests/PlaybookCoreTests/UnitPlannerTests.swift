import Testing

@testable import PlaybookCore

struct UnitPlannerTests {
    /// Prepares blocks of one guide from code strings, with optional target files.
    func prepare(_ guide: String, _ codes: [(String, String?)], startIndex: Int = 0) -> [PreparedBlock] {
        let preparer = BlockPreparer(
            instantiator: Instantiator(placeholders: PlaceholderSet(names: []), sample: nil),
            sampleName: "default",
            modules: ModuleAvailability(config: PlaybookConfig(), moduleName: "App"),
            strict: false
        )
        let guideValue = Guide(path: guide, title: guide)
        return codes.enumerated().map { offset, entry in
            let block = CodeBlock(
                index: startIndex + offset, language: "swift", attributes: [], code: entry.0,
                line: offset * 10 + 1, contentLine: offset * 10 + 2, endLine: offset * 10 + 5,
                headingPath: [], targetFile: entry.1
            )
            return preparer.prepare(block, in: guideValue)
        }
    }

    func ids(_ unit: VerificationUnit) -> [Int] { unit.ownBlocks.map(\.index) }

    /// Each version of a block showing alternatives is checked in a unit of its own, the others' lines left out;
    /// the blocks after it see the last version alone.
    @Test func eachAlternativeIsPlannedApartAndTheLastGoesOn() {
        let blocks = prepare(
            "guide.md",
            [
                ("let word = \"abc\"\n", nil),
                ("// Loop\nvar count = 0\nfor _ in word { count += 1 }\n// Property\nlet count = word.count\n", nil),
                ("print(count * 2)\n", nil),
            ])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(units.map(ids) == [[0, 1], [0, 1, 2]])
        #expect(units[0].linesLeftOut(of: blocks[1].id) == [5...5], "the first version, without the second")
        #expect(
            units[1].linesLeftOut(of: blocks[1].id) == [2...2, 3...3], "the last version, which the page goes on with")
        #expect(units.allSatisfy { $0.linesLeftOut(of: blocks[0].id).isEmpty })
    }

    @Test func aRedeclarationStartsANewUnitWithTheLatestOfEverythingElse() {
        let blocks = prepare(
            "guide.md",
            [
                ("struct Item {}", nil),
                ("struct Box { let item: Item }", nil),
                ("struct Tag {}", nil),
                ("struct Box { let items: [Item] }", nil),
            ])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(units.map(ids) == [[0, 1, 2], [0, 2, 3]])
        #expect(units.map(\.id) == ["default/guide.md#1", "default/guide.md#2"])
    }

    /// A value another page declares (`let logger = Logger(label: "app")`) is lent to this page's statements, first.
    @Test func aProgramsValuesAreLentToAnotherPagesStatements() {
        let lender = prepare("a.md", [("import Foundation\nlet shelf = [\"tea\", \"jam\"]", nil)])
        let borrower = prepare(
            "b.md", [("let count = shelf.count\nprint(count)", nil), ("func stock() -> Int { shelf.count }", nil)],
            startIndex: 0)
        #expect(lender[0].isScript && lender[0].analysis.declaresOnlyValues)
        let units = UnitPlanner(blocks: lender + borrower, moduleName: "App").plan(guide: "b.md")
        let program = units.first { $0.ownBlocks.contains(borrower[0].id) }
        #expect(program?.members.contains { $0.block == lender[0].id && $0.borrowedFor == borrower[0].id } == true)
        #expect(
            !units.contains { unit in
                unit.members.contains { $0.block == lender[0].id && $0.borrowedFor == borrower[1].id }
            },
            "a library file cannot use a program's global")
    }

    /// A doc comment's example (a page that is a Swift source file) takes no other page's value: `counter` in
    /// `FloatingPointCounter`'s doc is not the `Counter` an article declares. A type it may still borrow.
    @Test func aDocCommentsExampleBorrowsNoOtherPagesValue() {
        let lender = prepare("index.md", [("let shelf = [\"tea\", \"jam\"]", nil), ("struct Jar {}", nil)])
        let borrower = prepare("Shelf.swift", [("print(shelf.count)\nlet jar = Jar()", nil)], startIndex: 0)
        let units = UnitPlanner(blocks: lender + borrower, moduleName: "App").plan(guide: "Shelf.swift")
        let lent = Set(units.flatMap(\.members).filter { $0.borrowedFor == borrower[0].id }.map(\.block))
        #expect(lent == [lender[1].id])
    }

    /// A `private` type that another block of the page uses (`self[TestIDKey.self]` in an extension shown apart)
    /// is opened: the page's declarations are the reader's one file. One no other block uses keeps its `private`.
    @Test func aPrivateTypeAnotherBlockUsesIsOpened() {
        let blocks = prepare(
            "Context.swift",
            [
                ("private enum TestIDKey {}\n", nil),
                ("extension Int {\n    var key: Any.Type { TestIDKey.self }\n}\n", nil),
                ("private enum Unused {}\n", nil),
            ])
        let opened = Verifier.openingPrivateMembers(blocks) { block, code in
            var reread = block
            reread.block.code = code
            return reread
        }
        #expect(opened.map { $0.block.code.contains("private") } == [false, false, true])
        #expect(opened[0].notes == ["`private` opened to the other blocks using `TestIDKey`"])
    }

    /// The same extension shown again in a later section is a new version of it, not a second conformance.
    @Test func anExtensionShownAgainIsANewVersion() {
        let blocks = prepare(
            "guide.md",
            [
                ("struct Book {}", nil),
                ("extension Book: Equatable {\n    static let shelf = 1\n}", nil),
                ("let count = Book.shelf", nil),
                ("extension Book: Equatable {\n    static let shelf = 2\n}", nil),
            ])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(units.map(ids) == [[0, 1, 2], [0, 3]])
    }

    /// A member the page's own type declares (`Author.Columns`) is not lent again from another page's extension.
    @Test func aMemberTheTypeHasIsNotLentAgain() {
        let page = prepare(
            "a.md", [("struct Author {\n    enum Columns {}\n}\nlet columns = Author.Columns.self", nil)])
        let other = prepare(
            "b.md", [("extension Author {\n    enum Columns {}\n    static let table = \"author\"\n}", nil)],
            startIndex: 0)
        let units = UnitPlanner(blocks: page + other, moduleName: "App").plan(guide: "a.md")
        #expect(!units.contains { $0.members.contains { $0.block == other[0].id } })
    }

    /// `greet(person:)` and `greet(person:alreadyGreeted:)` are overloads that call each other, not two versions of
    /// one.
    @Test func overloadsAreNotRedeclarations() {
        let blocks = prepare(
            "guide.md",
            [
                ("func greet(person: String) -> String { \"Hello, \" + person }", nil),
                ("func greet(person: String, alreadyGreeted: Bool) -> String { greet(person: person) }", nil),
                ("func greet(person: String) -> String { \"Hi, \" + person }", nil),
            ])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(
            units.map(ids) == [[0, 1], [2]],
            "the same signature again is a new version; what calls the old one leaves with it")
    }

    @Test func blocksWrittenAgainstTheShadowedVersionLeaveWithIt() {
        let blocks = prepare(
            "guide.md",
            [
                ("protocol Contract { func load() }", nil),
                ("final class Model: Contract { func load() {} }", nil),
                ("extension Model { func reload() { load() } }", nil),
                ("protocol Contract { func load() async }", nil),
            ])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(units.map(ids) == [[0, 1, 2], [3]])
    }

    /// A listing of several declarations stays beside a later version of one of
    /// them, without that one and what of it uses it; blocks using what stays, stay.
    @Test func aLaterVersionOfOneDeclarationLeavesTheOthersOfItsBlock() throws {
        let blocks = prepare(
            "guide.md",
            [
                (
                    """
                    struct User { let plan: Subscription.Id? }
                    struct Subscription { typealias Id = Int }
                    extension User { var isFree: Bool { plan == nil } }
                    func welcome(_ user: User) {}
                    """, nil
                ),
                ("func find(_ id: Subscription.Id) -> Subscription? { nil }", nil),
                ("struct User { let email: String; let plan: Subscription.Id? }", nil),
                ("struct Subscription { let id: Int }", nil),
            ])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(units.map(ids) == [[0, 1], [0, 1, 2], [3]], "once nothing of it is left, the listing leaves whole")
        #expect(units[0].members.allSatisfy { $0.leftOutLines.isEmpty })
        let second = try #require(units[1].members.first { $0.block == blocks[0].id })
        #expect(second.leftOutLines == [1...1, 3...3, 4...4], "User, the extension of it, and the function taking it")
    }

    /// An extension left out takes its conformances with it: what used the type leaves too, though the type stays.
    @Test func aLeftOutExtensionTakesWhatUsesItsTypeAlong() throws {
        let blocks = prepare(
            "guide.md",
            [
                ("struct Player { var score: Int }\nextension Player: Equatable {\n  enum Columns {}\n}", nil),
                ("func same(_ a: Player, _ b: Player) -> Bool { a == b }", nil),
                ("extension Player {\n  enum Columns { static let score = 1 }\n}", nil),
            ])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(units.map(ids) == [[0, 1], [0, 2]])
        let kept = try #require(units[1].members.first { $0.block == blocks[0].id })
        #expect(kept.leftOutLines == [2...4], "the struct stays for the extension shown again")
        #expect(blocks[0].declaredTypes(leavingOut: kept.leftOutLines) == ["Player"])
        let tagged = prepare("tagged.md", [("struct User {}\nstruct Subscription {}", nil)])[0]
        #expect(
            tagged.declaredTypes(leavingOut: [1...1]) == ["Subscription"], "an extension joins the file declaring it")
    }

    /// `struct Captain: Decodable` declared beside a migration's statements is `main.swift`'s: its extension joins
    /// it there, where it sees the synthesized `CodingKeys`, which are private to the file declaring the type.
    @Test func anExtensionOfAProgramsTypeJoinsTheProgram() throws {
        let blocks = prepare(
            "guide.md",
            [
                ("try migrate()\nstruct Captain: Decodable { var teamId: String }", nil),
                ("extension Captain {\n  enum Columns { static let teamId = CodingKeys.teamId }\n}", nil),
                ("extension Team {\n  static let size = 5\n}", nil),
            ])
        let unit = try #require(UnitPlanner(blocks: blocks, moduleName: "App").plan().first)
        let files = GeneratedPackage.unitFiles(
            unit, blocks: Dictionary(uniqueKeysWithValues: blocks.map { ($0.id, $0) }),
            settings: GeneratedPackage.Settings())
        let program = try #require(files.first { $0.key.hasSuffix("/Sources/main.swift") }?.value)
        #expect(program.contains("enum Columns"), "\(files.keys.sorted())")
        #expect(!program.contains("static let size"), "an extension of a type no program declares keeps its file")
        #expect(files.values.filter { $0.contains("enum Columns") }.count == 1)
    }

    @Test func aLeftOutPieceIsBlankedInTheUnitsSource() {
        let blocks = prepare(
            "guide.md", [("struct A {}\nstruct B {}", nil), ("struct A { let b: B }", nil)])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(GeneratedPackage.code(of: blocks[0], in: units[0]) == "struct A {}\nstruct B {}")
        #expect(GeneratedPackage.code(of: blocks[0], in: units[1]) == "           \nstruct B {}", "columns still map")
    }

    /// Two conformances to one protocol each declare its requirements; when one
    /// fails (its type is a C type no block declares), the other is not what
    /// depends on it. A block that names the extended type and its member does.
    @Test func aMemberDeclaredAlikeByTwoExtensionsIsNoUseOfTheOther() {
        let blocks = prepare(
            "guide.md",
            [
                ("struct Dots { var count: Int }", nil),
                ("extension Dots: Trailing {\n  typealias Element = Int\n  var trailingCount: Int { count }\n}", nil),
                ("extension dots_t: Trailing {\n  typealias Element = Int32\n  var trailingCount: Int { n }\n}", nil),
                ("let raw = dots_t().trailingCount", nil),
            ])
        let byID = Dictionary(uniqueKeysWithValues: blocks.map { ($0.id, $0) })
        let dropped = UnitPlanner.closure(of: [blocks[2].id], among: blocks.map(\.id), blocks: byID)
        #expect(dropped == [blocks[2].id, blocks[3].id])
    }

    @Test func aSecondBlockForTheSameFileShadowsTheFirst() {
        let blocks = prepare(
            "guide.md",
            [
                ("struct A {}", "Sources/A.swift"),
                ("struct B {}", "Sources/B.swift"),
                ("struct A2 {}", "Sources/A.swift"),
            ])
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(units.map(ids) == [[0, 1], [1, 2]])
    }

    @Test func missingNamesAreBorrowedFromOtherGuidesTransitively() throws {
        let domain = prepare("domain.md", [("struct Item {}", nil), ("struct Item { let id: Int }", nil)])
        let contracts = prepare("contracts.md", [("protocol Loading { func load() -> Item }", nil)])
        let screen = prepare("screen.md", [("struct Screen { let loader: any Loading }", nil)])
        let units = UnitPlanner(blocks: domain + contracts + screen, moduleName: "App").plan()
        let unit = try #require(units.first { $0.guide == "screen.md" })
        let borrowed = unit.members.filter { $0.borrowedFor != nil }
        #expect(
            borrowed.map(\.block) == [BlockID(guide: "contracts.md", index: 0), BlockID(guide: "domain.md", index: 1)])
        #expect(
            borrowed.map(\.borrowedFor) == [
                BlockID(guide: "screen.md", index: 0), BlockID(guide: "contracts.md", index: 0),
            ])
    }

    /// Only a value or a type a block names is borrowed: not an argument label (`sql:`), a member (`$0.name`), or a
    /// closure's own parameter (`player`).
    @Test func labelsMembersAndClosureParametersBorrowNothing() throws {
        let lender = prepare(
            "lender.md",
            [
                ("let sql = \"SELECT 1\"", nil), ("let name = \"O'Brien\"", nil), ("let player = 1", nil),
                ("let db = 2", nil),
            ])
        let page = prepare(
            "page.md", [("queue.write { player in player.execute(sql: player.name) }\nprint(db)", nil)], startIndex: 0)
        let units = UnitPlanner(blocks: lender + page, moduleName: "App").plan()
        let unit = try #require(units.first { $0.guide == "page.md" })
        #expect(unit.members.filter { $0.borrowedFor != nil }.map(\.block) == [BlockID(guide: "lender.md", index: 3)])
    }

    /// A protocol refining another reaches its associated types unqualified: `Item` of `Container`, in the unit,
    /// is not another page's `struct Item`.
    @Test func anInheritedAssociatedTypeBorrowsNothing() throws {
        let other = prepare("vending.md", [("struct Item { var price: Int }", nil)])
        let page = prepare(
            "generics.md",
            [
                ("protocol Container {\n    associatedtype Item\n    var count: Int { get }\n}\n", nil),
                (
                    "protocol SuffixableContainer: Container {\n    associatedtype Suffix: SuffixableContainer "
                        + "where Suffix.Item == Item\n}\n", nil
                ),
            ], startIndex: 0)
        let units = UnitPlanner(blocks: other + page, moduleName: "App").plan()
        #expect(
            !units.contains { unit in
                unit.members.contains { $0.block.guide == "vending.md" && $0.borrowedFor != nil }
            })
    }

    /// A name the page declares itself, in any block, is never borrowed from another page: it has another shape there.
    @Test func aNameThePageDeclaresIsNeverBorrowed() throws {
        let other = prepare("other.md", [("struct Player { let id: Int }", nil)])
        let page = prepare(
            "page.md",
            [
                ("struct Player { let name: <#Type#> }", nil), ("let first = Player(name: \"Arthur\")", nil),
            ], startIndex: 0)
        #expect(page[0].disposition != .compile, "a template, kept at syntax")
        let units = UnitPlanner(blocks: other + page, moduleName: "App").plan()
        #expect(
            !units.contains { unit in unit.members.contains { $0.block.guide == "other.md" && $0.borrowedFor != nil } })
    }

    /// A page's later `Document` needs the `Section` its first listing declares beside the first `Document`: another
    /// page borrowing the later one gets `Section` too, without the first `Document`.
    @Test func aListingIsLentWithoutWhatTheBorrowerHasAlready() throws {
        let lender = prepare(
            "associations.md",
            [
                ("struct Document { static let sections = [Section]() }\nstruct Section {}", nil),
                ("struct Document { static let first = Section() }", nil),
            ])
        let borrower = prepare("readme.md", [("let section = Document.first", nil)])
        let units = UnitPlanner(blocks: lender + borrower, moduleName: "App").plan(guide: "readme.md")
        let members = try #require(units.first).members
        #expect(members.map(\.block) == [borrower[0].id, lender[1].id, lender[0].id])
        #expect(members.last?.leftOutLines == [1...1], "the first Document stays on its page")
        let own = prepare("proposal.md", [("protocol Document {}\nlet section = Section()", nil)])
        let borrowing = UnitPlanner(blocks: lender + own, moduleName: "App").plan(guide: "proposal.md")
        #expect(
            !borrowing.contains { $0.members.contains { $0.block == lender[0].id } },
            "a page declaring a listing's name itself means another thing by its other names")
    }

    /// Pages that each declare their own `Player` leave no one version to lend; pages that write it alike do.
    @Test func aNameDeclaredDifferentlyByTwoPagesIsNotLent() throws {
        let first = prepare("first.md", [("struct Player { let id: Int }", nil)])
        let second = prepare("second.md", [("struct Player { let name: String }", nil)])
        let alike = prepare("alike.md", [("struct Player { let id: Int }", nil)])
        let user = prepare("user.md", [("let player = Player(id: 1)", nil)])
        let borrowed = { (blocks: [PreparedBlock]) in
            UnitPlanner(blocks: blocks, moduleName: "App").plan(guide: "user.md")
                .flatMap { $0.members.filter { $0.borrowedFor != nil }.map(\.block) }
        }
        #expect(borrowed(first + second + user).isEmpty)
        #expect(borrowed(first + alike + user) == [first[0].id])
    }

    /// A value the doc leaves to the reader (`let id: Int = ...`) is the page's own stand-in: never lent.
    @Test func aGivenValueIsNotLent() throws {
        let lender = prepare("lender.md", [("let migrator: Migrator = ...", nil)])
        #expect(lender[0].code.contains(CodeNormalizer.givenValueFunction))
        #expect(!BlockLender.canLend(lender[0]))
    }

    @Test func extensionsAddingUsedMembersComeWithTheirType() throws {
        let domain = prepare(
            "domain.md",
            [
                ("struct Item {}", nil),
                ("extension Item { static func stub() -> Item { Item() } }", nil),
                ("extension Gadget { static func stub() -> Gadget { Gadget() } }", nil),
            ])
        let screen = prepare("screen.md", [("struct Screen { let item = Item.stub() }", nil)])
        let units = UnitPlanner(blocks: domain + screen, moduleName: "App").plan()
        let unit = try #require(units.first { $0.guide == "screen.md" })
        // The extension of a type the unit does not have stays out, though it adds a `stub` too.
        #expect(unit.members.compactMap { $0.borrowedFor == nil ? nil : $0.block.index } == [0, 1])
    }

    /// Doc comments' examples: a member's reads on from its type's example, not from a sibling member's, though
    /// the sibling comes between them in the file and declares `buffer` again or empties it.
    @Test func aDocCommentsExampleReadsOnFromItsTypesNotItsSiblings() throws {
        var blocks = prepare(
            "Ring.swift",
            [
                ("var buffer = [3, 4, 5]\nprint(buffer)\n", nil),
                ("var buffer = [7]\nprint(buffer.count)\n", nil),
                ("buffer.removeAll()\n", nil),
                ("print(buffer[0])\n", nil),
            ])
        // The type's comment documents lines 5...100; each member's, a few lines of its own inside.
        let scopes = [5...100, 15...18, 25...28, 35...38]
        for index in blocks.indices { blocks[index].block.docScope = scopes[index] }
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan(guide: "Ring.swift")
        let last = try #require(units.last { unit in unit.members.contains { $0.block == blocks[3].id } })
        #expect(last.members.map(\.block) == [blocks[0].id, blocks[3].id])
        #expect(last.leftOut.isEmpty, "a sibling's example never ran before it")
    }

    /// A type the page declares further down, in a block left out of the fragment's unit (after `Book` is shown
    /// again), is not the unit's: another page's extension of it adding a member the fragment names is not lent.
    @Test func extensionsOfATypeTheUnitLacksStayOut() throws {
        let other = prepare(
            "other.md",
            [("struct Player {}", nil), ("extension Player { static func make() -> Player { Player() } }", nil)])
        let page = prepare(
            "page.md",
            [
                ("struct Book { static func make() -> Book { Book() } }", nil),
                ("let book = Book.make()", nil),
                ("struct Book { var title = \"\" }", nil),
                ("struct Player { var score = 0 }", nil),
            ])
        let units = UnitPlanner(blocks: other + page, moduleName: "App").plan(guide: "page.md")
        let unit = try #require(units.first { unit in unit.members.contains { $0.block == page[1].id } })
        #expect(!unit.members.contains { $0.block == page[2].id || $0.block == page[3].id })
        #expect(unit.members.allSatisfy { $0.borrowedFor == nil }, "\(unit.members)")
    }

    @Test func aGuidesOwnDeclarationWinsOverABorrowedOne() throws {
        let domain = prepare("domain.md", [("struct Item {}", nil)])
        let screen = prepare(
            "screen.md", [("struct Item { let local: Bool }", nil), ("struct Screen { let item: Item }", nil)])
        let units = UnitPlanner(blocks: domain + screen, moduleName: "App").plan()
        let unit = try #require(units.first { $0.guide == "screen.md" })
        #expect(unit.members.allSatisfy { $0.borrowedFor == nil })
    }

    /// Another page's `extension Player: Record { … }` is not lent to a page that has that conformance:
    /// together they would be a redundant conformance.
    @Test func aConformanceThePageHasIsNotBorrowedAgain() throws {
        let other = prepare(
            "other.md",
            [
                ("protocol Record {}\nstruct Score {}", nil),
                ("extension Player: Record { var best: Score { Score() } }", nil),
            ])
        let page = prepare(
            "page.md",
            [("struct Player {}\nextension Player: Record {}", nil), ("let top = Player()\nprint(top.best)", nil)])
        let units = UnitPlanner(blocks: other + page, moduleName: "App").plan()
        let unit = try #require(units.first { $0.guide == "page.md" })
        let borrowed = unit.members.filter { $0.borrowedFor != nil }.map(\.block)
        #expect(borrowed == [BlockID(guide: "other.md", index: 0)], "the protocol, not the conformance again")
    }

    @Test func explicitUnitsAndExpectedErrorsGetUnitsOfTheirOwn() {
        var blocks = prepare(
            "guide.md",
            [
                ("struct Store { private(set) var count = 0 }", nil),
                ("func reset(_ s: inout Store) { s.count = 0 }", nil),
                ("struct Solo {}", nil),
            ])
        blocks[1].disposition = .expectError
        blocks[2].block.attributes = ["unit=alone"]
        let units = UnitPlanner(blocks: blocks, moduleName: "App").plan()
        #expect(units.map(ids) == [[0, 1], [0], [2]])
        #expect(units[0].expectedError == BlockID(guide: "guide.md", index: 1))
        #expect(units.allSatisfy { $0.moduleName == "App" })
    }

    /// Two samples' units hold the same block IDs with other names filled in: neither covers the other, so each
    /// sample's twins (a unit without its failing blocks) are compiled.
    @Test func unitsOfTwoSamplesDoNotCoverEachOther() {
        let members = [VerificationUnit.Member(block: BlockID(guide: "g.md", index: 0))]
        let invoice = VerificationUnit(
            id: "i", targetName: "I", sample: "invoice", moduleName: "App", guide: "g.md", members: members)
        var ticket = invoice
        ticket.sample = "ticket"
        #expect(invoice.coverage != ticket.coverage)
        ticket.sample = "invoice"
        ticket.id = "other"
        #expect(invoice.coverage == ticket.coverage, "the same blocks of one sample, whatever the unit's name")
    }

    /// A block's regular unit and the unit checking its error marks judge it together:
    /// `--shard` deals them to one shard, or the other shard reports the block unverified.
    @Test func unitsJudgingOneBlockShareAShard() {
        func unit(_ id: String, sample: String = "s", own: [Int], expectedError: Int? = nil) -> VerificationUnit {
            var unit = VerificationUnit(
                id: id, targetName: id, sample: sample, moduleName: "App", guide: "g.md",
                members: own.map { .init(block: BlockID(guide: "g.md", index: $0)) })
            unit.expectedError = expectedError.map { BlockID(guide: "g.md", index: $0) }
            return unit
        }
        let units = [
            unit("a", own: [0, 1]), unit("b", own: [2]), unit("c", own: [1], expectedError: 1),
            unit("d", own: [3]), unit("e", sample: "t", own: [1]),
        ]
        let dealer = UnitShards(units: units)
        #expect(dealer.groups() == ["a": "a", "b": "b", "c": "a", "d": "d", "e": "e"])
        let shards = (1...2).map { dealer.units(ofShard: $0, of: 2).map(\.id) }
        #expect(shards == [["a", "c", "d"], ["b", "e"]])
    }
}
