import Foundation
import Testing

@testable import PlaybookCore

/// Verdicts on guides whose code crashes, hangs, fails to compile or depends
/// on what does (`Fixtures/Verdicts`), through the real compiler and test
/// runner: no such block may pass, each failure is at its guide line, and
/// messages name the guides' own module.
@Suite(.serialized)
struct VerdictIntegrationTests {
    static let workspaceFolder = TestSupport.temporaryCopy(ofFixture: "Verdicts")

    static func verify(
        _ configure: (inout VerifyOptions) -> Void = { _ in }, runner: ProcessRunner = ProcessRunner()
    ) throws -> VerificationReport {
        let workspace = Workspace.open(paths: [workspaceFolder.path], configFile: nil)
        var options = VerifyOptions()
        configure(&options)
        return try Verifier(workspace: workspace, options: options, runner: runner).verify()
    }

    static let report: VerificationReport = try! verify()

    func result(_ guide: String, line: Int) throws -> VerificationReport.BlockResult {
        try #require(
            Self.report.blocks.first { $0.guide == guide && $0.line == line }, "no result for \(guide):\(line)")
    }

    @Test func aCrashingTestFailsByNameAtItsLineAndDoesNotHideTheOthers() throws {
        let crashing = try result("crash.md", line: 11)
        #expect(crashing.status == .failed)
        #expect(crashing.tests == [.init(name: "crashes()", passed: false)])
        let crash = try #require(crashing.diagnostics.first { $0.severity == .error })
        #expect(
            crash.message.contains("crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
        #expect(crash.line == 15)
        // The column comes from the crash's backtrace, which a busy machine may cut short; the line never fails.
        #expect(crash.column == nil || crash.column == 52)
        // The real failure beside it is reported, and the passing test still passes.
        let others = try result("crash.md", line: 20)
        #expect(others.status == .failed)
        #expect(
            Set(others.tests) == [
                .init(name: "comparesWrongly()", passed: false), .init(name: "comparesRightly()", passed: true),
            ])
        #expect(others.diagnostics.contains { $0.line == 24 && $0.message.contains("Expectation failed") })
        // The code under test compiled; its tests did not all pass.
        let entity = try result("crash.md", line: 5)
        #expect(entity.status == .passed)
        #expect(entity.level == .typecheck)
    }

    @Test func aCrashWithoutABacktraceIsPlacedAtTheLineItsTrapNames() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(IncrementalVerifyTests.halvingGuide, to: folder, "docs/arithmetic/halving.md")
            // No frames to read: the trap's own message places it, though it names
            // the file alone (`Target/halving.md:5: Precondition failed`).
            let run = try TestSupport.runPlaybook(
                ["verify", "docs"], in: folder, environment: ["SWIFT_BACKTRACE": "enable=no"])
            #expect(run.status == 1)
            #expect(
                run.stdout.contains(
                    "arithmetic/halving.md:5: error: crashed: Precondition failed: only even numbers halve"),
                "\(run.stdout)")
        }
    }

    @Test func aTestThatNeverEndsIsStoppedAtTheTimeLimitAndTheRunFinishes() throws {
        let hanging = try result("hang.md", line: 7)
        #expect(hanging.status == .failed)
        #expect(hanging.tests.contains(.init(name: "waitsForever()", passed: false)))
        #expect(hanging.tests.contains(.init(name: "ticks()", passed: true)))
        let limit = try #require(hanging.diagnostics.first { $0.severity == .error })
        #expect(limit.message == "waitsForever(): did not finish within 4 s (testTimeout); stopped")
        #expect(limit.line == 10)
        // A time limit may not hold next time: the unit is not cached.
        let cached = try Self.verify { $0.cacheOnly = true }
        #expect(cached.blocks.first { $0.guide == "hang.md" && $0.line == 7 }?.status == .pending)
        #expect(cached.blocks.first { $0.guide == "crash.md" && $0.line == 11 }?.status == .failed)
    }

    @Test func dependantsOfAFailingLenderAreBlockedNotPassed() throws {
        let lender = try result("shelf.md", line: 3)
        #expect(lender.status == .failed)
        let dependant = try result("lender.md", line: 5)
        #expect(dependant.status == .blocked)
        #expect(dependant.level == nil)
        #expect(dependant.blockedBy == [.init(guide: "shelf.md", line: 3)])
        #expect(Self.report.summary.blocked == 1)
        let json = VerifyReportFormatter.json(Self.report)
        #expect(json.contains("\"blocked\" : 1"))
        #expect(json.contains("\"status\" : \"blocked\""))
        #expect(
            VerifyReportFormatter.junit(Self.report).contains(
                "<skipped message=\"depends on shelf.md:3, which fails to compile\"/>"))
    }

    @Test func anExpectedErrorIsJudgedWithoutTheBrokenBlocksBeforeIt() throws {
        let broken = try result("contract.md", line: 15)
        #expect(broken.status == .failed)
        #expect(broken.diagnostics.contains { $0.line == 20 && $0.message.contains("has no member 'reload'") })
        let expected = try result("contract.md", line: 27)
        #expect(expected.status == .passed)
        #expect(expected.reason == "fails to compile, as expected")
        #expect(expected.diagnostics.contains { $0.severity == .note && $0.message.contains("setter is inaccessible") })
        let compiles = try result("contract.md", line: 35)
        #expect(compiles.status == .failed)
        #expect(compiles.reason == "expected a compile error, but it compiled")
    }

    @Test func messagesNameTheGuidesModuleNeverAGeneratedTarget() throws {
        let test = try result("names.md", line: 15)
        let message = try #require(test.diagnostics.first { $0.severity == .error }?.message)
        #expect(message.contains("Demo.Movie(title: \"A\")"))
        for block in Self.report.blocks {
            for diagnostic in block.diagnostics {
                #expect(
                    diagnostic.message.range(
                        of: #"\bU[A-Z][A-Za-z0-9]*[0-9](Isolated|Tests)*\b"#, options: .regularExpression) == nil,
                    "\(block.guide):\(block.line): \(diagnostic.message)")
            }
        }
    }

    @Test func aFailingXCTestCaseFailsItsBlockAtTheAssertion() throws {
        let tests = try result("counter.md", line: 15)
        #expect(tests.status == .failed)
        #expect(
            Set(tests.tests) == [
                .init(name: "WidgetCounterTests.testStartsAtZero", passed: true),
                .init(name: "WidgetCounterTests.testCountsTwice", passed: false),
            ])
        let failure = try #require(tests.diagnostics.first { $0.severity == .error })
        #expect(failure.line == 27)
        #expect(failure.message.hasPrefix("XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"))
        #expect(try result("counter.md", line: 5).level == .typecheck)
    }

    @Test func aTestThePageShowsFailingFailsAsShownWithItsIssueKept() throws {
        for (line, issueLine) in [(5, 10), (17, 21)] {
            let shown = try result("shown-failing.md", line: line)
            #expect(shown.status == .passed, "\(line): \(shown.diagnostics)")
            #expect(shown.level == .test)
            #expect(shown.reason == "its test fails, as the page shows")
            #expect(shown.tests.allSatisfy { !$0.passed } && !shown.tests.isEmpty)
            #expect(
                shown.diagnostics.contains {
                    $0.severity == .note && $0.line == issueLine && $0.message.contains("Expectation failed")
                }, "\(line): \(shown.diagnostics)")
        }
    }

    @Test func noBlockThatCrashedHungOrDependsOnAFailureCountsAsPassed() throws {
        let summary = Self.report.summary
        #expect(summary.failed == 9)
        #expect(summary.blocked == 1)
        // The two passes at the test level are tests the page shows failing (`shown-failing.md`).
        #expect(summary.passed == 8)
        #expect(summary.passedLevels.test == 2)
        #expect(Self.report.hasFailures)
    }
}

