import Foundation
import Testing

@testable import PlaybookCore

/// Guides of top-level statements (`Fixtures/Scripts`), run as programs with
/// the real toolchain: their `// Prints` comments are checked against what
/// they print, at the comment's guide line.
@Suite(.serialized)
struct ScriptIntegrationTests {
    static let report: VerificationReport = try! Verifier(
        workspace: Workspace.open(paths: [TestSupport.temporaryCopy(ofFixture: "Scripts").path], configFile: nil),
        options: VerifyOptions()
    ).verify()

    func result(_ guide: String, line: Int) throws -> VerificationReport.BlockResult {
        try #require(
            Self.report.blocks.first { $0.guide == guide && $0.line == line }, "no result for \(guide):\(line)")
    }

    @Test func statementsRunInGuideOrderAndTheirOutputMatches() throws {
        for line in [5, 12, 20, 33, 47] {
            let block = try result("basics.md", line: line)
            #expect(block.status == .passed, "basics.md:\(line) \(block.diagnostics)")
            #expect(block.level == .run)
            #expect(block.outputs.allSatisfy { $0.matched })
        }
        // A later block used `names` from the first, and `greet` from a declaration block.
        let count = try result("basics.md", line: 12)
        let sorted = try result("basics.md", line: 20)
        let greeting = try result("basics.md", line: 47)
        #expect(count.outputs == [.init(line: 15, expected: "4", actual: "4", matched: true)])
        #expect(sorted.outputs.first?.expected == "Jack\nBrian\nAnna\nAlex")
        #expect(greeting.outputs.first?.actual == "Hi, Jack.")
    }

    /// `XCTAssertEqual(user, other)` at the top level: a test's body, typechecked against the page's program and
    /// never run (the page shows it failing); a wrong assertion fails at its line.
    @Test func statementsInTestCodeAreTypecheckedAsATestsBody() throws {
        let shown = try result("assertions.md", line: 12)
        #expect(shown.status == .passed && shown.level == .typecheck, "\(shown.diagnostics)")
        #expect(shown.reason == "statements in test code: typechecked as a test's body, not run")
        let wrong = try result("assertions.md", line: 22)
        #expect(wrong.status == .failed)
        #expect(wrong.diagnostics.first?.line == 23, "\(wrong.diagnostics)")
        let topLevelOnly = try result("assertions.md", line: 29)
        #expect(topLevelOnly.status == .passed && topLevelOnly.level == .syntax)
        #expect(topLevelOnly.reason == "statements in test code")
        // `stepper.advance()` without `await` calls the synchronous overload, as the reader's test would.
        let synchronous = try result("assertions.md", line: 49)
        #expect(synchronous.status == .passed && synchronous.level == .typecheck, "\(synchronous.diagnostics)")
    }

    /// `guard let first = numbers.first else { return }` at the top level: a function's body shown without its
    /// function. It is run, its `return` ending the program where that function would end: past the guard, the
    /// output is checked; returning, the block stops at typecheck, said, its promise unchecked.
    @Test func aFunctionsBodyThatReturnsIsRunUntilItReturns() throws {
        let passing = try result("returns.md", line: 5)
        #expect(passing.status == .passed && passing.level == .run, "\(passing.diagnostics)")
        #expect(passing.outputs.first?.actual == "3")
        let returning = try result("returns-early.md", line: 3)
        #expect(returning.status == .passed && returning.level == .typecheck, "\(returning.diagnostics)")
        #expect(
            returning.reason
                == "typechecked; its run stops at `return` at line 5, where the function whose body the doc shows "
                + "ends: not run past it")
    }

    /// `internal import Foundation` in a block: Playbook's own plain imports of Foundation would make Swift find
    /// the module's access level ambiguous; they follow the block's, and the program runs.
    @Test func aBlocksAccessLevelImportIsNotMadeAmbiguous() throws {
        let block = try result("access-levels.md", line: 3)
        #expect(block.status == .passed && block.level == .run, "\(block.diagnostics)")
        #expect(block.outputs.first?.matched == true)
    }

    /// Source code written in a `"""` literal that is not raw (`print("Hello, \(name)!")` in `func greeting(name:)`)
    /// interpolates a `name` the program lacks: the doc's slip, not a fragment's gap.
    @Test func aNameInterpolatedIntoSourceTextFails() throws {
        let block = try result("source-text.md", line: 3)
        #expect(block.status == .failed, "\(block.status) \(block.reason ?? "")")
        #expect(block.diagnostics.first { $0.severity == .error }?.line == 6, "\(block.diagnostics)")
    }

    @Test func aWrongPromiseFailsAtTheCommentsLineWithExpectedAndActual() throws {
        let block = try result("wrong.md", line: 3)
        #expect(block.status == .failed)
        #expect(block.outputs == [.init(line: 5, expected: "15", actual: "16", matched: false)])
        let error = try #require(block.diagnostics.first { $0.severity == .error })
        #expect(error.line == 5)
        #expect(error.message == "expected output \"15\", but it printed \"16\"")
    }

    /// `Prints "Ding" three times` under a loop printing five: the line before the three is a fourth.
    @Test func aLineSaidToRepeatFailsWhenPrintedMoreOften() throws {
        let block = try result("miscounted.md", line: 3)
        #expect(block.status == .failed)
        #expect(block.diagnostics.first?.line == 7, "\(block.diagnostics)")
    }

    @Test func aRedeclaredVariableStartsANewProgram() throws {
        let first = try result("redeclared.md", line: 3)
        let second = try result("redeclared.md", line: 10)
        #expect(first.status == .passed && second.status == .passed)
        #expect(first.unit != second.unit)
        #expect(second.outputs.first?.actual == "TEN")
    }

    /// A run that stops at a value the doc leaves to the reader, or at a `return` ending a block, went through the
    /// blocks before the stop whole: they pass at run, their output checked; the block the run stopped in and those
    /// after it stay at typecheck, said, their output unchecked.
    @Test func theBlocksARunWentThroughBeforeItStoppedPassAtRun() throws {
        let counted = try result("stops-later.md", line: 5)
        #expect(counted.status == .passed && counted.level == .run, "\(counted.reason ?? "") \(counted.diagnostics)")
        #expect(counted.outputs == [.init(line: 8, expected: "12", actual: "12", matched: true)])
        for line in [13, 21] {
            let stopped = try result("stops-later.md", line: line)
            #expect(stopped.status == .passed && stopped.level == .typecheck, "\(line): \(stopped.diagnostics)")
            #expect(
                stopped.reason
                    == "typechecked; its run stops at \(CodeNormalizer.givenValueTrap) (a value the doc elides or "
                    + "declares without one): not run past it", "\(line)")
            #expect(stopped.outputs.isEmpty, "\(line)")
        }
        let letters = try result("returns-at-end.md", line: 5)
        #expect(letters.status == .passed && letters.level == .run, "\(letters.reason ?? "") \(letters.diagnostics)")
        #expect(letters.outputs.first?.actual == "2")
        let leaving = try result("returns-at-end.md", line: 13)
        #expect(leaving.status == .passed && leaving.level == .typecheck)
        #expect(
            leaving.reason
                == "typechecked; its run stops at `return` at line 15, where the function whose body the doc shows "
                + "ends: not run past it")
        // The end mark after its trap is generated code, which the compiler's "will never be executed" is not told.
        #expect(leaving.diagnostics.isEmpty, "\(leaving.diagnostics)")
    }

    /// A top-level `guard let` binds its name for the rest of the program, hiding a later `let` of that name:
    /// the later block starts a program of its own.
    @Test func aNameAGuardBindsAndALaterBlockDeclaresAgainStartsANewProgram() throws {
        let unwrapped = try result("unwrapped.md", line: 3)
        let named = try result("unwrapped.md", line: 12)
        #expect(unwrapped.status == .passed && unwrapped.level == .run, "\(unwrapped.diagnostics)")
        #expect(named.status == .passed && named.level == .run, "\(named.diagnostics)")
        #expect(unwrapped.unit != named.unit)
        #expect(named.outputs.first?.actual == "HTTP")
    }

    /// A program that connects and never finishes waits for a peer no run here has, and one running a service in
    /// a task group runs it until it is cancelled: said at typecheck, their output unchecked, and not run twice.
    @Test func aProgramWaitingForThePeerItConnectsToIsSaidNotFailed() throws {
        let report = try Verifier(
            workspace: Workspace.open(paths: [TestSupport.temporaryCopy(ofFixture: "Peer").path], configFile: nil),
            options: VerifyOptions()
        ).verify()
        let client = try #require(report.blocks.first { $0.guide == "connects.md" && $0.line == 14 })
        #expect(client.status == .passed && client.level == .typecheck, "\(client.diagnostics)")
        #expect(
            client.reason?.contains("a peer: it did not finish within 2 s after `line.connect(…)`") == true,
            "\(client.reason ?? "")")
        // A service run in a task group (`group.addTask { try await ticker.run() }`) lasts until it is cancelled.
        let service = try #require(report.blocks.first { $0.guide == "serves.md" && $0.line == 14 })
        #expect(service.status == .passed && service.level == .typecheck, "\(service.diagnostics)")
        #expect(
            service.reason?.contains("its run stops at `ticker.run()`, run in a task group until it is cancelled")
                == true, "\(service.reason ?? "")")
    }

    @Test func aCrashFailsAtTheLineThatCrashedAndKeepsWhatWasPrintedBefore() throws {
        let before = try result("crash.md", line: 3)
        #expect(before.outputs == [.init(line: 5, expected: "before", actual: "before", matched: true)])
        #expect(before.status == .passed)
        let crashing = try result("crash.md", line: 8)
        #expect(crashing.status == .failed)
        let crash = try #require(crashing.diagnostics.first { $0.message.contains("crashed") })
        #expect(crash.line == 9)
        #expect(
            crash.message
                == "the program crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(crashing.outputs == [.init(line: 10, expected: "1", actual: nil, matched: false)])
    }

    /// A program that stops (a crash the page does not announce, a check its code makes) is run again without the
    /// statement it stopped at and those after it in its block: the blocks after it run and their outputs are
    /// checked, said; the block that stopped keeps its own verdict.
    @Test func theBlocksAfterAStopRunInAProgramWithoutTheStatementItStoppedAt() throws {
        let before = try result("runs-past.md", line: 5)
        #expect(before.status == .passed && before.level == .run, "\(before.diagnostics)")
        let crashing = try result("runs-past.md", line: 13)
        #expect(crashing.status == .failed)
        #expect(crashing.diagnostics.map(\.line) == [14], "\(crashing.diagnostics)")
        #expect(crashing.diagnostics.first?.message == "the program crashed: Fatal error: Index out of range")
        let appended = try result("runs-past.md", line: 20)
        #expect(appended.status == .passed && appended.level == .run, "\(appended.diagnostics)")
        #expect(appended.reason == "run with the statement at line 14 left out, as the program stops there")
        #expect(
            appended.outputs == [
                .init(line: 23, expected: "[10, 20, 30, 40]", actual: "[10, 20, 30, 40]", matched: true)
            ])
        let checked = try result("runs-past.md", line: 28)
        #expect(checked.status == .passed && checked.level == .typecheck, "\(checked.diagnostics)")
        #expect(
            checked.reason
                == "typechecked; its run stops at `precondition` at line 30, as the code asks: not run past it")
        let total = try result("runs-past.md", line: 36)
        #expect(total.status == .passed && total.level == .run, "\(total.diagnostics)")
        #expect(total.reason == "run with the statement at line 30 left out, as the program stops there")
        #expect(total.outputs == [.init(line: 38, expected: "100", actual: "100", matched: true)])
        // A check inside a function stops the statement calling it, the first of its block to name the function.
        let awarded = try result("runs-past.md", line: 43)
        #expect(awarded.status == .passed && awarded.level == .typecheck, "\(awarded.diagnostics)")
        let count = try result("runs-past.md", line: 52)
        #expect(count.status == .passed && count.level == .run, "\(count.diagnostics)")
        #expect(count.reason == "run with the statement at line 48 left out, as the program stops there")
        #expect(count.outputs.map(\.matched) == [true])
        // Two statements call the function that stopped: which one did is not known, so the run goes no further.
        let twice = try result("runs-past.md", line: 69)
        #expect(twice.status == .passed && twice.level == .typecheck, "\(twice.diagnostics)")
        #expect(twice.reason?.contains("its run stops at `precondition` at line 61") == true, "\(twice.reason ?? "")")
    }

    @Test func topLevelAwaitRuns() throws {
        let block = try result("asynchronous.md", line: 3)
        #expect(block.level == .run)
        #expect(block.outputs.first?.matched == true)
    }

    /// A set printed in whatever order this run gave it is what the doc promised; an array in another order is not.
    /// Its own fixture: the order printed changes from run to run, so no two runs' reports compare equal.
    @Test func aHashedCollectionsElementsMatchInAnyOrder() throws {
        var options = VerifyOptions()
        // This run's own order, not one a cached run printed.
        options.useCache = false
        let report = try Verifier(
            workspace: Workspace.open(
                paths: [TestSupport.temporaryCopy(ofFixture: "HashedOrder").path], configFile: nil),
            options: options
        ).verify()
        let result = { (line: Int) in
            try #require(report.blocks.first { $0.guide == "hashed.md" && $0.line == line }, "no result for \(line)")
        }
        let set = try result(5)
        #expect(set.status == .passed && set.level == .run, "\(set.diagnostics)")
        let output = try #require(set.outputs.first)
        #expect(output.matched)
        if output.actual != output.expected {
            #expect(set.diagnostics.contains { $0.severity == .note && $0.message.contains("in another order") })
        }
        let array = try result(12)
        #expect(array.status == .failed)
        #expect(array.outputs == [.init(line: 14, expected: "[1, 2, 3]", actual: "[3, 2, 1]", matched: false)])
    }

    /// Statements indented as a function's body, marked with the compiler's own drawing of an ownership error on
    /// their declaration, meet the mark as locals (a global would fail otherwise), and the rest, which uses the
    /// declaration, is not run without it.
    @Test func aMarkedDeclarationInStatementsIndentedAsABodyIsMet() throws {
        let folder = TestSupport.temporaryCopy(ofFixture: "MarkedBody")
        var options = VerifyOptions()
        options.packageDirectory = folder.appendingPathComponent(".build/playbook").path
        let report = try Verifier(
            workspace: Workspace.open(paths: [folder.path], configFile: nil), options: options
        ).verify()
        let block = try #require(report.blocks.first { $0.guide == "unique.md" && $0.line == 16 })
        #expect(block.status == .passed && block.level == .typecheck, "\(block.diagnostics)")
        #expect(
            block.diagnostics.contains { $0.line == 17 && $0.message == "expected error: 'items' used after consume" })
    }

    /// A program writing a file starts each run without the one its last run wrote.
    @Test func aProgramsFilesDoNotOutliveItsRun() throws {
        var options = VerifyOptions()
        options.useCache = false
        let folder = TestSupport.temporaryCopy(ofFixture: "ProgramFiles")
        options.packageDirectory = folder.appendingPathComponent(".build/playbook").path
        for run in 1...2 {
            let report = try Verifier(
                workspace: Workspace.open(paths: [folder.path], configFile: nil), options: options
            ).verify()
            let block = try #require(report.blocks.first { $0.guide == "notes.md" })
            #expect(block.status == .passed && block.level == .run, "run \(run): \(block.diagnostics)")
        }
    }

    /// `\Point.x  // KeyPath<Point, Int>` shows a type: the block runs, and so does the program after it.
    @Test func aKeyPathShownForItsTypeRuns() throws {
        for line in [5, 17] {
            let block = try result("keypaths.md", line: line)
            #expect(block.status == .passed && block.level == .run, "keypaths.md:\(line) \(block.diagnostics)")
        }
        #expect(try result("keypaths.md", line: 17).outputs.first?.matched == true)
    }

    @Test func theSummaryCountsRunsAndOutputs() {
        let summary = Self.report.summary
        // basics.md 33 checks `// total is now 4` as well as its `// prints 4`.
        #expect(summary.outputs.checked == 24)
        #expect(summary.outputs.matched == 21)
        #expect(summary.passedLevels.run == 22)
        #expect(summary.line.hasSuffix("; outputs 21 of 24 matched"))
    }
}
