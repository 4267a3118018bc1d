import Foundation
import Testing

@testable import PlaybookCore

/// A local package built on another (`Fixtures/InheritedProducts`: `Kit` depends on the package `Journal`, whose
/// product is `JournalKit`): its docs import `JournalKit` as its users do, and the blocks compile and run; a
/// fragment using the product's names without importing it is typechecked with the product imported, and says so.
@Suite(.serialized)
struct InheritedProductsIntegrationTests {
    static let report = try! TestSupport.verifyFixture("InheritedProducts", guides: ["greeting.md"])
    static let unimported = try! TestSupport.verifyFixture("InheritedProducts", guides: ["unimported.md"])
    static let scenarios = try! TestSupport.verifyFixture("InheritedProducts", guides: ["scenarios.md"])
    /// Two pages making `Kit`'s once-per-process setup twice: in blocks apart, and in a block using the first's value.
    static let setups = try! TestSupport.verifyFixture(
        "InheritedProducts", guides: ["bootstrap.md", "bootstrap-twice.md", "bootstrap-beside.md"])

    static func block(atLine line: Int) throws -> VerificationReport.BlockResult {
        try #require(unimported.blocks.first { $0.line == line })
    }

    @Test func aProductOfThePackageTheLocalPackageBuildsOnIsImportedAndRun() throws {
        let block = try #require(Self.report.blocks.first { $0.line == 5 })
        #expect(block.status == .passed && block.level == .run, "\(block.diagnostics) \(block.reason ?? "")")
    }

    @Test func aModuleNeitherPackageOffersIsStillSkipped() throws {
        let block = try #require(Self.report.blocks.first { $0.line == 16 })
        #expect(block.status == .skipped)
        #expect(block.reason?.contains("Elsewhere") == true, "\(block.reason ?? "")")
    }