/// XCTest on Linux names a case without its module: two guides whose test
/// classes share a name must each get their own results.
struct XCTestCreditTests {
    static func guide(_ type: String, expecting value: Int) -> String {
        """
        # \(type)

        ```swift
        struct \(type) { var value = 1 }
        ```

        ```swift
        import XCTest
        @testable import App

        final class ValueTests: XCTestCase {
            func testValue() {
                XCTAssertEqual(\(type)().value, \(value))
            }
        }
        ```
        """
    }

    @Test func casesOfClassesWithTheSameNameCountForTheirOwnGuide() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(#"module: "App""# + "\n", to: folder, "playbook.yml")
            try TestSupport.write(Self.guide("Apple", expecting: 1), to: folder, "apple.md")
            try TestSupport.write(Self.guide("Pear", expecting: 2), to: folder, "pear.md")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            var options = VerifyOptions()
            options.packageDirectory = folder.appendingPathComponent("package").path
            let report = try Verifier(workspace: workspace, options: options).verify()
            let apple = try #require(report.blocks.first { $0.guide == "apple.md" && $0.line == 7 })
            #expect(apple.status == .passed)
            #expect(apple.level == .test)
            #expect(apple.tests == [.init(name: "ValueTests.testValue", passed: true)])
            let pear = try #require(report.blocks.first { $0.guide == "pear.md" && $0.line == 7 })
            #expect(pear.status == .failed)
            #expect(pear.tests == [.init(name: "ValueTests.testValue", passed: false)])
            #expect(pear.diagnostics.first { $0.severity == .error }?.line == 13)
            #expect(try #require(report.blocks.first { $0.guide == "pear.md" && $0.line == 3 }).level == .typecheck)
        }
    }
}

