import Foundation
import Testing

@testable import PlaybookCore

/// The status rules that keep a verdict honest, on synthetic outcomes (no compiler):
/// a tool failure or a missing result is never a pass, blocked dependants are
/// counted apart, and the outputs say how far each pass went.
struct VerdictRulesTests {
    func prepare(_ codes: [String], guide: String = "guide.md") -> [PreparedBlock] {
        UnitPlannerTests().prepare(guide, codes.map { ($0, nil) })
    }

    func unit(_ id: String, _ blocks: [PreparedBlock]) -> VerificationUnit {
        VerificationUnit(
            id: id, targetName: "UDefaultGuide1", sample: "default", moduleName: "App", guide: "guide.md",
            members: blocks.map { .init(block: $0.id, borrowedFor: nil) }
        )
    }

    func assemble(
        _ blocks: [PreparedBlock], units: [VerificationUnit], outcomes: [UnitOutcome]
    ) -> [VerificationReport.BlockResult] {
        let assembler = ResultAssembler(
            blocks: Dictionary(uniqueKeysWithValues: blocks.map { ($0.id, $0) }), units: units,
            outcomes: Dictionary(uniqueKeysWithValues: outcomes.map { ($0.unitID, $0) }), level: .test, require: nil
        )
        return blocks.map(assembler.result)
    }

    /// The results of one block compiled in its own unit and in the unit that keeps its error marks.
    func assembleMarked(
        _ code: String, markErrors: [(line: Int, message: String)], mainErrors: [(line: Int, message: String)] = []
    ) -> VerificationReport.BlockResult {
        let blocks = prepare([code])
        var marks = unit("marks", blocks)
        marks.expectedError = blocks[0].id
        let errors = markErrors.map {
            UnitOutcome.BlockDiagnostic(
                block: blocks[0].id, location: .init(.error($0.message, file: "guide.md", line: $0.line, column: 3)))
        }
        let main = mainErrors.map {
            UnitOutcome.BlockDiagnostic(
                block: blocks[0].id, location: .init(.error($0.message, file: "guide.md", line: $0.line, column: 3)))
        }
        let outcomes = [
            UnitOutcome(
                unitID: "u", diagnostics: main, typechecked: main.isEmpty, testsRan: false, tests: [], seconds: 1),
            UnitOutcome(
                unitID: "marks", diagnostics: errors, typechecked: false, testsRan: false, tests: [], seconds: 1),
        ]
        return assemble(blocks, units: [unit("u", blocks), marks], outcomes: outcomes)[0]
    }

