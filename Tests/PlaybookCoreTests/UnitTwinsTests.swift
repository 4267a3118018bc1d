import Testing

@testable import PlaybookCore

/// Which errors send a unit to be checked again as Swift 5 code.
struct UnitTwinsTests {
    /// Swift 6 rejects a generic or opaque type's metatype crossing isolation; Swift 5 only warns, as it does for
    /// a global of a non-`Sendable` type.
    @Test func aMetatypeThatIsNotSendableIsADataRaceCheck() {
        #expect(
            UnitTwins.isDataRaceCheck(
                "type 'some Sequence' does not conform to the 'SendableMetatype' protocol [#SendableMetatypes]"))
        #expect(
            UnitTwins.isDataRaceCheck(
                "let 'creator' is not concurrency-safe because non-'Sendable' type 'Maker' may have shared mutable "
                    + "state [#MutableGlobalVariable]"))
        #expect(!UnitTwins.isDataRaceCheck("type 'Box' does not conform to protocol 'Sequence'"))
    }

    /// The type a parameter takes, read from the compiler's error on a value given as a probe.
    @Test func theTypeAParameterTakesIsReadFromTheErrorOnAProbe() {
        let converted = UnitTwins.parameterType(
            inError: "cannot convert value of type 'PlaybookTypeOf_inputData' to expected argument type 'Data'")
        #expect(converted?.name == "inputData" && converted?.type == "Data")
        let conforming = UnitTwins.parameterType(
            inError: "argument type 'PlaybookTypeOf_provider' does not conform to expected type 'ConfigProvider'")
        #expect(conforming?.name == "provider" && conforming?.type == "any ConfigProvider")
        #expect(
            UnitTwins.parameterType(
                inError: "cannot convert value of type 'PlaybookTypeOf_x' to expected argument type '<<error type>>'")
                == nil)
        #expect(
            UnitTwins.parameterType(
                inError: "cannot convert value of type 'Int' to expected argument type 'String'") == nil)
        let aliased = UnitTwins.parameterType(
            inError: "cannot convert value of type 'PlaybookTypeOf_delay' to expected argument type 'TimeInterval' "
                + "(aka 'Double')")
        #expect(aliased?.name == "delay" && aliased?.type == "TimeInterval")
        let existential = UnitTwins.parameterType(
            inError: "argument type 'PlaybookTypeOf_provider' does not conform to expected type 'any ConfigProvider'")
        #expect(existential?.type == "any ConfigProvider")
        for unwritable in ["T", "Element", "Self", "[_]", "Array<τ_0_0>"] {
            #expect(
                UnitTwins.parameterType(
                    inError: "cannot convert value of type 'PlaybookTypeOf_x' to expected argument type '\(unwritable)'"
                )
                    == nil, "\(unwritable)")
        }
    }

    /// The types the overloads of a call take, read from the compiler's notes under "no exact matches in call".
    @Test func theTypesOverloadsTakeAreReadFromTheNotesOnAProbe() {
        let notes = [
            "candidate expects value of type 'String' for parameter #1 (got 'PlaybookTypeOf_xml')",
            "candidate expects value of type '[UInt8]' for parameter #1 (got 'PlaybookTypeOf_xml')",
        ]
        let read = UnitTwins.overloadTypes(inNotes: notes)
        #expect(read?.name == "xml" && read?.types == ["String", "[UInt8]"])
        let generic = notes + ["candidate expects value of type 'T' for parameter #1 (got 'PlaybookTypeOf_xml')"]
        #expect(UnitTwins.overloadTypes(inNotes: generic) == nil, "a generic overload: not every type is named")
        let requiring = notes + ["candidate requires that 'PlaybookTypeOf_xml' conform to 'DataProtocol'"]
        #expect(UnitTwins.overloadTypes(inNotes: requiring) == nil)
        let twoValues = [notes[0], "candidate expects value of type 'Int' for parameter #2 (got 'PlaybookTypeOf_n')"]
        #expect(UnitTwins.overloadTypes(inNotes: twoValues) == nil, "two values: neither is told")
        let notAProbe = ["candidate expects value of type 'String' for parameter #1 (got 'Int')"]
        #expect(UnitTwins.overloadTypes(inNotes: notAProbe) == nil, "a value of the doc's own, wrongly passed")
        #expect(UnitTwins.overloadTypes(inNotes: []) == nil)
    }

    /// What a run past a stop says of the blocks after it replaces what the stop kept them from: their outputs
    /// and their "stopped before it" errors. The block that stopped keeps its crash.
    @Test func aRunPastAStopSpeaksForTheBlocksAfterIt() {
        let (first, stopped, after) = (
            BlockID(guide: "a.md", index: 0), BlockID(guide: "a.md", index: 1), BlockID(guide: "a.md", index: 2)
        )
        let error = { (block: BlockID, line: Int, message: String) in
            UnitOutcome.BlockDiagnostic(
                block: block, location: .init(.error(message, file: "a.md", line: line)))
        }
        var crashed = UnitOutcome(
            unitID: "u",
            diagnostics: [
                error(stopped, 9, "the program crashed: Fatal error: Index out of range"),
                error(after, 14, "expected output \"4\", \(ProgramRun.stoppedBeforeIt)"),
            ], typechecked: true, testsRan: false, tests: [], seconds: 1)
        crashed.ranWhole = [first]
        crashed.outputs = [.init(block: after, check: .init(line: 14, expected: "4", actual: nil, matched: false))]
        #expect(!crashed.ranThrough(first) && !crashed.ranThrough(after), "a crash credits no block")
        var past = UnitOutcome(
            unitID: "u/past", diagnostics: [], typechecked: true, testsRan: false, tests: [], seconds: 1)
        past.ran = true
        past.outputs = [.init(block: after, check: .init(line: 14, expected: "4", actual: "4", matched: true))]
        let merged = crashed.runningPast(stopped, lines: 9...9, after: [after], outcome: past)
        #expect(merged.errors.map(\.block) == [stopped])
        #expect(merged.outputs.map(\.check.matched) == [true])
        #expect(merged.ranThrough(first) && merged.ranThrough(after) && !merged.ranThrough(stopped))
        #expect(merged.runPast(through: after)?.lines == 9...9)
        #expect(merged.runPast(through: first) == nil)
    }

    @Test func anOperatorsErrorIsTold() {
        #expect(DocGap.mayLackAnOperatorsImport("unary operator '-' cannot be applied to an operand of type 'Span'"))
        #expect(DocGap.mayLackAnOperatorsImport("binary operator '-' cannot be applied to two 'Moment' operands"))
    }
}