/// A package folder copied or restored elsewhere (a moved checkout, a CI
/// cache) must be rebuilt, never turn a failure green.
@Suite(.serialized)
struct MovedPackageTests {
    @Test func aMovedVerifiedProjectStillFailsItsBrokenBlock() throws {
        try TestSupport.withTemporaryFolder { folder in
            let first = folder.appendingPathComponent("first")
            try FileManager.default.copyItem(at: try TestSupport.fixture("Moved"), to: first)
            let clean = try TestSupport.runPlaybook(["verify", first.path])
            #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
            #expect(
                clean.stdout.hasSuffix("2 passed (2 test, 0 typecheck, 0 syntax), 0 failed, 0 blocked, 0 skipped\n"))
            #expect(FileManager.default.fileExists(atPath: first.appendingPathComponent(".build/playbook/.build").path))

            let second = folder.appendingPathComponent("second")
            try FileManager.default.copyItem(at: first, to: second)
            let guide = second.appendingPathComponent("catalog.md")
            let text = try String(contentsOf: guide, encoding: .utf8)
            try text.replacingOccurrences(of: "shelf.put(title)", with: "shelf.putOnTheMoon(title)").write(
                to: guide, atomically: true, encoding: .utf8)

            let verify = try TestSupport.runPlaybook(["verify", second.path])
            #expect(verify.status == 1)
            #expect(
                verify.stdout.contains("catalog.md:10:15: error: value of type 'Shelf' has no member 'putOnTheMoon'"))
            #expect(verify.stdout.contains("0 passed (0 test, 0 typecheck, 0 syntax), 1 failed, 1 blocked, 0 skipped"))
            #expect(!verify.stderr.contains("was compiled with module cache path"))

            let build = try TestSupport.runPlaybook([
                "build", second.path, "--strict", "--out", folder.appendingPathComponent("site").path,
            ])
            #expect(build.status == 1, "\(build.stdout)\(build.stderr)")
        }
    }

    @Test func outputToAFilePrintsTheOneSummaryLine() throws {
        try TestSupport.withTemporaryFolder { folder in
            for format in ["json", "text", "junit", "github"] {
                let report = folder.appendingPathComponent("report.\(format)").path
                let run = try TestSupport.runPlaybook([
                    "verify", try TestSupport.fixture("Moved").path, "--level", "syntax", "--format", format,
                    "--output", report,
                    "--package-dir", folder.appendingPathComponent("package").path,
                ])
                #expect(run.status == 0)
                #expect(
                    run.stdout == "2 passed (0 test, 0 typecheck, 2 syntax), 0 failed, 0 blocked, 0 skipped\n",
                    "\(format)")
                #expect(FileManager.default.fileExists(atPath: report))
            }
        }
    }
}

/// `typecheck` means the block compiles: errors found only in SIL's
/// mandatory passes (data races, uninitialised constants) fail it too.
struct CompileLevelTests {
    @Test func errorsFoundAfterTypeCheckingFailAtTheirGuideLine() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                """
                # Stores

                ```swift
                final class Store {
                    var items: [Int] = []
                }

                @MainActor
                final class Model {
                    let store = Store()

                    func load() async {
                        await save(store)
                    }
                }

                func save(_ store: Store) async {}
                ```

                ```swift
                func label(for count: Int) -> String {
                    let text: String
                    if count > 0 { text = "some" }
                    return text
                }
                ```

                """, to: folder, "guides/stores.md")
            // A config naming Swift 6 holds its guides to its data-race checks.
            try TestSupport.write("swiftLanguageMode: 6\n", to: folder, "guides/playbook.yml")
            let run = try TestSupport.runPlaybook([
                "verify", folder.appendingPathComponent("guides").path, "--level", "typecheck",
            ])
            #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
            #expect(
                run.stdout.contains("stores.md:13:15: error: sending 'self.store' risks causing data races"),
                "\(run.stdout)")
            #expect(
                run.stdout.contains("stores.md:24:12: error: constant 'text' used before being initialized"),
                "\(run.stdout)")
            #expect(run.stdout.contains("0 passed (0 test, 0 typecheck, 0 syntax), 2 failed"))
        }
    }
}
