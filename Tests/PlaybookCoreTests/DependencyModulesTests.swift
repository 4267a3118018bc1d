import Foundation
import Testing

@testable import PlaybookCore

/// Which product of the packages a local package builds on gives a name a fragment uses without importing it.
struct DependencyModulesTests {
    /// A checkouts folder holding `swift-journal` (products `JournalKit` and `Shelf`, and a module no target of the
    /// local package uses) and `swift-diary`, whose product also declares `Page`.
    static func modules() throws -> DependencyModules {
        let checkouts = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dependency-modules-\(UUID().uuidString)")
        let files = [
            "swift-journal/Sources/JournalKit/Journal.swift": "public struct Journal {}\npublic struct Page {}\n",
            "swift-journal/Sources/Shelf/Shelf.swift": "public final class Shelf {\n    public struct Row {}\n}\n",
            "swift-journal/Sources/JournalInternals/Ink.swift": "public struct Ink {}\n",
            "swift-diary/Sources/Diary/Diary.swift": "public struct Diary {}\npublic struct Page {}\n",
        ]
        for (path, text) in files {
            let file = checkouts.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return DependencyModules(
            dependencies: [
                .init(url: "https://example.com/swift-journal.git", version: "", products: ["JournalKit", "Shelf"]),
                .init(url: "https://example.com/swift-diary.git", version: "", products: ["Diary"]),
            ],
            checkouts: checkouts.path)
    }

    @Test func theOneProductDeclaringANameAtItsTopLevelGivesIt() throws {
        let modules = try Self.modules()
        #expect(
            modules.importGiving("Journal")
                == DependencyImport(module: "JournalKit", package: "swift-journal", names: ["Journal"]))
        #expect(modules.importGiving("Shelf")?.module == "Shelf")
        #expect(modules.importGiving("Diary")?.package == "swift-diary")
    }

    @Test func aNameQualifiedByAProductImportsThatProduct() throws {
        #expect(
            try Self.modules().importGiving("JournalKit")
                == DependencyImport(module: "JournalKit", package: "swift-journal", names: ["JournalKit"]))
    }

    /// A module no target uses is not what the package's users import; a member is not a top-level name; a name
    /// two products declare leaves the fragment's intent unknown.
    @Test func nothingIsImportedForAModuleNotAProductAMemberOrANameTwoProductsDeclare() throws {
        let modules = try Self.modules()
        #expect(modules.importGiving("Ink") == nil)
        #expect(modules.importGiving("Row") == nil)
        #expect(modules.importGiving("Page") == nil)
        #expect(modules.importGiving("Notebook") == nil)
    }

    @Test func anImportSaysWhatItGivesAndWhence() {
        let named = DependencyImport(module: "JournalKit", package: "swift-journal", names: ["Journal", "Page"])
        #expect(
            named.described
                == "`Journal` and `Page` from `JournalKit` imported (a product of swift-journal, which the package "
                + "builds on)")
        #expect(named.gives("JournalKit") && named.gives("Page") && !named.gives("Diary"))
        let qualified = DependencyImport(module: "JournalKit", package: "swift-journal", names: ["JournalKit"])
        #expect(
            qualified.described == "`JournalKit` imported (a product of swift-journal, which the package builds on)")
    }

    /// What a type lacks that an extension elsewhere may declare, read from the compiler's message.
    @Test func theMemberOrLabelAnErrorSaysATypeLacksIsRead() {
        #expect(DocGap.memberOrLabel(in: "value of type 'String' has no member 'journaled'") == "journaled")
        #expect(DocGap.memberOrLabel(in: "type 'Player' has no member 'select'") == "select")
        #expect(DocGap.memberOrLabel(in: "extra argument 'upTo' in call") == "upTo")
        #expect(
            DocGap.memberOrLabel(
                in: "incorrect argument labels in call (have 'validatingOpenAPIServerURL:variables:', expected "
                    + "'fileURLWithPath:isDirectory:')") == "validatingOpenAPIServerURL")
        #expect(DocGap.memberOrLabel(in: "incorrect argument label in call (have '_:', expected 'x:')") == nil)
        #expect(DocGap.memberOrLabel(in: "cannot find 'Journal' in scope") == nil)
    }

    /// Errors an operator's module left unimported causes, and the members a line reaches that may be its types'.
    @Test func anOperatorsErrorIsToldAndTheMembersItsLineReachesAreRead() {
        #expect(
            DocGap.mayLackAnOperatorsImport(
                "failed to produce diagnostic for expression; please submit a bug report "
                    + "(https://swift.org/contributing/#reporting-bugs)"
            ))
        #expect(
            DocGap.mayLackAnOperatorsImport(
                "binary operator '+' cannot be applied to operands of type 'Moment' and 'Moment.Stride'"))
        #expect(!DocGap.mayLackAnOperatorsImport("cannot find 'Journal' in scope"))
        #expect(
            SwiftBlockAnalyzer.membersReached(
                in: "client.execute(request: request, deadline: .now() + .milliseconds(1))")
                == ["execute", "now", "milliseconds"])
        #expect(SwiftBlockAnalyzer.membersReached(in: "let total = a + b") == [])
    }

    /// A twin imports a module once for all its blocks: each block is told only what it uses of the import.
    @Test func anImportIsNarrowedToWhatOneBlockUses() {
        let shared = DependencyImport(
            module: "JournalKit", package: "swift-journal", names: ["Journal", "Page"], operatorMembers: ["minutes"])
        #expect(shared.narrowed(to: ["Page"])?.names == ["Page"])
        #expect(shared.narrowed(to: ["Page"])?.operatorMembers == [])
        #expect(
            shared.narrowed(to: ["minutes"])?.described
                == "`JournalKit` imported for its operators (a product of swift-journal, which the package builds on)")
        #expect(shared.narrowed(to: ["Entry"]) == nil)
        // A qualified use is among the import's names once a block qualifies by the module.
        let qualified = DependencyImport(
            module: "JournalKit", package: "swift-journal", names: ["Journal", "JournalKit"],
            operatorMembers: ["minutes"])
        #expect(
            qualified.narrowed(to: ["JournalKit", "minutes"])?.described
                == "`JournalKit` imported for its operators (a product of swift-journal, which the package builds on)")
    }
}
