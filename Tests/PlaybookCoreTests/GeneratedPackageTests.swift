import Testing

@testable import PlaybookCore

/// The program `GeneratedPackage` writes of a unit's statements: its marks, and the guide lines the compiler
/// reads through its `#sourceLocation` lines.
struct GeneratedPackageTests {
    /// Each line of `program` with the file and line the compiler gives it: the guide's under a
    /// `#sourceLocation(file:line:)`, the generated file's (nil) after a `#sourceLocation()`.
    func locations(_ program: String) -> [(text: String, file: String?, line: Int)] {
        var located: [(text: String, file: String?, line: Int)] = []
        var guide: (file: String, line: Int)?
        for (offset, text) in program.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if text.hasPrefix("#sourceLocation(file: \""), let comma = text.range(of: "\", line: ") {
                let file = String(text[text.index(text.startIndex, offsetBy: 23)..<comma.lowerBound])
                guide = (file, Int(text[comma.upperBound...].dropLast()) ?? 0)
            } else if text == "#sourceLocation()" {
                guide = nil
            } else {
                located.append((String(text), guide?.file, guide?.line ?? offset + 1))
                guide?.line += 1
            }
        }
        return located
    }

    /// After each script block, outside the guide's lines, the program prints the block's end mark, counted by
    /// place in the program; every line of the blocks' code keeps its guide line, the statement marks' too (one
    /// where a statement whose output one `Prints` promises begins, one after it), and a
    /// block ending in a `return` (made a trap) is followed by its mark alone.
    @Test func eachScriptBlockEndsWithItsMarkAndKeepsItsGuideLines() throws {
        let blocks = UnitPlannerTests().prepare(
            "guide.md",
            [
                ("let names = [\"a\", \"b\"]\nprint(names.count)\n// Prints \"2\"\nprint(names[0])\n", nil),
                ("print(names.last!)\nreturn\n", nil),
            ])
        let unit = try #require(UnitPlanner(blocks: blocks, moduleName: "App").plan().first)
        let program = GeneratedPackage.program(of: blocks, unit: unit)
        let located = locations(program)
        let marks = located.filter { $0.text.contains("playbook-check") }
        #expect(
            marks.map(\.text) == [
                #"print("\u{1e}playbook-check begin 0.1")"#, #"print("\u{1e}playbook-check 0.1")"#,
                #"print("\u{1e}playbook-check end 0")"#, #"print("\u{1e}playbook-check end 1")"#,
            ])
        #expect(
            marks.map { $0.file == nil } == [false, false, true, true],
            "a statement's marks, where it begins and after it, are among the guide's lines")
        let guideLines = located.filter { $0.file != nil && !$0.text.contains("playbook-check") }
        let expected = blocks.flatMap { block in
            GeneratedPackage.code(of: block, in: unit).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated().map { "\(block.sourceMap.firstGuideLine + $0.offset): \($0.element)" }
        }
        #expect(guideLines.map { "\($0.line): \($0.text)" } == expected)
        #expect(expected.contains { $0.contains(CodeNormalizer.returnTrap) }, "the `return` is a trap")
        let trap = try #require(located.firstIndex { $0.text.contains(CodeNormalizer.returnTrap) })
        #expect(located[trap + 2].text == #"print("\u{1e}playbook-check end 1")"#, "after the block's last, empty line")
    }

    /// A task whose quoted output is promised under it is awaited; one with prose under it, or in a program whose
    /// page declares its own `Task`, runs as written. A value a comment gives is shown after its statement, unless
    /// the page gives the name to a function too.
    @Test func promisedTasksAreAwaitedAndValuesShown() throws {
        func program(_ codes: [String]) throws -> String {
            let blocks = UnitPlannerTests().prepare("guide.md", codes.map { ($0, nil) })
            let unit = try #require(UnitPlanner(blocks: blocks, moduleName: "App").plan().first)
            return GeneratedPackage.program(of: blocks, unit: unit)
        }
        let promised = try program(["Task {\n    print(\"hi\")\n}\n// Prints \"hi\"\n"])
        #expect(promised.contains("_ = await Task {") && promised.contains("}.result"))
        let prose = try program(["Task {\n    print(\"hi\")\n}\n// Runs when the program gets to it.\n"])
        #expect(!prose.contains("await Task"))
        let own = try program([
            "struct Task { init(_ body: () -> Void) { body() } }\nTask {\n    print(\"hi\")\n}\n// Prints \"hi\"\n"
        ])
        #expect(!own.contains("await Task"))
        let value = try program(["var total = 1\ntotal += 4 // total is now 5\n"])
        #expect(value.contains(#"playbook-check value 0.1 total \(playbookValue(total))"#))
        #expect(value.contains(ShownExpression.valueFunction), "a value that cannot be copied is written as such")
        let function = try program(["func add() -> Int { 1 }\nvar add = 2\nadd += 1 // add is now 3\n"])
        #expect(!function.contains("value 0."))
    }
}
