import Foundation
import Testing

@testable import PlaybookCore

/// How a programming book writes its listings (`Fixtures/Book`), through the
/// real compiler: output promised in a sentence, code the book says is not
/// valid, assertions it says fail, names it never declares, code written
/// before Swift 6. None of them may fail, and each says how far it was checked.
@Suite(.serialized)
struct BookHabitsIntegrationTests {
    static let report = try! TestSupport.verifyWholeFixture("Book")

    func result(_ guide: String = "habits.md", line: Int) throws -> VerificationReport.BlockResult {
        try #require(
            Self.report.blocks.first { $0.guide == guide && $0.line == line }, "no result for \(guide):\(line)")
    }

    @Test func outputInASentenceAndARawStringsBackslashMatch() throws {
        let sentence = try result(line: 5)
        #expect(sentence.status == .passed && sentence.level == .run, "\(sentence.diagnostics)")
        #expect(sentence.outputs.map(\.expected) == ["hello, Mars"])
        let raw = try result(line: 15)
        #expect(raw.status == .passed && raw.level == .run, "\(raw.diagnostics)")
        #expect(raw.outputs.map(\.expected) == [#"Use \(count) in a normal string."#])
    }

    /// A member marked as failing leaves its type not conforming, said where the type is declared: that error
    /// is the mark's too (`Fixtures/MarkedConformance`). A block failing otherwise on the page neither blocks the
    /// marked one nor the block after.
    @Test func aConformanceAMarkedMemberLeavesUnmetIsTheMarks() throws {
        let report = try TestSupport.verifyWholeFixture("MarkedConformance")
        let line = { (line: Int) in try #require(report.blocks.first { $0.line == line }, "no result for \(line)") }
        let moon = try line(23)
        #expect(moon.status == .passed && moon.level == .typecheck, "\(moon.reason ?? "") \(moon.diagnostics)")
        #expect(
            moon.diagnostics.contains {
                $0.message.hasPrefix(ResultAssembler.expectedErrorPrefix) && $0.message.contains("does not conform")
            }, "\(moon.diagnostics)")
        #expect(try line(13).status == .failed)
        let after = try line(33)
        #expect(after.status == .passed && after.level == .run, "\(after.reason ?? "") \(after.diagnostics)")
        #expect(after.outputs.map(\.matched) == [true])
    }

    @Test func codeTheBookCallsInvalidFailsToCompileAsSaid() throws {
        for line in [23, 33] {
            let invalid = try result(line: line)
            #expect(invalid.status == .passed, "\(line): \(invalid.diagnostics)")
            #expect(invalid.diagnostics.contains { $0.message.hasPrefix("expected error: ") }, "\(line)")
        }
    }

    @Test func assertionsTheBookShowsFailingAreNotFailures() throws {
        let said = try result("assertions.md", line: 5)
        #expect(said.status == .passed, "\(said.diagnostics)")
        #expect(said.reason?.contains("runtime error marked at line 7") == true, "\(said.reason ?? "")")
        let stopping = try result("assertions.md", line: 11)
        #expect(stopping.status == .passed && stopping.level == .typecheck, "\(stopping.diagnostics)")
        #expect(
            stopping.reason?.contains("its run stops at `assert` at line 12, as the code asks") == true,
            "\(stopping.reason ?? "")")
    }

    @Test func theLinesUnderALoopAreItsOutputWhenItPrintsThemAndProseWhenNot() throws {
        let squares = try result("loops.md", line: 5)
        #expect(squares.status == .passed && squares.level == .run, "\(squares.diagnostics)")
        #expect(squares.outputs.map(\.expected) == ["1 squared is 1\n2 squared is 4\n3 squared is 9"])
        #expect(squares.outputs.allSatisfy { $0.matched })
        let wheels = try result("loops.md", line: 16)
        #expect(wheels.outputs.count == 1 && wheels.outputs.allSatisfy(\.matched), "\(wheels.outputs)")
        let prose = try result("loops.md", line: 28)
        #expect(prose.status == .passed && prose.level == .run, "\(prose.diagnostics)")
        // `// total is now 10` under it is not the loop's output but the variable's value, shown and checked.
        #expect(prose.outputs.map(\.expected) == ["10"] && prose.diagnostics.isEmpty, "\(prose.outputs)")
        let between = try result("loops.md", line: 39)
        #expect(between.status == .passed && between.level == .run, "\(between.diagnostics)")
        #expect(between.outputs.map(\.expected) == ["Hello\nWorld"] && between.outputs.allSatisfy { $0.matched })
    }

    @Test func aFunctionUsingTheProgramsValuesIsPartOfTheProgram() throws {
        let visit = try result("globals.md", line: 11)
        #expect(visit.status == .passed && visit.level == .run, "\(visit.diagnostics) \(visit.reason ?? "")")
        #expect(visit.outputs.count == 1 && visit.outputs.allSatisfy { $0.matched }, "\(visit.outputs)")
        let report = try result("globals.md", line: 22)
        #expect(report.status == .passed && report.level == .run, "\(report.diagnostics) \(report.reason ?? "")")
        let member = try result("globals.md", line: 35)
        #expect(member.status == .passed && member.level == .syntax, "\(member.diagnostics)")
        let marked = try result("globals.md", line: 43)
        #expect(marked.status == .passed, "\(marked.diagnostics) \(marked.reason ?? "")")
        #expect(marked.diagnostics.contains { $0.message.hasPrefix("expected error: ") }, "\(marked.diagnostics)")
    }

    @Test func codeTheTextAfterItCallsInvalidFailsAsSaidAndTheNextBlockIsNotMarked() throws {
        let invalid = try result("after.md", line: 5)
        #expect(invalid.status == .passed, "\(invalid.diagnostics)")
        #expect(invalid.diagnostics.contains { $0.message.hasPrefix("expected error: ") }, "\(invalid.diagnostics)")
        let fixed = try result("after.md", line: 16)
        #expect(fixed.status == .passed && fixed.level == .run, "\(fixed.diagnostics) \(fixed.reason ?? "")")
        #expect(fixed.outputs.count == 1 && fixed.outputs.allSatisfy { $0.matched })
    }

    @Test func anExtensionOnThePageTakesASynthesizedConformanceAndThePrivateCodingKeys() throws {
        let record = try result("records.md", line: 5)
        #expect(record.status == .passed, "\(record.diagnostics)")
        let coding = try result("records.md", line: 14)
        #expect(coding.status == .passed, "\(coding.diagnostics)")
        let encoding = try result("records.md", line: 24)
        #expect(encoding.status == .passed && encoding.level == .run, "\(encoding.diagnostics)")
        #expect(encoding.outputs.allSatisfy(\.matched) && encoding.outputs.count == 1)
    }

    @Test func outputAfterAnEarlierVersionLeftTheProgramIsNotCompared() throws {
        let first = try result("versions.md", line: 11)
        #expect(first.status == .passed && first.level == .run && first.outputs.allSatisfy(\.matched))
        let second = try result("versions.md", line: 21)
        #expect(second.status == .passed && second.level == .typecheck, "\(second.diagnostics)")
        #expect(second.reason?.contains("the page runs versions.md:11 before it") == true, "\(second.reason ?? "")")
        #expect(second.outputs.isEmpty)
        #expect(second.diagnostics.contains { $0.severity == .note && $0.message.hasPrefix("output not compared") })
    }

    /// `protocol Shelf` shown again with its `Item` constrained leaves out the `Crate` and `extension Array` written
    /// against the first; a listing using both is typechecked with the page's first version and them, said.
    @Test func aProtocolShownAgainLeavesItsConformersToTheFirstVersion() throws {
        let using = try result("shelves.md", line: 51)
        #expect(using.status == .passed && using.level == .typecheck, "\(using.reason ?? "") \(using.diagnostics)")
        #expect(
            using.reason?.contains(
                "in a block left out of this one's program, with `Shelf` as this page declares it at line 5")
                == true,
            "\(using.reason ?? "")")
        #expect(using.reason?.contains("`Crate` as this page declares it at line 16") == true, "\(using.reason ?? "")")
    }

    /// A listing shows `Rect` again; the `Point` and `Size` declared beside its first version are still the page's.
    @Test func aLaterVersionOfOneTypeKeepsTheTypesDeclaredBesideTheFirst() throws {
        let first = try result("companions.md", line: 5)
        #expect(first.status == .passed && first.level == .typecheck, "\(first.diagnostics)")
        let again = try result("companions.md", line: 27)
        #expect(again.status == .passed && again.level == .run, "\(again.reason ?? "") \(again.diagnostics)")
        #expect(again.outputs.map(\.expected) == ["5.0"] && again.outputs.allSatisfy(\.matched))
    }

    /// A page builds a type up in parts: a version lacking what the others show cannot conform yet, and is not failed.
    @Test func aTypeShownInPartsIsNotFailedForTheMembersItLacks() throws {
        for line in [15, 23] {
            let part = try result("parts.md", line: line)
            #expect(part.status == .passed && part.level == .syntax, "\(line): \(part.diagnostics)")
            #expect(part.reason?.hasPrefix("shown in parts: the page's other versions of `WordTokenizer`") == true)
        }
        let whole = try result("parts.md", line: 32)
        #expect(whole.status == .passed && whole.level == .typecheck, "\(whole.diagnostics)")
    }

    @Test func aValueLeftToTheReaderTypechecksAndStopsTheRun() throws {
        let given = try result("given.md", line: 5)
        #expect(given.status == .passed && given.level == .typecheck, "\(given.diagnostics)")
        #expect(given.reason?.contains("a value the doc leaves to the reader") == true, "\(given.reason ?? "")")
    }

    @Test func aNameTheCLibraryAlsoHasIsStillMissing() throws {
        let index = try result(line: 46)
        #expect(index.status == .passed && index.level == .syntax, "\(index.diagnostics)")
        #expect(index.reason?.hasPrefix("not self-contained: uses `index`") == true, "\(index.reason ?? "")")
    }

    @Test func aBareErrorMarkOnCodeThatCanTrapIsSaidNotFailed() throws {
        let trap = try result(line: 53)
        #expect(trap.status == .passed, "\(trap.diagnostics)")
        #expect(trap.reason?.contains("read as a trap at run time, not checked") == true, "\(trap.reason ?? "")")
    }

    @Test func codeWrittenBeforeSwift6IsCheckedInSwift5AndSaysSo() throws {
        let channel = try result(line: 60)
        #expect(channel.status == .passed && channel.level != .syntax, "\(channel.diagnostics)")
        #expect(channel.reason?.hasPrefix("checked in the Swift 5 language mode") == true, "\(channel.reason ?? "")")
        #expect(channel.diagnostics.contains { $0.severity == .note && $0.message.contains("concurrency-safe") })
    }

    @Test func aMemberWrittenAnotherWayIsNotARedeclaration() throws {
        let tally = try result(line: 71)
        #expect(tally.status == .passed && tally.level != .syntax, "\(tally.diagnostics)")
        let again = try result(line: 80)
        #expect(again.status == .passed && again.level == .syntax)
        #expect(again.reason?.hasPrefix("another version of `Tally.increment`") == true, "\(again.reason ?? "")")
    }

    @Test func codeTheTextBeforeItSaysFailsIsExpectedToFail() throws {
        let generic = try result(line: 105)
        #expect(generic.status == .passed, "\(generic.diagnostics)")
        #expect(generic.diagnostics.contains { $0.message.hasPrefix("expected error: binary operator '=='") })
        // Marked whole, the declaration's compile error is what was checked: no run of the program around it.
        #expect(generic.level == .typecheck && generic.reason == "fails to compile, as the page says")
    }

    /// What a book's listings promise, in the ways books write it: a trap in the runtime's words left out of the
    /// run, a line said to repeat, output lines under a call of an earlier block's function, a listing that is
    /// all error at typecheck, values in comments, a case qualified by `main`.
    @Test func aListingsPromisesAreCheckedAsABookWritesThem() throws {
        let percent = try result("promises.md", line: 5)
        #expect(percent.status == .passed && percent.level == .run, "\(percent.diagnostics)")
        #expect(percent.reason == "runtime error marked at line 18 left out of the run, not checked")
        #expect(percent.outputs.map(\.matched) == [true])
        let ring = try result("promises.md", line: 24)
        #expect(
            ring.outputs == [.init(line: 31, expected: "Ding\nDing\nDing", actual: "Ding\nDing\nDing", matched: true)])
        let tides = try result("promises.md", line: 45)
        #expect(tides.status == .passed && tides.outputs.map(\.matched) == [true], "\(tides.outputs)")
        let wrong = try result("promises.md", line: 53)
        #expect(wrong.status == .passed && wrong.level == .typecheck, "\(wrong.diagnostics)")
        #expect(wrong.reason == "nothing of it ran: each of its statements is marked")
        let values = try result("promises.md", line: 60)
        #expect(values.outputs.map(\.expected) == ["nil", "3"] && values.outputs.allSatisfy(\.matched))
        let shade = try result("promises.md", line: 69)
        #expect(shade.outputs.map(\.matched) == [true], "\(shade.outputs)")
        // Bare signatures using no type's names are global, not members of the page's last type.
        let signatures = try result("promises.md", line: 79)
        #expect(signatures.status == .passed && signatures.level == .typecheck, "\(signatures.diagnostics)")
        #expect(signatures.reason == "declarations shown without bodies: their signatures were checked")
        // A loop with one marked line in its body ran the rest.
        let loop = try result("promises.md", line: 87)
        #expect(loop.status == .passed && loop.level == .run, "\(loop.diagnostics) \(loop.reason ?? "")")
    }

    /// A block whose one statement is a `throw` ran nothing of its own: typechecked, said so.
    @Test func aTopLevelThrowIsShownNotRun() throws {
        let thrown = try result(line: 118)
        #expect(thrown.status == .passed && thrown.level == .typecheck, "\(thrown.diagnostics)")
        #expect(
            thrown.reason
                == "`throw` at line 122 left out of the run, where it would end the program: not checked; nothing of "
                + "it ran: each of its statements is marked", "\(thrown.reason ?? "")")
        let after = try result(line: 127)
        #expect(after.status == .passed && after.level == .run && after.outputs.allSatisfy(\.matched))
    }

    @Test func aMarkOnALineOpeningAClosureLeavesOutTheWholeStatement() throws {
        let marked = try result("marks.md", line: 11)
        #expect(marked.status == .passed, "\(marked.diagnostics)")
        #expect(marked.reason?.contains("mark at line 12 compiles") == true, "\(marked.reason ?? "")")
        #expect(marked.diagnostics.isEmpty, "the statement left out whole leaves no brace unopened")
        let fragment = try result("marks.md", line: 21)
        #expect(fragment.status == .passed && fragment.level == .syntax, "\(fragment.diagnostics)")
        #expect(
            fragment.reason?.hasPrefix("not self-contained: uses `answer`") == true, "\(fragment.reason ?? "")")
        // A name the block binds in a function, used outside it, is the scope the doc shows: the mark is met.
        let scope = try result("marks.md", line: 31)
        #expect(scope.status == .passed, "\(scope.diagnostics)")
        #expect(scope.diagnostics.contains { $0.message == "expected error: cannot find 'message' in scope" })
    }

    @Test func templatesAndValuesLeftToACommentStayAtSyntax() throws {
        for line in [88, 96] {
            let block = try result(line: line)
            #expect(block.status == .passed && block.level == .syntax, "\(line): \(block.diagnostics)")
        }
        #expect(!Self.report.blocks.contains { $0.status == .failed || $0.status == .blocked })
    }

    /// `teaching.md`: the ways a book shows code going wrong and quotes what runs, each met as the book means it.
    @Test func aBooksMarksOfWrongCodeAreMetAsMeant() throws {
        let indentation = try result("teaching.md", line: 5)
        #expect(indentation.status == .passed, "a parser's error on the marked lines is the one marked")
        #expect(indentation.diagnostics.map(\.message).contains { $0.hasPrefix("expected error: insufficient indent") })
        let constant = try result("teaching.md", line: 40)
        #expect(constant.status == .passed, "\(constant.diagnostics)")
        #expect(constant.diagnostics.contains { $0.message.hasPrefix("expected error: cannot assign") })
        let fixed = try result("teaching.md", line: 48)
        #expect(fixed.status == .passed && fixed.level == .run, "\(fixed.reason ?? "") \(fixed.diagnostics)")
        #expect(fixed.outputs.map(\.matched) == [true], "the text after the broken block is not the fix's mark")
        let nested = try result("teaching.md", line: 67)
        #expect(nested.diagnostics.map(\.message) == ["expected error: cannot find 'halve' in scope"])
        let unwrapped = try result("teaching.md", line: 74)
        #expect(unwrapped.status == .passed && unwrapped.reason?.hasPrefix("runtime error marked at line 76") == true)
        let beyond = try result("teaching.md", line: 81)
        #expect(beyond.status == .passed && beyond.reason?.contains("read as a trap at run time") == true)
    }

    @Test func outputsQuotedInSequenceLiterallyOrAsWordsAreCredited() throws {
        #expect(try result("teaching.md", line: 15).outputs.map(\.expected) == [#"C:\new\table"#])
        let sequence = try result("teaching.md", line: 23)
        #expect(sequence.outputs.map(\.expected) == ["cocoa\ncocoa with cream"] && sequence.outputs[0].matched)
        let words = try result("teaching.md", line: 31)
        #expect(words.status == .passed && words.level == .run, "\(words.diagnostics)")
        #expect(words.outputs.map(\.expected) == ["12 7"], "prose after `prints` is not an output")
    }

    @Test func aGrammarsFormsAreTemplates() throws {
        for line in [89, 95] {
            let form = try result("teaching.md", line: line)
            #expect(form.status == .passed && form.level == .syntax, "\(line): \(form.diagnostics)")
            #expect(form.reason?.hasPrefix("template: ") == true, "\(line): \(form.reason ?? "")")
        }
    }

    /// A block the text says traps leaves its statements out of the run, not its declarations; a type the program
    /// extends with a conformance is compiled in the program's file, where Swift synthesizes `==`; functions a block
    /// calls are its program's, not a type's members.
    @Test func aTrapTheTextAnnouncesLeavesTheRestOfThePageRunning() throws {
        let trap = try result("teaching.md", line: 104)
        #expect(trap.status == .passed && trap.reason?.hasPrefix("runtime error marked at line 109") == true)
        for line in [114, 128, 140] {
            let after = try result("teaching.md", line: line)
            #expect(
                after.status == .passed && after.level == .run, "\(line): \(after.reason ?? "") \(after.diagnostics)")
            #expect(!after.outputs.isEmpty && after.outputs.allSatisfy(\.matched), "\(line): \(after.outputs)")
        }
    }

    /// A parse error the text after the block says is there ("The code above doesn't compile."), and a page's
    /// function calling an earlier block's, whose marked error is checked as a global function's.
    @Test func whatTheTextSaysDoesNotCompileIsMetByTheCompiler() throws {
        let operatorName = try result("teaching.md", line: 150)
        #expect(operatorName.status == .passed, "\(operatorName.diagnostics)")
        #expect(operatorName.diagnostics.allSatisfy { $0.message.hasPrefix("expected error: ") })
        let caller = try result("teaching.md", line: 166)
        #expect(caller.status == .passed && caller.level == .typecheck, "\(caller.reason ?? "")")
        #expect(
            caller.diagnostics.map(\.message) == [
                "expected error: 'async' call in a function that does not support concurrency"
            ])
    }

    /// A top-level `Task { … }` whose output the page promises under it prints before the check, as the reader sees.
    @Test func aTopLevelTasksPromisedOutputIsChecked() throws {
        let task = try result("teaching.md", line: 176)
        #expect(task.status == .passed && task.level == .run, "\(task.diagnostics)")
        #expect(task.outputs.map(\.expected) == ["Hello, Ada"] && task.outputs.allSatisfy(\.matched))
    }

    /// `// stockLevel is now 6`: the program shows the variable after the statement, and the value given counts.
    @Test func aValueTheCommentGivesIsCheckedAgainstTheVariable() throws {
        let values = try result("teaching.md", line: 188)
        #expect(values.status == .passed && values.level == .run, "\(values.diagnostics)")
        #expect(values.outputs.map(\.expected) == ["6", #""tea cup""#] && values.outputs.allSatisfy(\.matched))
    }

    /// A macro's declaration naming a plugin compiles; its use, which the plugin would expand, stays at syntax and
    /// says so. The declaration of a macro the toolchain has is parsed, not compiled: it would take the place of the
    /// toolchain's.
    @Test func aMacroImplementedByAPluginIsNotExpanded() throws {
        let declaration = try result("macros.md", line: 5)
        #expect(declaration.status == .passed && declaration.level == .typecheck, "\(declaration.diagnostics)")
        let use = try result("macros.md", line: 13)
        #expect(use.status == .passed && use.level == .syntax, "\(use.diagnostics)")
        #expect(
            use.reason?.hasPrefix("uses the macro `fourCharacterCode`, whose compiler plugin (module `CodeMacros`)")
                == true, "\(use.reason ?? "")")
        let toolchains = try result("macros.md", line: 19)
        #expect(toolchains.status == .passed && toolchains.level == .syntax)
        #expect(toolchains.reason?.hasPrefix("the declaration of a macro the toolchain has") == true)
    }

    /// An expression written alone with its value beside it (`6 + 7 // equals 13`) or under it (`// L`, a
    /// character shown plain) is shown where it stands, and the value counts; bits count as the number they
    /// write; prose beside an expression is no value.
    @Test func anExpressionsValueInItsCommentIsChecked() throws {
        let arithmetic = try result("expressions.md", line: 5)
        #expect(arithmetic.status == .passed && arithmetic.level == .run, "\(arithmetic.diagnostics)")
        #expect(arithmetic.outputs.map(\.expected) == ["13", "-3", "3.0", #""sunflower""#, "2"])
        #expect(arithmetic.outputs.allSatisfy { $0.matched }, "\(arithmetic.outputs)")
        let comparisons = try result("expressions.md", line: 15)
        #expect(comparisons.outputs.map(\.expected) == ["true", "false", "true"])
        #expect(comparisons.outputs.allSatisfy { $0.matched }, "\(comparisons.outputs)")
        let characters = try result("expressions.md", line: 24)
        #expect(characters.outputs.map(\.expected) == ["L", "n", "true"])
        #expect(characters.outputs.allSatisfy { $0.matched }, "\(characters.outputs)")
        let bits = try result("expressions.md", line: 35)
        #expect(bits.outputs.map(\.expected) == ["00001100", "00000011", "11111001"])
        #expect(bits.outputs.allSatisfy { $0.matched }, "\(bits.outputs)")
        let prose = try result("expressions.md", line: 44)
        #expect(prose.status == .passed && prose.level == .run && prose.outputs.isEmpty, "\(prose.outputs)")
    }

    /// A function declared beside a program's statements and an earlier builder (`func stanza`) is lent back
    /// alone to a block using it after the builder is shown again: typechecked with the later builder, saying so.
    @Test func aFunctionBesideStatementsIsLentBackAlone() throws {
        let later = try result("builders.md", line: 47)
        #expect(later.status == .passed && later.level == .typecheck, "\(later.diagnostics)")
        #expect(
            later.reason?.hasPrefix("typechecked with `stanza` as this page declares it at line 5") == true,
            "\(later.reason ?? "")")
    }

    /// `try? parsed("42") // Optional(42)`, a component in hexadecimal, an array a comment gives after saying its
    /// type, and a quote spanning two comment lines are each checked and credited.
    @Test func valuesWrittenOtherWaysAreCredited() throws {
        let forms = try result("expressions.md", line: 53)
        #expect(forms.status == .passed && forms.level == .run, "\(forms.diagnostics)")
        #expect(
            forms.outputs.map(\.expected) == ["Optional(42)", "0xFF", "[0.0, 0.0]", "the sea\nthe sky"],
            "\(forms.outputs)")
        #expect(forms.outputs.allSatisfy { $0.matched }, "\(forms.outputs)")
    }

    /// An operator no block declares, under "The following code doesn't compile", meets the page's mark.
    @Test func anUndeclaredOperatorMeetsTheMarkTheTextGives() throws {
        let order = try result("marks.md", line: 42)
        #expect(order.status == .passed && order.level == .typecheck, "\(order.reason ?? "")")
        #expect(order.diagnostics.map(\.message) == ["expected error: cannot find operator '<~>' in scope"])
    }

    /// `lamp.toggle() // true` (the variable after the call, not the call's `()`), numbered steps under
    /// statements, a hedged value and a signed number's bits pass, none failed.
    @Test func commentsBesideCallsAndStepsAreNoContradiction() throws {
        let steps = try result("expressions.md", line: 72)
        #expect(steps.status == .passed && steps.level == .run, "\(steps.diagnostics)")
        // Only the signed bits are credited: the call's `()`, the steps and the hedged value say nothing.
        #expect(steps.outputs.map(\.expected) == ["11110000"], "\(steps.outputs)")
        #expect(steps.outputs.allSatisfy { $0.matched }, "\(steps.outputs)")
        let numbered = ScriptAnalyzer.analyze("var basket = [1]\nbasket.removeFirst()\n// 2\n")
        #expect(numbered.expectations.contains { $0.expression?.isClaim == false })
    }
}