    /// The paragraph after a block says the code above fails only when it points back and ends its sentence there;
    /// a paragraph introducing the next block ("… won't compile:") speaks of that one.
    @Test func textAfterABlockSayingTheCodeAboveFails() {
        #expect(
            BlockPreparer.saysTheCodeAboveFails("This function doesn't compile as written above. The problem lies."))
        #expect(BlockPreparer.saysTheCodeAboveFails("The code above won’t compile."))
        #expect(!BlockPreparer.saysTheCodeAboveFails("The code below won't compile:"))
        #expect(!BlockPreparer.saysTheCodeAboveFails("This function compiles as written above."))
        #expect(!BlockPreparer.saysTheCodeAboveFails("This won't compile."), "no word says which code")
        #expect(BlockPreparer.pointsBack("As written above, it is invalid."))
        #expect(!BlockPreparer.pointsBack("As above, this won't compile:"), "it introduces the code below")
        #expect(!BlockPreparer.saysTheCodeAboveFails("Unlike the version above, the following function won't compile."))
        #expect(!BlockPreparer.saysTheCodeAboveFails("Without the annotation above, this code doesn't compile."))
        #expect(BlockPreparer.saysTheCodeAboveFails("That function doesn't compile. To change it, write:"))
        #expect(BlockPreparer.saysTheCodeAboveFails("That code doesn’t compile under Swift 6, because it races."))
        #expect(!BlockPreparer.saysTheCodeAboveFails("That's why the following code won't compile."))
        #expect(!BlockPreparer.saysTheCodeAboveFails("That way, a switch that forgets a case won't compile."))
        #expect(!BlockPreparer.saysTheCodeAboveFails("That is, the call is invalid."))
        #expect(BlockPreparer.saysTheCodeAboveFails("That doesn't compile. A `let` can't change."))
        // Which listing, then the noun; a colon the paragraph goes on after explains, one ending it introduces.
        #expect(
            BlockPreparer.saysTheCodeAboveFails(
                "That last listing doesn't compile as written: the third line calls `reading(from:)`, which doesn't "
                    + "exist. Here's the corrected version:"))
        #expect(!BlockPreparer.saysTheCodeAboveFails("That last listing doesn't compile as written:"))
        #expect(
            !BlockPreparer.saysTheCodeAboveFails(
                "That call is fine, but a negative count doesn't compile: the parameter is a `UInt`, which holds no "
                    + "sign:"), "it ends pointing to the block below")
        #expect(
            BlockPreparer.saysTheCodeAboveFails("The compiler rejects that code, because the task races."),
            "the compiler rejecting the code at hand")
        #expect(
            !BlockPreparer.saysTheCodeFails("A type of your own, beside a declaration the compiler rejects for it:"),
            "a thing the compiler rejects, not the code")
        #expect(
            !BlockPreparer.saysTheCodeFails(
                "If you pass a `String` where an `Int` is expected, the compiler rejects that code. Here's a correct "
                    + "call:"), "the block is the correct one")
        #expect(
            !BlockPreparer.saysTheCodeAboveFails(
                "That function isn't valid for large inputs: `factorial(21)` overflows. Use this version instead:"),
            "after a colon, only words of compiling")
    }

    /// A lead-in saying the code traps, not how to keep it from trapping, leaves the block's statements out of the run.
    @Test func textBeforeABlockSayingItTraps() {
        #expect(BlockPreparer.saysTheCodeTraps("A seat outside the chart stops the program at the precondition:"))
        #expect(BlockPreparer.saysTheCodeTraps("Reading past the end crashes:"))
        #expect(!BlockPreparer.saysTheCodeTraps("To avoid a crash, check the index first:"))
        #expect(
            !BlockPreparer.saysTheCodeTraps("The program crashes when the index is wrong."), "it introduces nothing")
        #expect(
            BlockPreparer.saysTheCodeTraps("The next listing compiles, but it crashes at runtime, because 260 > 255."))
        #expect(!BlockPreparer.saysTheCodeTraps("Force-unwrapping nil crashes. Use `if let` to unwrap it:"))
        #expect(!BlockPreparer.saysTheCodeTraps("Integer overflow traps at run time. The overflow operators wrap:"))
        #expect(!BlockPreparer.saysTheCodeTraps("To report crashes to your server, start the reporter:"))
        #expect(!BlockPreparer.saysTheCodeTraps("This example crashes when the input is empty, so it checks first:"))
        #expect(
            !BlockPreparer.saysTheCodeTraps("If an error actually is thrown, you'll get a runtime error:"),
            "what may happen, not what this code does")
        #expect(BlockPreparer.saysTheCodeTraps("If you run this code, it crashes:"))
        #expect(BlockPreparer.saysTheCodeTraps("When you read past the end of the array, the program crashes:"))
    }

    /// A body that must return a value and holds only a comment is a form, not code to compile.
    @Test func aBodyLeftToACommentIsAForm() {
        let getter = "subscript(index: Int) -> Int {\n    get {\n        // return a value\n    }\n}\n"
        #expect(ScriptAnalyzer.bodyLeftToAComment(getter) == "return a value")
        #expect(ScriptAnalyzer.bodyLeftToAComment("func area() -> Double { /* compute */ }") == "compute")
        #expect(ScriptAnalyzer.bodyLeftToAComment("func reset() {\n    // nothing to do\n}") == nil, "returns nothing")
        #expect(ScriptAnalyzer.bodyLeftToAComment("func one() -> Int {\n    // one\n    1\n}") == nil)
    }

    /// A lead-in that mentions what came above still marks the block below when its failure is about that block.
    @Test func aLeadInMentioningWhatCameAboveStillMarksTheBlockBelow() {
        let lead = "As mentioned above, a constant can't be changed once it is set. The following code won't compile:"
        #expect(BlockPreparer.saysTheCodeFails(lead) && !BlockPreparer.saysTheCodeAboveFails(lead))
        let spanned = "As shown above, calling `model.update()` from a detached task won't compile:"
        #expect(BlockPreparer.saysTheCodeFails(spanned) && !BlockPreparer.saysTheCodeAboveFails(spanned))
    }

    /// Two literals shown one under another, each for its own value, fail only for want of a context: at syntax,
    /// said; the same error beside a statement of the program is the doc's.
    @Test func expressionsShownOneUnderAnotherWantAContext() {
        let verdict = { (code: String) in
            let blocks = self.prepare([code])
            let error = UnitOutcome.BlockDiagnostic(
                block: blocks[0].id,
                location: .init(
                    .error(
                        "cannot infer contextual base in reference to member 'nocase'", file: "guide.md", line: 2,
                        column: 3)))
            let outcome = UnitOutcome(
                unitID: "u", diagnostics: [error], typechecked: false, testsRan: false, tests: [], seconds: 1)
            return self.assemble(blocks, units: [self.unit("u", blocks)], outcomes: [outcome])[0]
        }
        let shown = verdict("\"ORDER BY email \\(.nocase)\"\n\"ORDER BY name \\(.nocase)\"\n")
        #expect(shown.status == .passed && shown.level == .syntax, "\(shown.diagnostics)")
        #expect(shown.reason?.hasPrefix("an expression without context") == true, "\(shown.reason ?? "")")
        let used = verdict("let order = \"email\"\nprint(\"ORDER BY \\(order) \\(.nocase)\")\n")
        #expect(used.status == .failed, "\(used.reason ?? "")")
    }

    /// The compiler's mark on a declaration (`'items' used after consume`, drawn under `var items`) leaves the
    /// rest of the block without `items`: met where the marks are kept, the block passes at typecheck, not run.
    /// An error elsewhere in the block, or a mark that compiles, still fails it.
    @Test func aMetMarkOnADeclarationLeavesItsUsesUnrun() {
        let code = """
                var items = Unique()
            //      `- error: 'items' used after consume
                let old = items
                print(old, items)

            """
        let uses: [(line: Int, message: String)] = [
            (4, "cannot find 'items' in scope"), (5, "cannot find 'items' in scope"),
        ]
        let met = assembleMarked(code, markErrors: [(2, "'items' used after consume")], mainErrors: uses)
        #expect(met.status == .passed)
        #expect(met.level == .typecheck)
        #expect(met.reason?.hasPrefix("typechecked with its marked declaration of `items`") == true, "\(met)")
        #expect(!met.diagnostics.contains { $0.message.hasPrefix("expected error: cannot find") })
        let alsoElsewhere = assembleMarked(
            code, markErrors: [(2, "'items' used after consume"), (5, "cannot convert value")], mainErrors: uses)
        #expect(alsoElsewhere.level != .typecheck, "an error outside the mark leaves the rest judged as it is")
        let compiles = assembleMarked(code, markErrors: [], mainErrors: uses)
        #expect(compiles.status == .failed, "a mark that compiles fails")
    }

    /// The compiler reports an error in a builder at its first line, though the doc marks the line that causes it.
    @Test func aMarkIsMetByAnErrorAnywhereInItsStatement() {
        let code =
            "let parser = Parse {\n  Bool.parser()\n  Bool.parser() // 🛑 Ambiguous use of 'parser(of:)'\n}\nlet other "
            + "= 1\n"
        let met = assembleMarked(code, markErrors: [(3, "ambiguous use of 'buildExpression'")])
        #expect(met.status == .passed)
        #expect(
            met.diagnostics.contains { $0.severity == .note && $0.line == 3 && $0.message.hasPrefix("expected error") })
        let elsewhere = assembleMarked(
            "let a = 1 // Error: a is a constant\nlet b: Int = \"x\"\n", markErrors: [(3, "cannot convert")])
        #expect(elsewhere.status == .failed, "an error in another statement does not meet the mark")
        #expect(elsewhere.diagnostics.first?.message == "marked as an error, but it compiles")
    }

    /// A builder stays ambiguous without its marked line: its statement's errors are the marked ones.
    @Test func theMarkedStatementMayFailWithoutItsMarkedLine() {
        let code =
            "let parser = Parse {\n  Bool.parser()\n  Bool.parser() // 🛑 Ambiguous use of 'parser(of:)'\n}\nlet other "
            + "= 1\n"
        let error = (line: 3, message: "ambiguous use of 'buildExpression'")
        let result = assembleMarked(code, markErrors: [error], mainErrors: [error])
        #expect(result.status == .passed, "\(result.diagnostics)")
        let outside = assembleMarked(code, markErrors: [error], mainErrors: [(6, "cannot convert")])
        #expect(outside.status == .failed, "an error outside the marked statement is the block's own")
    }

    /// A comment inside a multi-line statement marks it once, not every line of it.
    @Test func aMarkInsideAStatementIsOneExpectation() {
        let code =
            "let html = HTML(.body(\n    // Compiler error: requires a linkable context.\n    .p(.href(\"x\"))\n))\n"
        #expect(ScriptAnalyzer.errorMarks(in: code).count == 1)
        let met = assembleMarked(
            code, markErrors: [(4, "referencing static method 'href' requires a linkable context")])
        #expect(met.status == .passed)
        #expect(!met.diagnostics.contains { $0.severity == .error })
    }

    /// `❌` says wrong without saying when: compiling, it is read as wrong at run time and said, not failed.
    @Test func aSymbolMarkThatCompilesIsSaidNotFailed() {
        let result = assembleMarked(
            "var cache: [Int] = []\ncache.append(1) // ❌ Could crash when shared\n", markErrors: [])
        #expect(result.status == .passed)
        #expect(result.level == .typecheck)
        #expect(result.reason == "mark at line 3 compiles: read as wrong at run time, not checked")
    }

    /// `// error: failed to process "UInt8"` under the `print(error)` of a `catch`: what the `try` in its `do` throws
    /// when run, printed; compiling, it is said, not failed as a compile error that did not happen.
    @Test func aMarkUnderTheCatchOfATryShowsWhatItThrows() {
        let code =
            "do {\n  let number = try UInt8.parser().parse(&input)\n} catch {\n  print(error)\n\n"
            + "  // error: failed to process \"UInt8\"\n}\n"
        let marks = ScriptAnalyzer.errorMarks(in: code)
        #expect(marks.count == 1 && !marks[0].lines.contains(2), "\(marks)")
        let result = assembleMarked(code, markErrors: [])
        #expect(result.status == .passed, "\(result)")
        #expect(result.reason?.contains("is thrown when run, not checked") == true, "\(result)")
        let noTry = assembleMarked(
            "do {\n  let number = parse(input)\n} catch {\n  print(error)\n  // error: bad input\n}\n",
            markErrors: [])
        #expect(noTry.status == .failed, "nothing in the statement throws: the mark says it does not compile")
    }

    /// Marks that compile leave the block as written to judge: taking their lines out broke the rest of it.
    @Test func aBlockWhoseMarksCompileIsJudgedAsWritten() {
        let code =
            "struct Service {\n    init(factory: Int) {  // ❌ Required for injection\n        print(factory)\n"
            + "    }\n}\n"
            + "let service = Service(factory: 1)  // ❌ Required for injection\nprint(service, user)\n"
        let artifacts = [
            (4, "expected declaration"), (6, "extraneous '}' at top level"),
            (8, "cannot find 'service' in scope"),
        ]
        let fragment = assembleMarked(code, markErrors: [(8, "cannot find 'user' in scope")], mainErrors: artifacts)
        #expect(fragment.status == .passed && fragment.level == .syntax, "\(fragment.diagnostics)")
        #expect(fragment.reason?.hasPrefix("not self-contained: uses `user`, which no block declares") == true)
        #expect(!fragment.diagnostics.contains { $0.severity == .error })
        let whole = assembleMarked(code, markErrors: [], mainErrors: artifacts)
        #expect(whole.status == .passed && whole.level == .typecheck, "\(whole.diagnostics)")
        let wrong = assembleMarked(
            code, markErrors: [(8, "cannot convert value of type 'Int' to expected argument type 'String'")],
            mainErrors: artifacts)
        #expect(wrong.status == .failed, "an error of the block as written is still the doc's")
    }

    @Test func aToolFailureFailsTheUnitsBlocksWithItsMessageAndIsNeverCached() {
        let blocks = prepare(["struct Item {}"])
        let outcome = UnitOutcome.toolFailure("u", "swiftc failed (exit 134): Stack dump")
        let result = assemble(blocks, units: [unit("u", blocks)], outcomes: [outcome])[0]
        #expect(result.status == .failed)
        #expect(result.level == nil)
        #expect(result.reason == "not verified: swiftc failed (exit 134): Stack dump")
        #expect(!outcome.isCacheable)
    }

    @Test func aUnitWithoutAnyResultIsAFailureNotAPass() {
        let blocks = prepare(["struct Item {}"])
        let result = assemble(blocks, units: [unit("u", blocks)], outcomes: [])[0]
        #expect(result.status == .failed)
        #expect(result.reason?.hasPrefix("not verified") == true)
    }

    /// A run stopped early went through the blocks whose end mark printed: they are at run; the block it stopped
    /// in keeps its reason. A run that crashed credits no block.
    @Test func theBlocksARunWentThroughBeforeItStoppedAreAtRun() {
        let blocks = prepare(["let prices = [3, 4]\nprint(prices.count)", "let discount: Int = ...\nprint(discount)"])
        var stopped = UnitOutcome(
            unitID: "u", diagnostics: [], typechecked: true, testsRan: false, tests: [], seconds: 1)
        stopped.runStoppedAtCheck = "`assert` at line 12, as the code asks"
        stopped.ranWhole = [blocks[0].id]
        let results = assemble(blocks, units: [unit("u", blocks)], outcomes: [stopped])
        #expect(results[0].status == .passed && results[0].level == .run && results[0].reason == nil)
        #expect(results[1].level == .typecheck)
        #expect(results[1].reason?.hasPrefix("typechecked; its run stops at `assert` at line 12") == true)
        var lacking = stopped
        (lacking.runStoppedAtCheck, lacking.runLacked) = (nil, "a file")
        #expect(assemble(blocks, units: [unit("u", blocks)], outcomes: [lacking])[0].level == .run)
        var crashed = stopped
        crashed.runStoppedAtCheck = nil
        #expect(assemble(blocks, units: [unit("u", blocks)], outcomes: [crashed])[0].level == .typecheck)
    }

    @Test func blocksThatDependOnAFailingBlockAreBlockedAndNamedIt() throws {
        let blocks = prepare(["struct Item { let id: Int = \"x\" }", "struct Box { let item: Item }"])
        let error = UnitOutcome.BlockDiagnostic(
            block: blocks[0].id, location: .init(.error("cannot convert", file: "guide.md", line: 2, column: 30)))
        let outcome = UnitOutcome(
            unitID: "u", diagnostics: [error], typechecked: false, testsRan: false, tests: [], seconds: 1)
        let results = assemble(blocks, units: [unit("u", blocks)], outcomes: [outcome])
        #expect(results[0].status == .failed)
        #expect(results[1].status == .blocked)
        #expect(results[1].blockedBy == [.init(guide: "guide.md", line: 1)])
        #expect(results[1].reason == "depends on guide.md:1, which fails to compile")
        let summary = VerificationReport.Summary(blocks: results, units: 1, cachedUnits: 0, seconds: 1)
        #expect(summary.passed == 0)
        #expect(summary.failed == 1)
        #expect(summary.blocked == 1)
        #expect(summary.line == "0 passed (0 test, 0 typecheck, 0 syntax), 1 failed, 1 blocked, 0 skipped")
    }

    /// Blocked only by what it uses: a failing block of the same unit that it never names is no culprit of its.
    @Test func aBlockIsBlockedOnlyByTheFailingBlocksItUses() {
        let blocks = prepare(["struct Item { let id: Int = \"x\" }", "let count: Int = \"y\"", "let box = [Item]()"])
        let errors = [(0, "cannot convert"), (1, "cannot convert")].map { index, message in
            UnitOutcome.BlockDiagnostic(
                block: blocks[index].id,
                location: .init(.error(message, file: "guide.md", line: blocks[index].block.line + 1, column: 3)))
        }
        let outcome = UnitOutcome(
            unitID: "u", diagnostics: errors, typechecked: false, testsRan: false, tests: [], seconds: 1)
        let results = assemble(blocks, units: [unit("u", blocks)], outcomes: [outcome])
        #expect(results[2].status == .blocked)
        #expect(results[2].blockedBy == [.init(guide: "guide.md", line: blocks[0].block.line)])
    }

    /// A `Player` that two other pages declare, each its own way, is lent to none: the block is not self-contained,
    /// and says where the name is declared rather than that no block declares it.
    @Test func aNameOtherPagesDeclareEachTheirOwnWayIsSaidSo() {
        let others =
            prepare(["struct Player {\n    var name: String\n}"], guide: "a.md")
            + prepare(["struct Player {\n    var score: Int\n}"], guide: "b.md")
        let blocks = prepare(["let player = Player(name: \"Ada\")"])
        let error = UnitOutcome.BlockDiagnostic(
            block: blocks[0].id,
            location: .init(.error("cannot find 'Player' in scope", file: "guide.md", line: blocks[0].block.line + 1)))
        let outcome = UnitOutcome(
            unitID: "u", diagnostics: [error], typechecked: false, testsRan: false, tests: [], seconds: 1)
        let assembler = ResultAssembler(
            blocks: Dictionary(uniqueKeysWithValues: (blocks + others).map { ($0.id, $0) }),
            units: [unit("u", blocks)], outcomes: ["u": outcome], level: .test, require: nil)
        let result = assembler.result(for: blocks[0])
        #expect(result.status == .passed && result.level == .syntax)
        #expect(
            result.reason
                == "not self-contained: uses `Player`, which no block of its page declares (`Player` is declared on "
                + "2 other pages in 2 versions, so none is lent; a hidden block or a `setup` file can declare it; "
                + "--require typecheck fails it)")
    }

    /// A doc comment's example lacking a value an article declares says that no doc comment is lent one, not that
    /// the pages disagree.
    @Test func aValueOtherPagesDeclareIsSaidNotLentToADocComment() {
        let others = prepare(["let counter = [1, 2]"], guide: "index.md")
        let blocks = prepare(["counter.append(3)"], guide: "Counter.swift")
        let error = UnitOutcome.BlockDiagnostic(
            block: blocks[0].id,
            location: .init(
                .error("cannot find 'counter' in scope", file: "Counter.swift", line: blocks[0].block.line + 1)))
        let outcome = UnitOutcome(
            unitID: "u", diagnostics: [error], typechecked: false, testsRan: false, tests: [], seconds: 1)
        let assembler = ResultAssembler(
            blocks: Dictionary(uniqueKeysWithValues: (blocks + others).map { ($0.id, $0) }),
            units: [unit("u", blocks)], outcomes: ["u": outcome], level: .test, require: nil)
        #expect(
            assembler.result(for: blocks[0]).reason?.contains(
                "(`counter` is a value of another page, which no doc comment's example is lent;") == true)
    }

    /// `let xml = XMLHash.parse(xmlToParse)`, where no block declares `xmlToParse`, is not self-contained; a block
    /// using `xml` is not self-contained through it, not blocked as if the doc were wrong.
    @Test func aBlockBuildingOnAFragmentIsAFragmentToo() {
        let blocks = prepare(["let xml = parse(xmlToParse)", "print(xml.count)"])
        let error = UnitOutcome.BlockDiagnostic(
            block: blocks[0].id,
            location: .init(
                .error(
                    "cannot find 'xmlToParse' in scope", file: "guide.md", line: blocks[0].block.line + 1, column: 17)))
        let outcome = UnitOutcome(
            unitID: "u", diagnostics: [error], typechecked: false, testsRan: false, tests: [], seconds: 1)
        let results = assemble(blocks, units: [unit("u", blocks)], outcomes: [outcome])
        #expect(results[0].status == .passed && results[0].level == .syntax)
        #expect(results[1].status == .passed)
        #expect(results[1].level == .syntax)
        #expect(
            results[1].reason
                == "not self-contained: builds on guide.md:\(blocks[0].block.line), which is not checked either "
                + "(not self-contained: uses `xmlToParse`, which no block declares)")
    }

    func error(_ message: String, in block: PreparedBlock) -> UnitOutcome.BlockDiagnostic {
        UnitOutcome.BlockDiagnostic(
            block: block.id,
            location: .init(.error(message, file: block.id.guide, line: block.block.line + 1, column: 3)))
    }

    func outcome(_ id: String, _ errors: [UnitOutcome.BlockDiagnostic]) -> UnitOutcome {
        UnitOutcome(
            unitID: id, diagnostics: errors, typechecked: errors.isEmpty, testsRan: false, tests: [], seconds: 1)
    }

    /// `Model(client: .mock)`, where `Model` takes a type no block declares: its error is the lender's, so it is not
    /// self-contained through it; beside a lender that is wrong, it is blocked by it; alone, the error is its own.
    @Test func errorsOnlyAFailingLenderExplainsAreTheLenders() {
        let blocks = prepare(["struct Model { let client: Client }", "let model = Model(client: .mock)"])
        let follower = error("cannot infer contextual base in reference to member 'mock'", in: blocks[1])
        let fragment = assemble(
            blocks, units: [unit("u", blocks)],
            outcomes: [outcome("u", [error("cannot find type 'Client' in scope", in: blocks[0]), follower])])
        #expect(fragment[1].status == .passed && fragment[1].level == .syntax)
        #expect(fragment[1].reason?.hasPrefix("not self-contained: builds on guide.md:\(blocks[0].block.line)") == true)
        let wrong = assemble(
            blocks, units: [unit("u", blocks)],
            outcomes: [
                outcome("u", [error("cannot convert value of type 'String' to 'Int'", in: blocks[0]), follower])
            ]
        )
        #expect(wrong[1].status == .blocked)
        #expect(wrong[1].blockedBy == [.init(guide: "guide.md", line: blocks[0].block.line)])
        let alone = assemble(blocks, units: [unit("u", blocks)], outcomes: [outcome("u", [follower])])
        #expect(alone[1].status == .failed)
    }

    /// Typechecked in the Swift 5 language mode, a block is not failed by the same data-race checks in another unit
    /// of its page.
    @Test func aBlockTypecheckedInSwift5IsNotFailedByTheSameChecksElsewhere() {
        let blocks = prepare(["struct Client {\n    var track: () -> Void\n}"])
        let race = error("type 'Client' does not conform to the 'Sendable' protocol", in: blocks[0])
        var swift5 = unit("u/swift5", blocks)
        swift5.languageMode = 5
        let results = assemble(
            blocks, units: [unit("u", blocks), swift5, unit("v", blocks)],
            outcomes: [outcome("u", [race]), outcome("u/swift5", []), outcome("v", [race])])
        #expect(results[0].status == .passed && results[0].level == .typecheck, "\(results[0])")
        #expect(!results[0].diagnostics.contains { $0.severity == .error })
    }

    /// `let client = Values().apiClient`, where another page declares `apiClient` in an extension of `Values`: the
    /// reader has it. A member no block declares is still a failure.
    @Test func aMemberAnotherPageDeclaresInAnExtensionIsNotAFailure() {
        let lender = prepare(["extension Values {\n    var apiClient: Int { 1 }\n}"], guide: "other.md")
        let using = prepare(["let client = Values().apiClient", "let other = Values().webClient"])
        let results = assemble(
            lender + using, units: [unit("u", using)],
            outcomes: [
                outcome(
                    "u",
                    [
                        error("value of type 'Values' has no member 'apiClient'", in: using[0]),
                        error("value of type 'Values' has no member 'webClient'", in: using[1]),
                    ])
            ])
        #expect(results[1].status == .passed && results[1].level == .syntax)
        #expect(results[1].reason?.hasPrefix("not self-contained: uses `.apiClient`") == true, "\(results[1])")
        #expect(results[2].status == .failed)
    }

    /// `extension Author: FetchableRecord { }` under a block declaring `struct Author: Codable, FetchableRecord`: a
    /// page illustrating each protocol apart, whose conformance the compiler rejects as restated. Said at syntax; a
    /// conformance restated for a type no block declares (the library's own), or twice in one block, is the doc's.
    @Test func aConformanceShownApartFromItsTypeIsNotFailed() {
        let blocks = prepare([
            "struct Author: Codable, FetchableRecord {\n    var name: String\n    static let books = 0\n}",
            "extension Author: FetchableRecord { }",
            "extension Int: Equatable { }",
            "extension Author: TableRecord { }\nextension Author: TableRecord { }",
            "extension Author: TableRecord {\n    static let books = 1\n}",
            "extension Author {\n    static let awards = 1\n}",
        ])
        let restated = { (type: String, block: PreparedBlock) in
            error("redundant conformance of '\(type)' to protocol 'FetchableRecord'", in: block)
        }
        let results = assemble(
            blocks, units: [unit("u", blocks)],
            outcomes: [
                outcome(
                    "u",
                    [
                        restated("Author", blocks[1]), restated("Int", blocks[2]), restated("Author", blocks[3]),
                        error("invalid redeclaration of 'books'", in: blocks[4]),
                        error("invalid redeclaration of 'awards'", in: blocks[5]),
                    ])
            ])
        #expect(results[1].status == .passed && results[1].level == .syntax, "\(results[1])")
        #expect(
            results[1].reason?.hasPrefix("a conformance shown apart: another block of its program declares `Author`")
                == true)
        #expect(results[2].status == .failed, "the library's own type conforms already: the doc's mistake")
        #expect(results[3].status == .failed, "a conformance stated twice in one block is the doc's mistake")
        #expect(results[4].status == .passed && results[4].level == .syntax, "a member shown apart: \(results[4])")
        #expect(results[5].status == .failed, "a member no other block declares is not shown apart")
    }

    /// A block lent to another page, failing at home for a name it lacks, meets there the borrower's own
    /// conformance: that is how the two were put together, not the doc's mistake.
    @Test func aConformanceRestatedWhereTheBlockIsLentIsNotItsFailure() {
        let lent = prepare(["extension Team: TableRecord {\n    static let players = hasMany(Player.self)\n}"])
        let borrower = prepare(["struct Team: TableRecord {}", "let players = Team.players"], guide: "other.md")
        let borrowing = VerificationUnit(
            id: "v", targetName: "UDefaultOther1", sample: "default", moduleName: "App", guide: "other.md",
            members: borrower.map { .init(block: $0.id, borrowedFor: nil) } + [
                .init(block: lent[0].id, borrowedFor: borrower[1].id)
            ])
        let results = assemble(
            lent + borrower, units: [unit("u", lent), borrowing],
            outcomes: [
                outcome("u", [error("cannot find 'Player' in scope", in: lent[0])]),
                outcome("v", [error("redundant conformance of 'Team' to protocol 'TableRecord'", in: lent[0])]),
            ])
        #expect(results[0].status == .passed && results[0].level == .syntax, "\(results[0])")
        #expect(results[0].reason?.hasPrefix("not self-contained: uses `Player`") == true)
    }

    /// "Some other (separately-defined) message type `Foo`": another page's `struct Foo`, lent to the program for one
    /// block, meets the next block's `Foo(unpackingAny:)` too. An error quoting the lent type is not the doc's, and
    /// the reason says which page's `Foo` it was; an error of another kind still fails.
    @Test func errorsAboutATypeLentToTheProgramAreNotTheDocs() {
        let lender = prepare(["struct Foo {\n    var fieldMap: [String: Int32] = [:]\n}"], guide: "internals.md")
        let own = prepare([
            "let foo = Foo()\nsend(foo)", "let any = decoded.detail\nlet foo = try Foo(unpackingAny: any)\nsend(foo)",
        ])
        let borrowing = VerificationUnit(
            id: "v", targetName: "UDefaultGuide1", sample: "default", moduleName: "App", guide: "guide.md",
            members: [.init(block: lender[0].id, borrowedFor: own[0].id)]
                + own.map { .init(block: $0.id, borrowedFor: nil) })
        let results = assemble(
            lender + own, units: [unit("u", lender), borrowing],
            outcomes: [
                outcome("u", []),
                outcome(
                    "v",
                    [
                        error("argument type 'Foo' does not conform to expected type 'Message'", in: own[0]),
                        error("cannot find 'decoded' in scope", in: own[1]),
                        .init(
                            block: own[1].id,
                            location: .init(
                                .error(
                                    "argument type 'Foo' does not conform to expected type 'Message'",
                                    file: own[1].id.guide, line: own[1].block.line + 3, column: 1))),
                    ]),
            ])
        #expect(results[1].status == .passed && results[1].level == .syntax, "\(results[1])")
        #expect(
            results[1].reason
                == "not self-contained: uses `Foo` as internals.md:\(lender[0].block.line) declares it does not fit "
                + "here: argument type 'Foo' does not conform to expected type 'Message' (the page means a `Foo` "
                + "of its own, which it does not show)")
        #expect(results[2].status == .passed && results[2].level == .syntax, "\(results[2])")
        #expect(
            results[2].reason?.hasPrefix("not self-contained: uses `decoded`") == true
                && results[2].reason?.contains("; `Foo` as internals.md:\(lender[0].block.line) declares it") == true,
            "lent for the block above, `Foo` is in this block's program too: \(results[2])")
        let wrong = assemble(
            lender + own, units: [unit("u", lender), borrowing],
            outcomes: [
                outcome("u", []), outcome("v", [error("cannot convert value of type 'Int' to 'String'", in: own[0])]),
            ])
        #expect(wrong[1].status == .failed, "an error about another type is the doc's")
    }

    /// "The _shape_ of `OTel.Configuration`": `extension OTel { public struct Configuration … }` restates the
    /// library's type, so the compiler finds two. A listing, though the page's pseudocode elsewhere writes
    /// `public var OTel.Configuration.resourceAttributes`, which declares no `OTel`; a type the docs declare is theirs.
    @Test func restatingTheLibrarysNestedTypeIsAListingOfItsShape() {
        let blocks = prepare([
            "extension OTel {\n    public struct Configuration {\n        public var serviceName: String\n    }\n}",
            "public var OTel.Configuration.resourceAttributes: [String: String]",
        ])
        let results = assemble(
            blocks, units: [unit("u", [blocks[0]])],
            outcomes: [outcome("u", [error("ambiguous type name 'Configuration' in 'OTel'", in: blocks[0])])])
        #expect(results[0].status == .passed && results[0].level == .syntax, "\(results[0])")
        #expect(results[0].reason?.hasPrefix("a listing: restates the library's own `OTel.Configuration`") == true)
        let own = prepare([
            "enum OTel {}",
            "extension OTel {\n    public struct Configuration {\n        public var name: String\n    }\n}",
        ])
        let theirs = assemble(
            own, units: [unit("u", own)],
            outcomes: [outcome("u", [error("ambiguous type name 'Configuration' in 'OTel'", in: own[1])])])
        #expect(theirs[1].status == .failed, "the docs' own `OTel` restated is their mistake")
    }

    /// A page importing a module this build lacks once, then calling `.http2NIOPosix(…)` without the import: the
    /// member may be that module's, so the block is skipped as the import is. A member missing from a type the docs
    /// declare is their own slip, and fails.
    @Test func membersAModuleThePageImportsMayAddAreSkippedWhereItIsLacking() {
        let blocks = prepare([
            "import GRPCNIOTransportHTTP2",
            "let server = GRPCServer(transport: .http2NIOPosix(address: .ipv4(port: 1)))",
            "struct Recipe {\n    var name = \"\"\n}\nprint(Recipe().nmae)",
        ])
        guard case .skipped(let reason) = blocks[0].disposition, reason == "requires GRPCNIOTransportHTTP2" else {
            Issue.record("\(blocks[0].disposition)")
            return
        }
        let results = assemble(
            blocks, units: [unit("u", Array(blocks.dropFirst()))],
            outcomes: [
                outcome(
                    "u",
                    [
                        error("type 'ServerTransport' has no member 'http2NIOPosix'", in: blocks[1]),
                        error("cannot infer contextual base in reference to member 'ipv4'", in: blocks[1]),
                        error("value of type 'Recipe' has no member 'nmae'", in: blocks[2]),
                    ])
            ])
        #expect(results[1].status == .skipped, "\(results[1])")
        #expect(
            results[1].reason
                == "requires GRPCNIOTransportHTTP2, which the page uses and this build does not have: `.http2NIOPosix` "
                + "may come from it")
        #expect(results[2].status == .failed, "\(results[2])")
    }

    /// Another page's `extension Book: TableRecord { static let author … }`, lent to a page whose own `struct Book`
    /// conforms already, fails there for the restated conformance: what uses it was never compiled, which is how the
    /// pages were put together, not a mistake of either. Said at syntax, not blocked.
    @Test func aBlockBuildingOnALenderThatClashesWhereLentIsNotBlocked() {
        let lender = prepare(["extension Book: TableRecord {\n    static let author = 1\n}"], guide: "other.md")
        let own = prepare(["struct Book: TableRecord {}", "let author = Book.author"])
        let borrowing = VerificationUnit(
            id: "v", targetName: "UDefaultGuide1", sample: "default", moduleName: "App", guide: "guide.md",
            members: own.map { .init(block: $0.id, borrowedFor: nil) } + [
                .init(block: lender[0].id, borrowedFor: own[1].id)
            ])
        let clash = [
            error("redundant conformance of 'Book' to protocol 'TableRecord'", in: lender[0]),
            error("invalid redeclaration of 'author'", in: lender[0]),
        ]
        let results = assemble(
            lender + own, units: [unit("u", lender), borrowing], outcomes: [outcome("u", []), outcome("v", clash)])
        #expect(results[0].status == .passed && results[0].level == .typecheck, "it compiles at home")
        #expect(results[2].status == .passed && results[2].level == .syntax, "\(results[2])")
        #expect(
            results[2].reason?.hasPrefix(
                "not self-contained: builds on other.md:\(lender[0].block.line), another page's")
                == true, "\(results[2])")
        let wrong = assemble(
            lender + own, units: [unit("u", lender), borrowing],
            outcomes: [
                outcome("u", []),
                outcome("v", [error("cannot convert value of type 'Int' to 'String'", in: lender[0])]),
            ])
        #expect(wrong[2].status == .blocked, "a lender failing otherwise still blocks")
    }

    /// `"SELECT * FROM player WHERE \(literal: condition)"` under the declaration of `condition`: as a statement,
    /// the literal is a `String`, which has no such interpolation; the type its use gives it, the page does not show.
    /// The same error elsewhere in the block is the doc's.
    @Test func aLiteralAloneAmongStatementsWantsAContext() {
        let blocks = prepare([
            "let condition: SQL = \"name = \\(name)\"\n\"SELECT * FROM player WHERE \\(literal: condition)\"\n"
        ])
        let labelError = { (line: Int) in
            UnitOutcome.BlockDiagnostic(
                block: blocks[0].id,
                location: .init(
                    .error(
                        "extraneous argument label 'literal:' in call", file: "guide.md",
                        line: blocks[0].block.line + line, column: 3)))
        }
        let literal = assemble(blocks, units: [unit("u", blocks)], outcomes: [outcome("u", [labelError(2)])])
        #expect(literal[0].status == .passed && literal[0].level == .syntax, "\(literal[0])")
        #expect(literal[0].reason?.hasPrefix("an expression without context") == true)
        let declaration = assemble(blocks, units: [unit("u", blocks)], outcomes: [outcome("u", [labelError(1)])])
        #expect(declaration[0].status == .failed)
    }

    /// `counter.increment()`, where the page declares `counter` only beside an earlier version of a redeclared name:
    /// not checked in its own program, but typechecked with `counter` given as the API gives it.
    @Test func aValueDeclaredBesideAnEarlierVersionMayBeGiven() {
        let blocks = prepare(["let counter = makeCounter()", "counter.increment()"])
        var home = unit("u", [blocks[1]])
        home.leftOut = [blocks[0].id]
        var given = unit("u/given", [blocks[1]])
        given.givenNames = [GivenName(name: "counter", type: "Counter", count: 3, total: 3)]
        let results = assemble(
            blocks, units: [home, given],
            outcomes: [outcome("u", [error("cannot find 'counter' in scope", in: blocks[1])]), outcome("u/given", [])])
        #expect(results[1].status == .passed && results[1].level == .typecheck, "\(results[1])")
    }

    /// `let row = try Row.fetchOne(db)!` typechecks only with `db` given: a block using `row` was never compiled, as
    /// its lender's program does not compile as written. Not self-contained through it, and said; never blocked.
    @Test func aBlockBuildingOnAFragmentTypecheckedWithNamesGivenIsNotBlocked() {
        let blocks = prepare(["let row = try Row.fetchOne(db)!", "let name = row.name"])
        var given = unit("u/given", [blocks[0]])
        given.givenNames = [GivenName(name: "db", type: "Database", count: 3, total: 3)]
        let results = assemble(
            blocks, units: [unit("u", blocks), given],
            outcomes: [outcome("u", [error("cannot find 'db' in scope", in: blocks[0])]), outcome("u/given", [])])
        #expect(results[0].status == .passed && results[0].level == .typecheck, "\(results[0])")
        #expect(results[1].status == .passed && results[1].level == .syntax, "\(results[1])")
        #expect(
            results[1].reason?.hasPrefix(
                "not self-contained: builds on guide.md:\(blocks[0].block.line), typechecked only with `db` given")
                == true,
            "\(results[1])")
        // Compiled beside the lender's failure, its own errors follow from it.
        let inferred = assemble(
            blocks, units: [unit("u", blocks), given],
            outcomes: [
                outcome(
                    "u",
                    [
                        error("cannot find 'db' in scope", in: blocks[0]),
                        error("generic parameter 'Key' could not be inferred", in: blocks[1]),
                    ]), outcome("u/given", []),
            ])
        #expect(inferred[1].status == .passed && inferred[1].level == .syntax, "\(inferred[1])")
    }

    /// A mark in a fragment (`it("…") { // 🛑 … }`, no block declaring `it`) does not take the missing name for the
    /// error it marks: the block is not self-contained.
    @Test func aMissingNameOutsideTheMarkedLinesIsTheFragmentsGap() {
        let code = "it(\"calls\") {\n    // 🛑 WRONG\n    let e = self.expectation()\n}\n"
        let errors = [(2, "cannot find 'it' in scope"), (4, "cannot find 'self' in scope")]
        let result = assembleMarked(code, markErrors: errors, mainErrors: errors)
        #expect(result.status == .passed)
        #expect(result.level == .syntax)
        #expect(result.reason?.hasPrefix("not self-contained: uses `it`") == true, "\(result.reason ?? "")")
    }

    @Test func aTimedOutOutcomeIsNotCached() {
        var outcome = UnitOutcome(
            unitID: "u", diagnostics: [], typechecked: true, testsRan: true, tests: [], seconds: 1)
        #expect(outcome.isCacheable)
        outcome.timedOut = true
        #expect(!outcome.isCacheable)
    }

    @Test func theSummaryLineCountsEachLevelOfPass() {
        func result(
            _ status: VerificationReport.Status, _ level: VerificationReport.Level?
        ) -> VerificationReport.BlockResult {
            .init(
                guide: "g.md", line: 1, index: 0, sample: "s", status: status, level: level, reason: nil, unit: nil,
                diagnostics: [], borrowed: [], tests: [], code: "", targetFile: nil, seconds: 0)
        }
        let results = [
            result(.passed, .test), result(.passed, .test), result(.passed, .typecheck), result(.passed, .syntax),
            result(.failed, .typecheck), result(.blocked, nil), result(.skipped, nil),
        ]
        let summary = VerificationReport.Summary(blocks: results, units: 0, cachedUnits: 0, seconds: 0)
        #expect(summary.line == "4 passed (2 test, 1 typecheck, 1 syntax), 1 failed, 1 blocked, 1 skipped")
        let report = VerificationReport(summary: summary, blocks: results)
        #expect(VerifyReportFormatter.text(report).hasSuffix(summary.line + "\n"))
        #expect(VerifyReportFormatter.github(report).hasSuffix(summary.line + "\n"))
        let junit = VerifyReportFormatter.junit(report)
        #expect(junit.contains("skipped=\"2\""))
        #expect(junit.contains("<skipped message=\"blocked\"/>"))
    }

    @Test func aFailureShowsTheGuideLineWithACaretUnderTheColumn() {
        let location = VerificationReport.Location(
            .error("no member 'goBackToTheMoon'", file: "detail.md", line: 3, column: 19))
        let source = "# Detail\n\n        navigator.goBackToTheMoon()\n"
        #expect(
            VerifyReportFormatter.excerpt(location, sources: ["detail.md": source]) == [
                "3 |         navigator.goBackToTheMoon()",
                "  |                   ^",
            ])
        // Columns count UTF-8 bytes; the caret counts characters.
        let wide = VerificationReport.Location(.error("x", file: "w.md", line: 1, column: 10))
        #expect(
            VerifyReportFormatter.excerpt(wide, sources: ["w.md": "let é = y\n"]) == [
                "1 | let é = y", "  | " + String(repeating: " ", count: 8) + "^",
            ])
    }

    @Test func aBlockFailingForOneSampleOnlySaysSoAndSuspectsAHandTypedName() {
        func result(
            _ sample: String, _ status: VerificationReport.Status, _ message: String?
        ) -> VerificationReport.BlockResult {
            .init(
                guide: "g.md", line: 5, index: 1, sample: sample, status: status, level: .typecheck, reason: nil,
                unit: nil,
                diagnostics: message.map { [.init(.error($0, file: "g.md", line: 7, column: 3))] } ?? [],
                borrowed: [], tests: [], code: "", targetFile: nil, seconds: 0)
        }
        var results = [
            result("character", .passed, nil),
            result("episode", .failed, "cannot find type 'CharacterSummary' in scope"),
        ]
        let samples = [
            PlaybookConfig.Sample(name: "character", values: ["Name": "Character"]),
            PlaybookConfig.Sample(name: "episode", values: ["Name": "Episode"]),
        ]
        SampleMismatch.annotate(&results, samples: samples)
        #expect(results[0].reason == nil)
        #expect(
            results[1].reason
                == ("fails only for sample `episode` — a name typed by hand where a placeholder belongs? "
                    + "(`CharacterSummary` holds `Character`, the `Name` of sample `character`)"))
    }

    @Test func aGuideColumnMapsToTheInstantiatedColumnAndBack() {
        let instantiator = Instantiator(
            placeholders: PlaceholderSet(names: ["Name"]), sample: .init(name: "s", values: ["Name": "Character"]))
        let result = instantiator.instantiate("let x: {Name}Summary = load()\n", firstGuideLine: 10, columnOffset: 2)
        // `load` is guide column 26 (24 in the block, plus its indentation of 2); "{Name}" is 6 bytes, "Character" 9.
        #expect(result.sourceMap.instantiatedColumn(line: 1, guideColumn: 26) == 27)
        #expect(result.sourceMap.guideColumn(line: 1, column: 27) == 26)
        #expect(result.sourceMap.instantiatedColumn(line: 1, guideColumn: 10) == 8)
    }
}
