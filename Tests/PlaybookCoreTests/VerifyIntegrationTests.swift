import Foundation
import Testing

@testable import PlaybookCore

/// The real pipeline, compiler and test runner included, on the fixture guides
/// in `Fixtures/Verify`. One verification of both samples at test level is
/// shared by the tests that only read its report; the suite runs serially
/// because its runs share one generated package (as a user's runs do).
@Suite(.serialized)
struct VerifyIntegrationTests {
    /// A copy of the fixtures in a temporary folder, so the generated package never lands in the source tree.
    static let workspaceFolder = TestSupport.temporaryCopy(ofFixture: "Verify")

    static func verify(
        _ configure: (inout VerifyOptions) -> Void = { _ in }, runner: ProcessRunner = ProcessRunner()
    ) throws -> VerificationReport {
        let workspace = Workspace.open(paths: [workspaceFolder.path], configFile: nil)
        #expect(!workspace.diagnostics.hasErrors, "\(workspace.diagnostics)")
        var options = VerifyOptions()
        configure(&options)
        return try Verifier(workspace: workspace, options: options, runner: runner).verify()
    }

    static let fullReport: VerificationReport = try! verify()

    func result(
        _ guide: String, line: Int, sample: String = "character", in report: VerificationReport = fullReport
    ) throws -> VerificationReport.BlockResult {
        try #require(
            report.blocks.first { $0.guide == guide && $0.line == line && $0.sample == sample },
            "no result for \(guide):\(line) [\(sample)]")
    }

    @Test func aPassingGuideReachesTheTestLevel() throws {
        for sample in ["character", "episode"] {
            let test = try result("entity.md", line: 34, sample: sample)
            #expect(test.status == .passed)
            #expect(test.level == .test)
            #expect(test.tests.map(\.passed) == [true])
            let entity = try result("entity.md", line: 24, sample: sample)
            #expect(entity.status == .passed)
            #expect(entity.level == .test)
        }
    }

    @Test func aTypeErrorIsReportedAtTheGuideLineAndColumnDespiteAPlaceholderBeforeIt() throws {
        for sample in ["character", "episode"] {
            let block = try result("type-error.md", line: 3, sample: sample)
            #expect(block.status == .failed)
            let error = try #require(block.diagnostics.first { $0.severity == .error })
            #expect(error.guide == "type-error.md")
            #expect(error.line == 6)
            // `count` is column 49 in the guide; "{Name}" before it is 6 characters, the values 9 and 7.
            #expect(error.column == 49)
            #expect(error.message.contains("cannot convert value of type 'Int'"))
        }
    }

    @Test func aFailingExpectationIsReportedAtItsLine() throws {
        let test = try result("failing-test.md", line: 10)
        #expect(test.status == .failed)
        let issue = try #require(test.diagnostics.first { $0.severity == .error })
        #expect(issue.line == 16)
        #expect(issue.column == 5)
        #expect(issue.message.contains("Expectation failed"))
        #expect(test.tests == [.init(name: "incrementAddsOne()", passed: false)])
        // The code under test compiled; its tests failed, so it stops at typecheck.
        let counter = try result("failing-test.md", line: 3)
        #expect(counter.status == .passed)
        #expect(counter.level == .typecheck)
    }

    @Test func eachVersionOfAnEvolvingTypeIsCheckedInItsOwnUnit() throws {
        let versions = try [7, 15, 24].map { try result("entity.md", line: $0) }
        #expect(versions.allSatisfy { $0.status == .passed })
        #expect(Set(versions.compactMap(\.unit)).count == 3)
        // Only the last version lives alongside the tests that use `rating`.
        #expect(versions.map(\.level) == [.typecheck, .typecheck, .test])
    }

    @Test func aGuideBorrowsDeclarationsFromOtherGuidesAndSaysWhich() throws {
        let loader = try result("borrowing.md", line: 5)
        #expect(loader.status == .passed)
        #expect(loader.level == .typecheck)
        let lenders = Set(loader.borrowed.map(\.guide))
        #expect(lenders == ["contract.md", "entity.md"])
        let contract = try #require(loader.borrowed.first { $0.guide == "contract.md" })
        #expect(contract.line == 3)
        #expect(contract.names == ["CharacterLoading"])
        // The latest version of the entity is the one lent.
        #expect(loader.borrowed.first { $0.guide == "entity.md" }?.line == 24)
    }

    @Test func noDiagnosticNamesAGeneratedTarget() throws {
        #expect(Self.fullReport.blocks.contains { !$0.diagnostics.isEmpty })
        for block in Self.fullReport.blocks {
            for diagnostic in block.diagnostics {
                #expect(
                    diagnostic.message.range(
                        of: #"\bU[A-Z][A-Za-z0-9]*[0-9](Isolated|Tests)*\b"#, options: .regularExpression) == nil,
                    "\(block.guide):\(block.line): \(diagnostic.message)")
            }
        }
    }

    @Test func aBlockWhoseLenderFailsIsBlockedAndNamesIt() throws {
        let shelf = try result("dependent.md", line: 5)
        #expect(shelf.status == .blocked)
        #expect(shelf.level == nil)
        #expect(shelf.blockedBy == [.init(guide: "type-error.md", line: 3)])
        #expect(shelf.reason == "depends on type-error.md:3, which fails to compile")
        #expect(shelf.diagnostics.isEmpty)
    }

    @Test func anUndeclaredPlaceholderIsAWarningAtItsLineAndColumn() throws {
        let block = try result("placeholders.md", line: 3)
        #expect(block.status == .passed)
        let warning = try #require(block.diagnostics.first { $0.severity == .warning })
        #expect(warning.line == 4)
        #expect(warning.column == 17)
        #expect(warning.message.contains("{Destination}"))
    }

    @Test func strictMakesAnUndeclaredPlaceholderAnError() throws {
        let report = try Self.verify {
            $0.strict = true
            $0.level = .syntax
        }
        let block = try result("placeholders.md", line: 3, in: report)
        #expect(block.status == .failed)
        #expect(block.diagnostics.first?.severity == .error)
    }

    @Test func aSwiftUIBlockTypechecksAgainstTheSubstitute() throws {
        let view = try result("views.md", line: 3)
        #expect(view.status == .passed)
        #expect(view.level == .typecheck)
    }

    @Test func aSwiftUIBlockWithoutASubstituteIsSkippedNeverPassed() throws {
        let source = try TestSupport.fixture("VerifyNoSubstitute")
        try TestSupport.withTemporaryFolder { folder in
            let copy = folder.appendingPathComponent("guides")
            try FileManager.default.copyItem(at: source, to: copy)
            let workspace = Workspace.open(paths: [copy.path], configFile: nil)
            let report = try Verifier(workspace: workspace, options: VerifyOptions()).verify()
            let view = try #require(report.blocks.first)
            #expect(view.status == .skipped)
            #expect(view.reason == "requires SwiftUI")
        }
    }

    @Test func expectErrorPassesOnlyWhenTheBlockFailsToCompile() throws {
        let rejected = try result("expect-error.md", line: 11)
        #expect(rejected.status == .passed)
        #expect(rejected.reason == "fails to compile, as expected")
        let expected = try #require(rejected.diagnostics.first)
        #expect(expected.severity == .note)
        #expect(expected.line == 13)
        #expect(expected.message.contains("setter is inaccessible") || expected.message.contains("private"))

        let compiles = try result("expect-error.md", line: 19)
        #expect(compiles.status == .failed)
        #expect(compiles.reason == "expected a compile error, but it compiled")
    }

    @Test func onlyTheSampleWhoseNameWasHardCodedFails() throws {
        let character = try result("leak.md", line: 11, sample: "character")
        let episode = try result("leak.md", line: 11, sample: "episode")
        #expect(character.status == .passed)
        #expect(episode.status == .failed)
        let error = try #require(episode.diagnostics.first { $0.severity == .error })
        #expect(error.line == 15)
        #expect(error.message.contains("CharacterSummary"))
    }

    @Test func aSecondRunComesFromTheCacheAndStartsNoProcess() throws {
        _ = Self.fullReport
        let launches = LaunchLog()
        let report = try Self.verify(runner: ProcessRunner(onLaunch: { executable, _ in launches.record(executable) }))
        #expect(launches.count == 0)
        #expect(report.summary.cachedUnits == report.summary.units)
        #expect(report.blocks.map(\.status) == Self.fullReport.blocks.map(\.status))
        #expect(report.blocks.map(\.level) == Self.fullReport.blocks.map(\.level))
    }

    /// What `playbook serve` shows before compiling: cached units' results, and `pending` for the rest, with no process
    /// started.
    @Test func aCacheOnlyRunReportsUncachedBlocksAsPendingAndStartsNoProcess() throws {
        let launches = LaunchLog()
        let runner = ProcessRunner(onLaunch: { executable, _ in launches.record(executable) })
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("playbook-empty-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let cold = try Self.verify(
            {
                $0.cacheOnly = true
                $0.packageDirectory = empty
            }, runner: runner)
        #expect(launches.count == 0)
        #expect(try result("entity.md", line: 24, in: cold).status == .pending)
        #expect(try result("type-error.md", line: 3, in: cold).status == .pending)
        #expect(
            cold.summary.passed + cold.summary.failed + cold.summary.skipped
                == cold.blocks.filter { $0.status != .pending }.count, "pending blocks count as nothing yet")

        _ = Self.fullReport
        let warm = try Self.verify({ $0.cacheOnly = true }, runner: runner)
        #expect(launches.count == 0)
        #expect(warm.blocks.map(\.status) == Self.fullReport.blocks.map(\.status))
    }

    @Test func threeShardsCoverEveryUnitAndBlockExactlyOnce() throws {
        let whole = try Self.verify { $0.level = .typecheck }
        let shards = try (1...3).map { index in
            try Self.verify {
                $0.level = .typecheck
                $0.shard = (index, 3)
            }
        }
        #expect(shards.map(\.summary.units).reduce(0, +) == whole.summary.units)
        #expect(shards.allSatisfy { $0.summary.units > 0 })
        let keys = shards.flatMap(\.blocks).map { "\($0.guide)#\($0.index)[\($0.sample)]" }
        #expect(keys.count == Set(keys).count)
        #expect(Set(keys) == Set(whole.blocks.map { "\($0.guide)#\($0.index)[\($0.sample)]" }))
        let merged = VerifyReportFormatter.merge(shards)
        #expect(merged.summary.failed == whole.summary.failed)
        #expect(merged.summary.passed == whole.summary.passed)
    }

    @Test func theCommandLineExitsOneOnFailuresAndPrintsTheSummaryLine() throws {
        _ = Self.fullReport
        let run = try TestSupport.runPlaybook(["verify", Self.workspaceFolder.path, "--format", "github"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("::error file=type-error.md,line=6,col=49::"))
        let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last == Self.fullReport.summary.line)
    }
}

/// Counts process launches from any thread.
final class LaunchLog: @unchecked Sendable {
    private var launches: [String] = []
    private let lock = NSLock()

    func record(_ executable: String) { lock.withLock { launches.append(executable) } }
    var count: Int { lock.withLock { launches.count } }
    var all: [String] { lock.withLock { launches } }
}