    /// The block at `line` of `unimported.md` typechecked with what `imported` names from a product of `Journal`.
    static func expectTypechecked(atLine line: Int, with imported: String) throws {
        let block = try Self.block(atLine: line)
        #expect(block.status == .passed && block.level == .typecheck, "\(block.diagnostics) \(block.reason ?? "")")
        #expect(
            block.reason
                == "typechecked with \(imported) imported (a product of Journal, which the package builds on); "
                + "not run")
    }

    @Test func aNameOfAProductUsedWithoutItsImportIsTypecheckedWithTheProductImported() throws {
        try Self.expectTypechecked(atLine: 5, with: "`Journal` from `JournalKit`")
    }

    @Test func aNameQualifiedByTheProductImportsIt() throws {
        let block = try Self.block(atLine: 14)
        #expect(block.status == .passed && block.level == .typecheck, "\(block.diagnostics) \(block.reason ?? "")")
        #expect(block.reason?.contains("from `JournalKit` imported") == true, "\(block.reason ?? "")")
    }

    @Test func aFragmentWrongWithTheImportStaysAtSyntaxSayingTheError() throws {
        let block = try Self.block(atLine: 20)
        #expect(block.status == .passed && block.level == .syntax, "\(block.diagnostics)")
        #expect(
            block.reason?.contains(
                "with `Journal` from `JournalKit` imported (a product of Journal, which the package builds on), it "
                    + "does not typecheck: value of type 'Journal' has no member 'entries'") == true,
            "\(block.reason ?? "")")
    }

    /// `journaled` is `JournalExtras`' extension of `String`, a product only `Kit`'s tests use, so `import Kit`
    /// does not bring it.
    @Test func aMemberAProductAddsToAnotherModulesTypeIsGivenByImportingIt() throws {
        try Self.expectTypechecked(atLine: 33, with: "`journaled` from `JournalExtras`")
    }

    /// `+` is a member of `JournalKit`'s `Moment`, and Swift finds operators only in modules imported: the compiler
    /// finds no `+` for the operands (on NIOCore's `.now() + .milliseconds(1)` it gives up without saying why).
    @Test func anOperatorOfAProductsTypesIsFoundByImportingTheProductTheLineReaches() throws {
        let block = try Self.block(atLine: 39)
        #expect(block.status == .passed && block.level == .typecheck, "\(block.diagnostics) \(block.reason ?? "")")
        #expect(
            block.reason
                == "typechecked with `JournalKit` imported for its operators (a product of Journal, which the "
                + "package builds on); not run")
    }

    /// Importing the product explains an operator's error only where the operator exists: a guard that the import
    /// twin does not excuse what it cannot mend.
    @Test func anOperatorTheTypesLackStillFailsWithTheProductImported() throws {
        let block = try Self.block(atLine: 46)
        #expect(block.status == .failed, "\(block.reason ?? "")")
        #expect(block.diagnostics.contains { $0.line == 47 && $0.message.contains("'*'") }, "\(block.diagnostics)")
    }

    @Test func aNameNoProductDeclaresIsNotImported() throws {
        let block = try Self.block(atLine: 27)
        #expect(block.status == .passed && block.level == .syntax)
        #expect(block.reason?.hasPrefix("not self-contained: uses `Notebook`, which no block declares") == true)
        #expect(block.reason?.contains("imported") == false, "\(block.reason ?? "")")
    }

    static func setup(_ guide: String, atLine line: Int) throws -> VerificationReport.BlockResult {
        try #require(setups.blocks.first { $0.guide.hasSuffix(guide) && $0.line == line })
    }

    /// The page's second block makes the setup again and traps in one program with the first; apart from it, its
    /// run prints what it promises. The block after it runs in the program without the statement that trapped.
    @Test func aBlockTheProgramCrashedInRunsApartFromStatementsItDoesNotUse() throws {
        let first = try Self.setup("bootstrap.md", atLine: 5)
        #expect(first.status == .passed && first.level == .run, "\(first.diagnostics) \(first.reason ?? "")")
        let again = try Self.setup("bootstrap.md", atLine: 15)
        #expect(again.status == .passed && again.level == .run, "\(again.diagnostics)")
        #expect(again.reason?.hasPrefix("run apart from the statements before it that it does not use") == true)
        #expect(again.outputs.map(\.matched) == [true], "\(again.outputs)")
        let after = try Self.setup("bootstrap.md", atLine: 25)
        #expect(after.status == .passed && after.level == .run, "\(after.diagnostics)")
        #expect(after.reason == "run with the statement at line 18 left out, as the program stops there")
        #expect(after.outputs.map(\.matched) == [true], "\(after.outputs)")
    }

    /// A block beside them that does not compile leaves the page's program to a unit isolated from it: the
    /// setup made again crashes there too, and runs apart as well.
    @Test func aBlockTheIsolatedProgramCrashedInRunsApartToo() throws {
        let again = try Self.setup("bootstrap-beside.md", atLine: 21)
        #expect(again.status == .passed && again.level == .run, "\(again.diagnostics)")
        #expect(again.reason?.hasPrefix("run apart from the statements before it that it does not use") == true)
        #expect(again.outputs.map(\.matched) == [true], "\(again.outputs)")
    }

    @Test func aBlockCrashingOnWhatItUsesOfAnEarlierBlockFails() throws {
        let again = try Self.setup("bootstrap-twice.md", atLine: 12)
        #expect(again.status == .failed)
        #expect(
            again.diagnostics.contains { $0.message.contains("KitSetup can only be bootstrapped once per process") },
            "\(again.diagnostics)")
    }

    /// `scenario` and `check` are static members of `Kit`'s protocol `ScenarioWriter`: statements calling them bare
    /// are a type adopting it's, typechecked in a static function of an extension of it.
    @Test func statementsCallingAProtocolsStaticMembersBareAreTypecheckedInAnExtensionOfIt() throws {
        let block = try #require(Self.scenarios.blocks.first { $0.line == 5 })
        #expect(block.status == .passed && block.level == .typecheck, "\(block.diagnostics)")
        #expect(
            block.reason
                == "statements calling `check` and `scenario` of `ScenarioWriter` bare, as a type adopting it does: "
                + "typechecked in a static function of an extension of it, not run")
    }

    @Test func anAdoptersStatementsStillSayWhatNoBlockDeclaresAndFailOnTheirErrors() throws {
        let missing = try #require(Self.scenarios.blocks.first { $0.line == 13 })
        #expect(missing.status == .passed && missing.level == .syntax)
        #expect(
            missing.reason?.hasPrefix("not self-contained: uses `guestGreeting`") == true, "\(missing.reason ?? "")")
        let wrong = try #require(Self.scenarios.blocks.first { $0.line == 21 })
        #expect(wrong.status == .failed)
        #expect(wrong.diagnostics.contains { $0.line == 23 }, "\(wrong.diagnostics)")
    }

    @Test func aBlockDeclaringTheAdopterItselfIsCompiledAsWrittenAndRun() throws {
        let block = try #require(Self.scenarios.blocks.first { $0.line == 29 })
        #expect(block.status == .passed && block.level == .run, "\(block.diagnostics) \(block.reason ?? "")")
    }
}
