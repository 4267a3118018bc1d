import Testing

@testable import PlaybookCore

/// Reading `// Prints` comments the ways documentation writes them.
struct ScriptAnalyzerTests {
    @Test func aTrailingCommentBelongsToItsStatement() {
        let script = ScriptAnalyzer.analyze("let x = 5\nprint(x) // Prints \"5\"\n")
        #expect(script.statements.map(\.lastLine) == [1, 2])
        #expect(script.expectations == [.init(statement: 1, line: 2, lines: ["5"])])
    }

    @Test func aCommentOnTheNextLineBelongsToTheStatementBeforeIt() {
        let script = ScriptAnalyzer.analyze("print(1 + 1)\n// Prints \"2\"\nlet y = 3\nprint(y)\n// prints 3\n")
        #expect(
            script.expectations == [
                .init(statement: 0, line: 2, lines: ["2"]),
                .init(statement: 2, line: 5, lines: ["3"]),
            ])
    }

    @Test func aColonIntroducesOneCommentLinePerPrintedLine() {
        let source = """
            for name in ["b", "a"].sorted() {
                print(name)
            }
            // Prints two lines:
            // a
            // b
            """
        let script = ScriptAnalyzer.analyze(source)
        #expect(script.expectations == [.init(statement: 0, line: 4, lines: ["a", "b"])])
    }

    @Test func commentLinesRightUnderAStatementAreOutputItMayPrintWhenNoneSaysPrints() {
        let source = """
            for count in 1...2 {
                print(count)
            }
            // 1
            // 2
            let next = 3

            // about what follows
            print(next)
            // Error: not an output
            """
        let script = ScriptAnalyzer.analyze(source)
        #expect(script.expectations == [.init(statement: 0, line: 4, lines: ["1", "2"], mayBeProse: true)])
    }

    @Test func aCuedOutputLeavesNoUncuedOneBeside() {
        let source = "for n in 1...2 {\n    print(n) // Prints \"1\", then \"2\"\n}\n// 1\n// 2\n"
        #expect(ScriptAnalyzer.analyze(source).expectations == [.init(statement: 0, line: 2, lines: ["1", "2"])])
    }

    @Test func quotedOutputsJoinedByWordsAreLinesInOrder() {
        let source = """
            print(original)
            print(copy)
            // Prints "tea" and then "tea with lemon".
            print(pair)
            // Prints "["a", "b"]"
            """
        #expect(
            ScriptAnalyzer.analyze(source).expectations == [
                .init(statement: 1, line: 3, lines: ["tea", "tea with lemon"]),
                .init(statement: 2, line: 5, lines: ["[\"a\", \"b\"]"]),
            ])
        #expect(ScriptAnalyzer.quotedSequence(#""a", then "b", followed by "c""#) == ["a", "b", "c"])
        #expect(ScriptAnalyzer.quotedSequence(#""a" or "b""#) == nil)
        #expect(ScriptAnalyzer.quotedSequence(#""x", "y", and "z"."#) == ["x", "y", "z"])
        #expect(ScriptAnalyzer.quotedSequence(#""1", "2", "3" on separate lines."#) == ["1", "2", "3"])
        #expect(ScriptAnalyzer.quotedSequence(#""1", "2" in a table"#) == nil)
        #expect(ScriptAnalyzer.quotedSequence(#""1", "2""#) == nil, "no word joins them")
        #expect(ScriptAnalyzer.quotedSequence(#""a" and "b" are printed"#) == nil)
    }

    @Test func escapesInAQuotedOutputMayBeWhatWasPrinted() {
        let script = ScriptAnalyzer.analyze(#"print(raw) // Prints "A newline is written \n here.""#)
        #expect(
            script.expectations == [
                .init(
                    statement: 0, line: 1, lines: ["A newline is written \n here."],
                    literalLines: [#"A newline is written \n here."#])
            ])
    }

    @Test func ofTwoOutputsThatMayBeProseTheLinesUnderALoopStay() {
        let source = "for n in 1...2 {\n    print(n) // prints each number\n}\n// 1\n// 2\n"
        #expect(
            ScriptAnalyzer.analyze(source).expectations == [
                .init(statement: 0, line: 4, lines: ["1", "2"], mayBeProse: true)
            ])
    }

    /// A comment with a blank line above it and code right under it is a heading for that code.
    @Test func aMarkAsAHeadingMarksTheCodeUnderIt() {
        let source = """
            let a = make()
            let b = make() // 💥 crash

            // This will crash - different types
            let c = make()
            let d = other() // 💥 crash
            x = 1
            // Error: x is a constant
            """
        #expect(
            ScriptAnalyzer.errorMarks(in: source).map(\.lines).sorted { $0.lowerBound < $1.lowerBound } == [
                2...2, 5...5, 6...6, 7...7,
            ])
    }

    @Test func aCommentBesideAPrintMayBeItsOutput() {
        let source = "print(total(of: widths))   // 17\nprint(name) // the reader's name\nlet x = 1 // one\n"
        #expect(
            ScriptAnalyzer.analyze(source).expectations == [
                .init(statement: 0, line: 1, lines: ["17"], mayBeProse: true),
                .init(statement: 1, line: 2, lines: ["the reader's name"], mayBeProse: true),
            ])
    }

    @Test func noValueIsShownOfAVariableWithoutOneYetOrAnAsyncLet() {
        let source = "let limit: Int // limit is equal to 0, for now\nasync let answer = 42 // answer is now 42\n"
        #expect(ScriptAnalyzer.analyze(source).expectations.allSatisfy { $0.value == nil })
    }

    /// What a variable shows (`String(reflecting:)`) holds a comment's value as written, in an optional, or as the
    /// same number; whole numbers, strings, truth values and `nil` leave no room for prose.
    @Test func aShownValueHoldsTheCommentsValueAsSwiftWouldCompareIt() {
        #expect(ValueComment.holds("15", "15") && ValueComment.holds("Optional(5)", "5"))
        #expect(ValueComment.holds("5.0", "5") && ValueComment.holds("0.30000000000000004", "0.3"))
        #expect(ValueComment.holds(#"Optional("Hi")"#, #""Hi""#) && !ValueComment.holds("Optional(5)", "nil"))
        #expect(ValueComment.holds("<00000011>", "00000011"), "a description in angle brackets around the value")
        #expect(!ValueComment.holds("<0000000000000011>", "0000000000000111"))
        #expect(!ValueComment.holds("15", "16") && !ValueComment.holds("0.6666666666666666", "0.67"))
        #expect(!ValueComment.holds("4294967296", "4_294_967_295"), "whole numbers are equal or not")
        #expect(ValueComment.holds(#""I\'m""#, #""I'm""#) && ValueComment.holds(#""2024""#, "2024"))
        #expect(
            ValueComment.clause("population is 1,000,000") == nil
                && ValueComment.clause("roll is 4, for example") == nil)
        #expect(["15", "-3", "1_000", #""Hi""#, "true", "nil"].allSatisfy(ValueComment.isExact))
        #expect(!["0.67", "[1, 2.5]", "(0, 0)", "Optional(3.5)"].contains(where: ValueComment.isExact))
    }

    /// `// answer is 42` then `// calls is 1` under one statement: each variable's value is shown and checked.
    @Test func twoValuesUnderOneStatementAreEachShown() {
        let source =
            "var calls = 0\nlet answer = retry {\n    calls += 1\n    return 42\n}\n// answer is 42\n// calls is 1\n"
        let values = ScriptAnalyzer.analyze(source).expectations.compactMap(\.value)
        #expect(values == ["answer", "calls"], "\(values)")
    }

    @Test func aCommentGivingAVariablesValueIsAValueToShow() {
        #expect(ValueComment.clause("total is now 15") ?? ("", "") == ("total", "15"))
        #expect(ValueComment.clause(#"greeting now equals "Hi!"."#) ?? ("", "") == ("greeting", #""Hi!""#))
        #expect(
            ValueComment.clause("smallest is equal to 0, and is of type UInt8") ?? ("", "") == ("smallest", "0"))
        #expect(ValueComment.clause("items is now [1, 2, 3]") ?? ("", "") == ("items", "[1, 2, 3]"))
        #expect(ValueComment.clause("maybeRecipe is nil") ?? ("", "") == ("maybeRecipe", "nil"))
        #expect(ValueComment.clause("port is Optional(8443)") ?? ("", "") == ("port", "Optional(8443)"))
        #expect(ValueComment.clause(#"beeps is ["beep"], of type [String]"#) ?? ("", "") == ("beeps", #"["beep"]"#))
        #expect(ValueComment.clause("count is 3 because it grew") == nil, "the sentence goes on")
        #expect(ValueComment.clause("name is the user's name") == nil, "prose")
        #expect(ValueComment.clause("count is now larger") == nil, "prose")
        #expect(ValueComment.clause("the total is now 15") == nil, "no variable")
        let source = """
            var total = 10
            total += 5 // total is now 15
            for total in 1...2 { print(total) } // total is now 3
            print(items.count) // count is now 3
            """
        #expect(
            ScriptAnalyzer.analyze(source).expectations == [
                .init(statement: 1, line: 2, lines: ["15"], mayBeProse: true, value: "total"),
                .init(statement: 3, line: 4, lines: ["count is now 3"], mayBeProse: true),
            ], "`count` is no variable there: the comment beside the print may be prose")
    }

    @Test func aMarkSayingNothingOfWhenMayMeanATrapOneSayingWhyDoesNot() {
        let reported = ScriptAnalyzer.errorMarks(in: "let past = word[word.endIndex]\n// This will report an error\n")
        #expect(reported.map(\.mayMeanATrap) == [true])
        let because = ScriptAnalyzer.errorMarks(in: "scores[0] = 10 // Error because scores is a constant\n")
        #expect(because.map(\.mayMeanATrap) == [false])
        let fatal = ScriptAnalyzer.errorMarks(in: "let n = shelf!\n// Fatal error: Unexpectedly found nil\n")
        #expect(fatal.map(\.kind) == [.runtime])
        #expect(ScriptAnalyzer.errorMarks(in: "let gauge = make() // 💥 crash\n").map(\.kind) == [.runtime])
        // What the run prints when a precondition or an assertion fails.
        let failed = ScriptAnalyzer.errorMarks(in: "let p = Percent(150)\n// Precondition failed: out of range\n")
        #expect(failed.map(\.kind) == [.runtime])
        #expect(ScriptAnalyzer.errorMarks(in: "check(-1) // Assertion failed\n").map(\.kind) == [.runtime])
        #expect(ScriptAnalyzer.markKind("This code isn't valid.") == .compile)
    }

    /// A block that only declares and prints reaches no state outside its names.
    @Test func aBlockThatOnlyDeclaresAndPrintsTouchesNothingElse() {
        #expect(ScriptAnalyzer.onlyDeclaresAndPrints("struct D { var m = 1 }\nlet d = D()\nprint(d.m)\n"))
        #expect(!ScriptAnalyzer.onlyDeclaresAndPrints("setenv(\"THEME\", \"dark\", 1)\n"))
        #expect(!ScriptAnalyzer.onlyDeclaresAndPrints("total += 1\n"))
        // The page's names, whose effects the caller traces, count as the block's own.
        let swapping = "var a = 1\nvar b = 2\nswapTwoInts(&a, &b)\n"
        #expect(ScriptAnalyzer.onlyDeclaresAndPrints(swapping, tracing: ["swapTwoInts"]))
        #expect(!ScriptAnalyzer.onlyDeclaresAndPrints(swapping))
        #expect(ScriptAnalyzer.onlyDeclaresAndPrints("welcome.append(mark)\n", tracing: ["welcome", "mark"]))
        #expect(!ScriptAnalyzer.onlyDeclaresAndPrints("swapTwoInts(&shared, &b)\n", tracing: ["swapTwoInts"]))
        #expect(!ScriptAnalyzer.onlyDeclaresAndPrints("setenv(\"A\", \"1\", 1)\n", tracing: ["welcome"]))
    }

    /// A line inside a declaration is reached by the declaration's name, or a type's and its member's.
    @Test func theNamesReachingALineAreItsDeclarations() {
        let source =
            "func check(_ n: Int) {\n    precondition(n > 0)\n}\nstruct Percent {\n    init(_ v: Int) {\n"
            + "        precondition(v <= 100)\n    }\n}\ncheck(1)\n"
        #expect(ScriptAnalyzer.namesReaching(line: 2, in: source) == ["check"])
        #expect(ScriptAnalyzer.namesReaching(line: 6, in: source) == ["Percent"])
        #expect(ScriptAnalyzer.namesReaching(line: 9, in: source).isEmpty, "a statement")
    }

    /// What a block does when run: its statements and variables, not its declarations.
    @Test func theExecutedLinesAreStatementsAndVariables() {
        let source = "enum Failure: Error { case empty }\nlet limit = 3\nfunc f() {}\nthrow Failure.empty\n"
        #expect(ScriptAnalyzer.executedLines(in: source) == [2...2, 4...4])
    }

    /// `Prints "Ping" three times`: the line as many times as the words say.
    @Test func anOutputSaidToRepeatIsThatManyLines() {
        #expect(ScriptAnalyzer.repeatedOutput(#""Ping" three times"#) == ["Ping", "Ping", "Ping"])
        #expect(ScriptAnalyzer.repeatedOutput(#""42" twice."#) == ["42", "42"])
        #expect(ScriptAnalyzer.repeatedOutput(#""a" 4 times"#) == ["a", "a", "a", "a"])
        #expect(ScriptAnalyzer.repeatedOutput(#""a" three times, then "b""#) == nil)
        #expect(ScriptAnalyzer.repeatedOutput(#""a" and "b""#) == nil)
        #expect(
            ScriptAnalyzer.analyze("for _ in 1...2 { print(0) }\n// Prints \"0\" twice\n").expectations.first?.lines
                == ["0", "0"])
    }

    @Test func unquotedWordsAfterPrintsMayBeOutputOrProse() {
        let script = ScriptAnalyzer.analyze(
            "print(cursor.line, cursor.column)\n// prints 40 1\nprint(total)\n// Prints 5\n")
        #expect(
            script.expectations == [
                .init(statement: 0, line: 2, lines: ["40 1"], mayBeProse: true),
                .init(statement: 1, line: 4, lines: ["5"]),
            ])
    }

    @Test func theStatementsThatRunAreStatementsAndVariables() {
        let source =
            "func ration(_ count: Int) -> Int {\n    count * 2\n}\nprint(ration(-1))\nlet x = 1\nlet y = items[3]\n"
        #expect(
            ScriptAnalyzer.runningStatementLines(in: source) == [4...4, 6...6], "not `let x = 1`, which cannot trap")
        #expect(
            ScriptAnalyzer.runningStatementLines(in: "let backwards = 5...1\n") == [1...1], "a reversed range traps")
    }

    @Test func proseCommentsAndPrintsInsideDeclarationsAreNotChecked() {
        let source = """
            var total = 0
            total += 4 // total is now 4
            func show() {
                print(total) // Prints "4"
            }
            // Printing is done by show().
            """
        #expect(
            ScriptAnalyzer.analyze(source).expectations == [
                .init(statement: 1, line: 2, lines: ["4"], mayBeProse: true, value: "total")
            ], "a value the comment gives, not the `Prints` inside the function")
    }

    /// Output comments are sentences: the quote may be followed by the sentence's punctuation, the output may sit on
    /// the next comment line.
    @Test func outputCommentsWrittenAsSentences() {
        #expect(ScriptAnalyzer.unquoted(#""11"."#) == "11")
        #expect(ScriptAnalyzer.unquoted(#""a, b"),"#) == "a, b")
        #expect(
            ScriptAnalyzer.unquoted(#""["Vivien", "Marlon"]""#) == #"["Vivien", "Marlon"]"#, "quotes inside the output")
        #expect(
            ScriptAnalyzer.unquoted(#""hello, world" and returns a value of 12"#) == "hello, world",
            "the sentence goes on after the output")
        #expect(ScriptAnalyzer.unquoted(#""say \"hi\"" twice"#) == #"say "hi""#)
        #expect(ScriptAnalyzer.unquoted(#""["a"]"."#) == #"["a"]"#)
        #expect(
            ScriptAnalyzer.unquoted(#""a"or so"#) == #""a"or so"#,
            "no space after the quote: not a sentence going on, kept as written")
        let nextLine = ScriptAnalyzer.analyze("let total = 4 + 7\nprint(total)\n// Prints\n// 11\n")
        #expect(nextLine.expectations == [.init(statement: 1, line: 3, lines: ["11"])])
        let sentence = ScriptAnalyzer.analyze("print(\"Hello\") // Prints \"Hello\".\n")
        #expect(sentence.expectations == [.init(statement: 0, line: 1, lines: ["Hello"])])
        #expect(ProgramRun.matches(["42"], ["42."]) && ProgramRun.matches(["Done."], ["Done."]))
        #expect(!ProgramRun.matches(["41"], ["42."]) && !ProgramRun.matches(["a.", "b"], ["a", "b"]))
        #expect(
            ProgramRun.matches(["BLANCHE:", "  I want magic!"], ["BLANCHE:", "I want magic!"]),
            "a comment cannot show leading spaces")
    }

    @Test func quotedOutputUnescapes() {
        #expect(ScriptAnalyzer.unquoted(#""say \"hi\"\tnow""#) == "say \"hi\"\tnow")
        #expect(ScriptAnalyzer.unquoted("42") == "42")
    }

    @Test func aProgramsOutputIsCutAtItsMarks() {
        let output = "a\nb\n\u{1E}playbook-check 2.0\nc\u{1E}playbook-check 2.1\n\u{1E}playbook-check 3.0\n"
        let segments = ProgramRun.segments(of: output)
        #expect(segments[.init(index: 2, statement: 0)] == ["a", "b"])
        #expect(segments[.init(index: 2, statement: 1)] == ["c"])
        #expect(segments[.init(index: 3, statement: 0)] == [])
    }

    /// A block's end mark says the run went through it, and cuts no statement's output: what was printed before
    /// and after it, even on one line, is the next statement's.
    @Test func aBlocksEndMarkCutsNoStatementsOutput() {
        let output =
            "a\n\u{1E}playbook-check end 0\nb\n\u{1E}playbook-check 2.0\nc\u{1E}playbook-check end 1\nd\n"
            + "\u{1E}playbook-check 3.0\n"
        let segments = ProgramRun.segments(of: output)
        #expect(segments == [.init(index: 2, statement: 0): ["a", "b"], .init(index: 3, statement: 0): ["cd"]])
        #expect(ProgramRun.endsReached(in: output) == [0, 1])
        #expect(ProgramRun.endsReached(in: "a\n\u{1E}playbook-check 2.0\n").isEmpty)
    }

    @Test func aLooseFunctionThatUsesOnlyItsOwnNamesIsAGlobalFunction() {
        #expect(
            SwiftBlockAnalyzer.analyze("func greet(_ name: String) -> String {\n    \"Hi, \\(name).\"\n}\n").shape
                == .declarations)
        #expect(
            SwiftBlockAnalyzer.analyze("func total(_ values: [Int]) -> Int {\n    values.reduce(0) { $0 + $1 }\n}\n")
                .shape == .declarations)
        // `state` and `useCase` belong to the type the method was lifted from.
        #expect(
            SwiftBlockAnalyzer.analyze(
                "func load() async {\n    state = .loading\n    state = await useCase.fetch()\n}\n"
            ).shape == .members)
    }

    /// An expression alone is shown with the value its comment gives; one that assigns, throws, waits, prints or
    /// needs its type from context is not, nor is prose.
    @Test func anExpressionsCommentGivesItsValue() {
        let script = ScriptAnalyzer.analyze(
            ".red // equals 1\n1 + 2 // equals 3\nname[name.startIndex]\n// G\nx += 1 // equals 4\nprint(x) // 4\n"
                + "try load() // true\nscore > 10 // higher than ten\n")
        let shown = script.expectations.filter { $0.expression != nil }
        #expect(shown.map(\.value) == ["1 + 2", "name[name.startIndex]"])
        #expect(shown.map(\.lines) == [["3"], ["G"]])
        #expect(shown.map { $0.expression?.isClaim } == [true, false])
        #expect(shown.first?.expression.map { ($0.line, $0.column, $0.endColumn) } ?? (0, 0, 0) == (2, 0, 5))
        // The line under an expression that calls nothing is its value, not its output.
        #expect(!script.expectations.contains { $0.statement == 2 && $0.expression == nil })
    }

    @Test func anExpressionsValueIsClaimedOrOnlyShown() {
        #expect(ShownExpression.value(in: "equals 13")! == ("13", true))
        #expect(ShownExpression.value(in: "true because 4 is equal to 4")! == ("true", true))
        #expect(ShownExpression.value(in: "\"sunflower\"")! == ("\"sunflower\"", true))
        #expect(ShownExpression.value(in: "L")! == ("L", false))
        #expect(ShownExpression.value(in: "equals 00001100")! == ("00001100", true))
        #expect(ShownExpression.value(in: "0755")! == ("0755", false))
        #expect(ShownExpression.value(in: "equals 3, for example") == nil)
        #expect(ShownExpression.value(in: "twice the total") == nil)
        #expect(ShownExpression.value(in: "Output:") == nil)
        #expect(ValueComment.holds("12", "00001100") && ValueComment.holds("249", "11111001"))
        #expect(!ValueComment.holds("12", "1100"))
    }

    /// The expression is passed where it stands to the function showing it, on its own lines; lines that no
    /// longer hold it are left alone.
    @Test func anExpressionIsShownWhereItStands() throws {
        let script = ScriptAnalyzer.analyze("let a = 2\na * 3 // equals 6\n")
        let expression = try #require(script.expectations.first { $0.expression != nil }?.expression)
        let lines: [Substring] = ["let a = 2", "a * 3 // equals 6", ""]
        #expect(
            expression.shown(in: lines, label: "v ")
                == ["let a = 2", #"playbookShown("v ", a * 3) // equals 6"#, ""])
        #expect(expression.shown(in: ["let a = 2", "b * 3 // equals 6"], label: "v ") == nil)
    }

    /// Under `Prints:`, quotes around every line are the comment's; a quoted line among plain ones is printed so.
    @Test func quotesUnderPrintsColonAreTheOutputsUnlessEveryLineHasThem() {
        let quotation = ScriptAnalyzer.analyze(
            "print(q)\n// Prints:\n// The White Rabbit put on his spectacles.\n//     \"Where shall I begin?\"\n")
        #expect(
            quotation.expectations.first?.lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "The White Rabbit put on his spectacles.", "\"Where shall I begin?\"",
            ])
        let quoted = ScriptAnalyzer.analyze("print(q)\n// Prints:\n// \"one\"\n// \"two\"\n")
        #expect(quoted.expectations.map(\.lines) == [["one", "two"]])
    }

    @Test func aQuoteMaySpanCommentLines() {
        let script = ScriptAnalyzer.analyze("print(text)\n// Prints \"roses are red\n// violets are blue\".\n")
        #expect(script.expectations.map(\.lines) == [["roses are red", "violets are blue"]])
        #expect(ScriptAnalyzer.quoteAcrossLines("\"never closed", then: ["next line"]) == nil)
    }

    /// Exact values: an optional's, a hexadecimal number, a whole fraction, an array of exact values; an array in
    /// another order or shown as another collection contradicts nothing.
    @Test func whatContradictsAnExactValue() {
        #expect(ValueComment.isExact("Optional(73)") && ValueComment.isExact("0xCC") && ValueComment.isExact("4.0"))
        #expect(
            ValueComment.isExact("[0.0, 1.0]") && !ValueComment.isExact("[0.5, 1.0]") && !ValueComment.isExact("0.67"))
        #expect(ValueComment.holds("204", "0xCC") && !ValueComment.holds("205", "0xCC"))
        #expect(ValueComment.contradicts(shown: "Optional(72)", "Optional(73)"))
        #expect(ValueComment.contradicts(shown: "[1, 3]", "[1, 2]"))
        #expect(ValueComment.contradicts(shown: "[2, 1]", "[1, 2]"))
        #expect(!ValueComment.contradicts(shown: "[2, 1]", "[1, 2]", hashedOrder: true))
        #expect(!ValueComment.contradicts(shown: "()", "true"))
        #expect(ValueComment.holds("-16", "11110000") && !ValueComment.holds("-15", "11110000"))
        #expect(ValueComment.clause("third is 3 (approximately)") == nil)
        #expect(!ValueComment.mayVary("let candidates = 3") && ValueComment.mayVary("let stamp = Date()"))
        #expect(ValueComment.ordersByHashes("let capitals = [\"France\": \"Paris\"]"))
        #expect(!ValueComment.ordersByHashes("let list = [1, 2]"))
        #expect(!ValueComment.contradicts(shown: "Set([1, 2])", "[1, 2]"))
        #expect(ValueComment.clause("redComponent is 0xCC, or 204")! == ("redComponent", "0xCC"))
        #expect(ValueComment.clause("zeros is of type [Double], and equals [0.0]")! == ("zeros", "[0.0]"))
        #expect(ValueComment.mayVary("let roll = Int . random ( in : 1 ... 6 )"))
        let script = ScriptAnalyzer.analyze(
            "let roll = Int.random(in: 1...6)\nlet twice = roll * 2 // twice is 8\nlet ten = 10 // ten is 11\n")
        #expect(script.expectations.map(\.mayVary) == [true, false])
        #expect(!ValueComment.mayVary("total += 5"))
    }

    /// `let (x, y) = (1, 2)` then `// x is equal to 1, and y is equal to 2`: each name the tuple declares is
    /// shown; a name a loop binds is not.
    @Test func eachNameATupleDeclaresIsShown() {
        let script = ScriptAnalyzer.analyze("let (x, y) = (1, 2)\n// x is equal to 1, and y is equal to 2\n")
        let values = script.expectations.filter { $0.value != nil }
        #expect(values.map(\.value) == ["x", "y"])
        #expect(values.map(\.lines) == [["1"], ["2"]])
        let loop = ScriptAnalyzer.analyze("for (x, y) in [(1, 2)] { print(x + y) }\n// x is equal to 1\n")
        #expect(!loop.expectations.contains { $0.value != nil })
        #expect(ValueComment.clauses("total is 3, and is of type Int").map(\.name) == ["total"])
    }
}
