import Foundation
import Testing

@testable import PlaybookCore

/// A page showing two ways of doing one thing under one name (`Fixtures/Alternatives`), through the real compiler:
/// both ways are meant to work, so each is compiled and run apart.
@Suite(.serialized)
struct AlternativesIntegrationTests {
    static let report = try! TestSupport.verifyWholeFixture("Alternatives")

    func result(line: Int) throws -> VerificationReport.BlockResult {
        try #require(Self.report.blocks.first { $0.guide == "ways.md" && $0.line == line }, "no result for \(line)")
    }

    @Test func twoGoodVersionsAreEachRunWithTheirOutput() throws {
        let both = try result(line: 5)
        #expect(both.status == .passed && both.level == .run, "\(both.reason ?? "") \(both.diagnostics)")
        #expect(both.outputs.count == 2 && both.outputs.allSatisfy(\.matched), "\(both.outputs)")
        #expect(both.reason == "alternatives: `count` declared twice, each version checked apart")
    }

    /// The block after the versions is compiled with the last one alone: with both, `count` would be declared twice.
    @Test func theBlocksAfterGoOnWithTheLastVersion() throws {
        let later = try result(line: 20)
        #expect(later.status == .passed && later.level == .run, "\(later.reason ?? "") \(later.diagnostics)")
        #expect(later.outputs.map(\.expected) == ["24"] && later.outputs.allSatisfy(\.matched))
    }

    @Test func aWrongVersionFailsAtItsOwnLine() throws {
        let wrong = try result(line: 28)
        #expect(wrong.status == .failed, "\(wrong.reason ?? "") \(wrong.diagnostics)")
        let errors = wrong.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty && errors.allSatisfy { $0.line == 32 }, "\(wrong.diagnostics)")
    }

    /// The version a migration guide shows before a change is written against the API it migrates from.
    @Test func theVersionBeforeAChangeIsNotCompiled() throws {
        let migrated = try result(line: 37)
        #expect(migrated.status == .passed && migrated.level == .run, "\(migrated.diagnostics)")
        #expect(
            migrated.reason
                == "alternatives: `loud` declared twice, each version checked apart but the one at line 39, shown "
                + "before a change: parsed, not compiled")
    }

    /// An error in what the versions share is no version's: the versions are not judged.
    @Test func anErrorInWhatTheVersionsShareJudgesNoVersion() throws {
        let shared = try result(line: 46)
        #expect(shared.status == .passed && shared.level == .syntax, "\(shared.diagnostics)")
        #expect(shared.reason?.hasPrefix("alternatives: `twice` declared twice, versions to choose between") == true)
        #expect(shared.diagnostics.allSatisfy { $0.severity == .note })
    }
}
