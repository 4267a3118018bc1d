/// What a compiled block's units say of it, gathered once for the rules that judge it.
extension ResultAssembler {
    struct Evidence {
        /// The units the block is judged by: those that hold it as their own, without names given, in the
        /// language mode it was checked in, and for a block of alternatives, each version's.
        var homeUnits: [VerificationUnit]
        var errors: [VerificationReport.Location]
        var tests: [VerificationReport.TestResult]
        /// Its home unit ran tests, and every one passed.
        var exercised: Bool
        /// What the other blocks of the programs whose errors are the block's declare: another page's
        /// `struct Author: TableRecord` meets this block's `extension Author: TableRecord` there.
        var typesDeclaredBeside: Set<String>
        var membersDeclaredBeside: [String: Set<String>]
    }

    /// What the units holding `block` say of it, gathered: its errors and tests in the units it is judged by,
    /// and what else those units declare. Its unit, borrowed blocks, outputs and time go into `result` on the way.
    func evidence(for block: PreparedBlock, into result: inout VerificationReport.BlockResult) -> Evidence {
        // A unit checked again in Swift 5 (it failed Swift 6's data-race checks) stands for it for its blocks.
        let inSwift5 = Set(
            units.filter {
                $0.languageMode == 5 && outcomes[$0.id]?.typechecked == true
                    && $0.members.contains { $0.block == block.id }
            }.map { String($0.id.dropLast("/swift5".count)) })
        // A unit with names given stands for no block's home: it only says how far a fragment typechecks.
        let homeUnits = units.filter {
            $0.expectedError == nil && $0.assumesNothing && $0.ownBlocks.contains(block.id)
                && !inSwift5.contains($0.id) && ($0.versionChecked == nil || $0.versionChecked == block.id)
                && $0.runApart == nil
        }
        result.unit = homeUnits.first?.id
        var errors: [VerificationReport.Location] = []
        var tests: [VerificationReport.TestResult] = []
        var exercised = false
        for unit in units where unit.expectedError == nil && inSwift5.contains(unit.id) {
            guard let outcome = outcomes[unit.id], outcome.errors.contains(where: { $0.block == block.id }) else {
                continue
            }
            result.diagnostics += outcome.errors.filter { $0.block == block.id }.map(\.location).uniqued().map(
                Self.asNote)
            result.reason = "checked in the Swift 5 language mode: Swift 6 mode reports data-race errors (notes)"
        }
        // Lent to another page, a block that compiles at home is not failed by what that page lacks.
        let compilesAtHome = homeUnits.contains { outcomes[$0.id]?.typechecked == true }
        // Types the other blocks of the programs whose errors are the block's declare: another page's borrowing
        // `struct Author: TableRecord` meets this block's `extension Author: TableRecord` there.
        var typesDeclaredBeside = Set<String>()
        var membersDeclaredBeside: [String: Set<String>] = [:]
        for unit in units where unit.expectedError == nil && unit.assumesNothing && !inSwift5.contains(unit.id) {
            guard let outcome = outcomes[unit.id], unit.members.contains(where: { $0.block == block.id }) else {
                continue
            }
            let isHome = homeUnits.contains(unit)
            if isHome || !compilesAtHome {
                errors += outcome.errors.filter { $0.block == block.id }.map(\.location)
                for other in unit.members.filter({ $0.block != block.id }).compactMap({ blocks[$0.block] }) {
                    typesDeclaredBeside.formUnion(other.analysis.declaredNames)
                    membersDeclaredBeside.merge(other.analysis.typeMembers) { $0.union($1) }
                }
            }
            // Errors outside every block (generated code, the linker) belong to the unit's own blocks.
            if isHome { errors += outcome.errors.filter { $0.block == nil }.map(\.location) }
            tests += outcome.tests.filter { $0.block == block.id }.map { .init(name: $0.name, passed: $0.passed) }
            if isHome { result.outputs += outcome.outputs.filter { $0.block == block.id }.map(\.check) }
            if isHome, outcome.testsRan, !outcome.tests.isEmpty, outcome.tests.allSatisfy(\.passed) { exercised = true }
            if isHome { result.seconds += outcome.seconds }
        }
        for unit in homeUnits {
            for member in unit.members {
                guard member.borrowedFor == block.id, let lender = blocks[member.block] else { continue }
                result.borrowed.append(
                    .init(
                        guide: member.block.guide, line: lender.block.line,
                        names: lender.analysis.declaredNames.sorted()
                    ))
            }
        }
        // Typechecked in the Swift 5 language mode, the block's data-race errors in its page's other units are the
        // same Swift 6 checks, said as its home unit's are.
        if !inSwift5.isEmpty, units.contains(where: { inSwift5.contains($0.id) && $0.ownBlocks.contains(block.id) }) {
            result.diagnostics += errors.filter { UnitTwins.isDataRaceCheck($0.message) }.uniqued().map(Self.asNote)
            errors.removeAll { UnitTwins.isDataRaceCheck($0.message) }
        }
        result.tests = tests.uniqued()
        result.outputs = result.outputs.uniqued()
        for output in result.outputs where output.matched {
            guard let actual = output.actual, actual != output.expected else { continue }
            let lines = { (text: String) in text.split(separator: "\n").map { String(ProgramRun.trimmed(String($0))) } }
            let what: String
            if HashedOrder.sameElementsInAnotherOrder(actual, output.expected, code: block.code) {
                what = "elements"
            } else if HashedOrder.sameLinesInAnotherOrder(lines(actual), lines(output.expected), code: block.code) {
                what = "lines"
            } else {
                continue
            }
            result.diagnostics.append(
                .init(
                    Diagnostic(
                        .note,
                        "printed the promised \(what) in another order, \"\(actual)\": a hashed collection's order "
                            + "is unspecified", file: block.id.guide, line: output.line)))
        }
        return Evidence(
            homeUnits: homeUnits, errors: errors, tests: tests, exercised: exercised,
            typesDeclaredBeside: typesDeclaredBeside, membersDeclaredBeside: membersDeclaredBeside)
    }
}
