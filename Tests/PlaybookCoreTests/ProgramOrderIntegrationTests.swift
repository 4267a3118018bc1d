import Foundation
import Testing

@testable import PlaybookCore

/// How a page's program runs (`Fixtures/ProgramOrder`), through the real compiler and a run: a variable is never
/// reached before the block setting it, a loop observing changes is stopped, not failed, and a body left to the
/// reader stops only the statements calling it.
@Suite(.serialized)
struct ProgramOrderIntegrationTests {
    static let report = try! TestSupport.verifyWholeFixture("ProgramOrder")

    func result(_ guide: String, line: Int) throws -> VerificationReport.BlockResult {
        try #require(
            Self.report.blocks.first { $0.guide.hasSuffix(guide) && $0.line == line }, "no result for \(guide):\(line)")
    }

    /// `Limits(reading: reader)` above the block declaring `let reader`: in one `main.swift` it would read the
    /// global before it is set and crash. It is kept apart, and said to use what only a later block declares,
    /// though a function of its own binds `reader` as a parameter.
    @Test func aVariableUsedBeforeTheBlockDeclaringItIsKeptApart() throws {
        let early = try result("later.md", line: 5)
        #expect(early.status == .passed && early.level == .syntax, "\(early.diagnostics)")
        #expect(
            early.reason?.hasPrefix("not self-contained: uses `reader`, which only a later block declares") == true,
            "\(early.reason ?? "")")
        let declaring = try result("later.md", line: 20)
        #expect(declaring.status == .passed && declaring.level == .run, "\(declaring.diagnostics)")
        #expect(declaring.outputs.map(\.matched) == [true])
        #expect(SwiftBlockAnalyzer.analyze("func f(reader: Int) {}\nlet x = reader\n").freeNames.contains("reader"))
    }

    /// A whole `@main` program, with the `main()` it starts from, runs: its `main()` is called where its type
    /// ends, and the fence after it is what it prints.
    @Test func aWholeMainProgramRuns() throws {
        let program = try result("main.md", line: 5)
        #expect(program.status == .passed && program.level == .run, "\(program.diagnostics)")
        #expect(program.outputs.map(\.matched) == [true], "\(program.outputs)")
        let command = "@main\nstruct Tool: ParsableCommand {\n    func run() throws {}\n}\n"
        #expect(MainEntry.runnable(command) == nil, "a `main()` a protocol gives reads the command line")
        #expect(
            MainEntry.runnable("@main struct App {\n    static func main() {}\n}\n")
                == "      struct App {\n    static func main() {}\n}; App.main()\n")
    }

    /// A `for await` loop that nothing leaves, over a stream nobody finishes, waits as long as the program lives:
    /// stopped at the run's time limit, the block is typechecked and says so; a loop over a sequence that ends,
    /// before it, runs.
    @Test func anEndlessObservationIsStoppedNotFailed() throws {
        let observing = try result("observation.md", line: 14)
        #expect(observing.status == .passed && observing.level == .typecheck, "\(observing.diagnostics)")
        #expect(
            observing.reason?.contains("the `for await` loop at line 18, which waits for each next element") == true,
            "\(observing.reason ?? "")")
        let ending = try result("observation.md", line: 5)
        #expect(ending.status == .passed && ending.level == .run, "\(ending.diagnostics)")
        #expect(RunEnvironment.endlessObservation(in: "for await x in s {\n    if x > 3 { break }\n}\n") == nil)
        #expect(RunEnvironment.endlessObservation(in: "let a = 1\nfor await x in s {\n    print(x)\n}\n") == 2)
    }

    /// A function whose body is only a comment traps where a call reaches it, through no fault of the doc: the
    /// block says so, every statement of it calling the function is left out of a run past it, and the page's
    /// later blocks run, in the program isolated from a block that does not compile too.
    @Test func aRunStoppedByABodyLeftToTheReaderGoesOnPastItsCalls() throws {
        let elided = try result("elided-body.md", line: 5)
        #expect(elided.status == .passed && elided.level == .typecheck, "\(elided.diagnostics)")
        #expect(
            elided.reason?.contains("a body the doc leaves to the reader (a comment alone, ending at line 8)") == true,
            "\(elided.reason ?? "")")
        // The block that does not compile leaves the program to the unit isolated from it, which runs past too.
        #expect(try result("elided-body.md", line: 22).status == .failed)
        let after = try result("elided-body.md", line: 28)
        #expect(after.status == .passed && after.level == .run, "\(after.reason ?? "") \(after.diagnostics)")
        #expect(after.outputs.map(\.matched) == [true])
        #expect(after.reason == "run with the statements at lines 10–17 left out, as the program stops there")
    }
}
