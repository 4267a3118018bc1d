import Foundation
import Testing

@testable import PlaybookCore

/// Outputs and values a page promises wrongly (`Fixtures/WrongOutputs`), through the real compiler and a run: each
/// fails at its line, whatever else the page does around it.
@Suite(.serialized)
struct WrongOutputsIntegrationTests {
    static let report = try! TestSupport.verifyWholeFixture("WrongOutputs")

    func result(_ guide: String, line: Int) throws -> VerificationReport.BlockResult {
        try #require(
            Self.report.blocks.first { $0.guide.hasSuffix(guide) && $0.line == line }, "no result for \(guide):\(line)")
    }

    /// A wrong output before the page redeclares a name fails: the block left out after it never ran before it.
    @Test func aWrongOutputIsNotExcusedByABlockAfterIt() throws {
        let wrong = try result("counts.md", line: 5)
        #expect(wrong.status == .failed, "\(wrong.reason ?? "")")
        #expect(wrong.diagnostics.contains { $0.message == "expected output \"5\", but it printed \"4\"" })
        let after = try result("counts.md", line: 14)
        #expect(after.status == .passed && after.level == .run && after.outputs.allSatisfy(\.matched))
    }

    /// A loop that prints a line before those its one `Prints` lists fails; lines printed by statements before it,
    /// or promised under a later statement with its own, are not the loop's.
    @Test func aLoopsFirstLinesLeftOutFail() throws {
        let countdown = try result("loops.md", line: 5)
        #expect(countdown.status == .failed)
        #expect(
            countdown.diagnostics.map(\.message) == [#"expected output "3\n2\n1", but it printed "4\n3\n2\n1""#],
            "\(countdown.diagnostics)")
        #expect(countdown.diagnostics.first?.line == 9)
        for line in [16, 28] {
            let whole = try result("loops.md", line: line)
            #expect(whole.status == .passed && whole.level == .run, "line \(line): \(whole.diagnostics)")
            #expect(whole.outputs.count == 1 && whole.outputs.allSatisfy(\.matched))
        }
    }

    /// `let sum = … // 13` of a 12 and `// bonus == 4` of a 3 fail; a value held in an optional holds, and a value
    /// with a word after it (`// 30 seconds`) is prose.
    @Test func aValueAloneBesideADeclarationAndAComparisonAreClaims() throws {
        let claims = try result("claims.md", line: 5)
        #expect(claims.status == .failed)
        #expect(
            claims.diagnostics.filter { $0.severity == .error }.map(\.message) == [
                "expected `sum` to be 13, but it is 12", "expected `bonus` to be 4, but it is 3",
            ], "\(claims.diagnostics)")
        #expect(claims.outputs.filter(\.matched).map(\.expected) == ["5"], "\(claims.outputs)")
        // A value that cannot be copied is not shown, and the program still compiles and runs.
        let token = try result("claims.md", line: 17)
        #expect(token.status == .passed && token.level == .run, "\(token.diagnostics)")
        #expect(token.outputs.map(\.expected) == ["3"], "\(token.outputs)")
    }

    /// A plain fence that "It prints:" introduces after a block is what the block prints: compared, it matches or
    /// fails; a number in it may differ on each run, and is not compared.
    @Test func outputShownInAFenceAfterTheBlockIsCompared() throws {
        let greeting = try result("fences.md", line: 5)
        #expect(greeting.status == .passed && greeting.level == .run, "\(greeting.diagnostics)")
        #expect(greeting.outputs.map(\.matched) == [true])
        #expect(greeting.outputs.first?.line == 15)
        let farewell = try result("fences.md", line: 21)
        #expect(farewell.status == .failed)
        #expect(
            farewell.diagnostics.map(\.message) == [
                #"expected output "Goodbye, Grace!", but it printed "Goodbye, Ada!""#
            ])
        let rightAfter = try result("fences.md", line: 46)
        #expect(rightAfter.status == .failed, "a text fence right after the code is what it prints")
        #expect(rightAfter.diagnostics.first?.line == 51, "\(rightAfter.diagnostics)")
        let time = try result("fences.md", line: 33)
        #expect(time.status == .passed && time.level == .run && time.outputs.isEmpty, "\(time.diagnostics)")
        // A time beside it excuses only its own line: other words wrong fail the fence.
        let words = try result("fences.md", line: 56)
        #expect(words.status == .failed, "\(words.diagnostics)")
        #expect(words.diagnostics.first?.line == 65, "\(words.diagnostics)")
        // A JSON fence a sentence says the code prints is its output: lines in another order are a dictionary's,
        // other words fail it.
        let json = try result("fences.md", line: 71)
        #expect(json.status == .failed, "\(json.diagnostics)")
        #expect(json.diagnostics.first?.line == 82, "\(json.diagnostics)")
        #expect(ProgramRun.numbersMasked("2026-01-01T10:00:00Z info [id=7f3a] Ready") == "#-#-#:#:# info [id=#] Ready")
    }

    /// `// length is 16` of a 15 and `// greeting is now "Hi?"` of `"Hi!"` fail; a value in an optional, a sum
    /// within rounding, and a rounded `0.67` (prose, perhaps) do not.
    @Test func aValueCommentContradictedByTheVariableFails() throws {
        let values = try result("values.md", line: 5)
        #expect(values.status == .failed)
        let wrong = values.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(
            wrong == [
                "expected `length` to be 16, but it is 15", "expected `greeting` to be \"Hi?\", but it is \"Hi!\"",
            ],
            "\(wrong)")
        #expect(values.outputs.filter(\.matched).map(\.expected) == ["0.3", "5", "true"], "\(values.outputs)")
    }

    /// Thousands written with commas, an apostrophe `String(reflecting:)` escapes, a number held as text, one
    /// roll of a die "for example", and comments inside an `if` (one pass, not the value after it) are no
    /// contradiction; a whole number off by one
    /// is, however large.
    @Test func valuesWrittenABooksWayAreNotContradicted() throws {
        let values = try result("values.md", line: 34)
        #expect(values.status == .failed)
        let wrong = values.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(wrong == ["expected `byteCount` to be 4_294_967_295, but it is 4294967296"], "\(wrong)")
        #expect(
            values.outputs.filter(\.matched).map(\.expected) == [#""I'm learning Swift""#, "2024"],
            "\(values.outputs)")
    }

    /// After an earlier version of `serve` left the program, neither the output nor the value the queue's state
    /// decides is compared: the block passes at typecheck, saying so.
    @Test func aValueAfterAnEarlierVersionLeftTheProgramIsNotCompared() throws {
        let later = try result("versions.md", line: 21)
        #expect(later.status == .passed && later.level == .typecheck, "\(later.diagnostics)")
        #expect(later.reason?.contains("its output is not compared") == true, "\(later.reason ?? "")")
    }

    /// Declarations alone whose comment gives a global's value run to show it: a wrong one fails.
    @Test func declarationsGivingAValueRunToShowIt() throws {
        let weather = try result("values.md", line: 22)
        #expect(weather.status == .failed, "\(weather.reason ?? "")")
        #expect(weather.diagnostics.contains { $0.message == "expected `icon` to be \"sun\", but it is \"umbrella\"" })
        #expect(BlockPreparer.givesAGlobalsValue("let icon = \"sun\"\n// icon is \"sun\"\n"))
        #expect(!BlockPreparer.givesAGlobalsValue("let icon = \"sun\"\n// the icon shown\n"))
    }

    /// An expression's value a comment claims (`equals 63`, `true because …`) and a declaration's (`let doubled =
    /// 21 * 2 // equals 40`) fail when the program shows another; a value only shown under an expression is
    /// credited when it holds and never fails.
    @Test func anExpressionsClaimedValueFailsWhenItDoesNotHold() throws {
        let product = try result("expressions.md", line: 3)
        #expect(product.status == .failed)
        #expect(product.diagnostics.map(\.message) == ["expected `8 * 8` to be 63, but it is 64"])
        #expect(product.diagnostics.first?.line == 4)
        let comparison = try result("expressions.md", line: 7)
        #expect(comparison.diagnostics.map(\.message) == ["expected `3 > 5` to be true, but it is false"])
        let declared = try result("expressions.md", line: 11)
        #expect(declared.diagnostics.map(\.message) == ["expected `doubled` to be 40, but it is 42"])
        let shown = try result("expressions.md", line: 17)
        #expect(shown.status == .passed && shown.level == .run && shown.outputs.isEmpty, "\(shown.diagnostics)")
    }

    /// A value alone beside an expression claims it: a count, an optional's, an array's elements in order and a
    /// number's bits fail when the program shows another; a value that may differ on each run (`Int.random`) is
    /// only credited.
    @Test func aValueAloneBesideAnExpressionIsAClaim() throws {
        let marks = try result("expressions.md", line: 26)
        #expect(marks.status == .failed)
        #expect(
            marks.diagnostics.map(\.message) == [
                "expected `marks.count` to be 4, but it is 3",
                "expected `marks.first` to be Optional(5), but it is Optional(4)",
                "expected `marks.sorted()` to be [2, 4, 8], but it is [2, 4, 9]",
                "expected `nibble << 2` to be 00001000, but it is 12",
            ], "\(marks.diagnostics.map(\.message))")
        let random = try result("expressions.md", line: 37)
        #expect(random.status == .passed && random.outputs.isEmpty, "\(random.diagnostics)")
    }

    /// A left-out block that only changes its own variables bears on no output using none of them: `print(7 * 6)`
    /// after `var depth` is shown again fails. Code the page shows not compiling as a whole (`let cells: [(Int,
    /// Int): String]`) declares nothing again: the grid before it stays in the program, and a wrong count fails.
    @Test func aBlockLeftOutExcusesOnlyTheOutputsItBearsOn() throws {
        let product = try result("leftout.md", line: 20)
        #expect(product.status == .failed, "\(product.reason ?? "")")
        #expect(product.diagnostics.map(\.message) == ["expected output \"41\", but it printed \"42\""])
        let invalid = try result("leftout.md", line: 36)
        #expect(invalid.status == .passed && invalid.level == .typecheck, "\(invalid.diagnostics)")
        let count = try result("leftout.md", line: 42)
        #expect(count.status == .failed, "\(count.reason ?? "")")
        #expect(count.diagnostics.map(\.message) == ["expected output \"3\", but it printed \"2\""])
        #expect(
            ScriptAnalyzer.onlyDeclaresAndPrints(
                "var depth = 1\ndepth += 1\nfor n in 1...3 where n.isMultiple(of: 2) { depth += n }\n"))
        #expect(!ScriptAnalyzer.onlyDeclaresAndPrints("var depth = 1\nsetenv(\"A\", \"1\", 1)\n"))
        #expect(!ScriptAnalyzer.onlyDeclaresAndPrints("var depth = 1\nRegistry.shared.count += depth\n"))
    }
}
