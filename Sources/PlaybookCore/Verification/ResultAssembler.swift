/// Turns prepared blocks, units and unit outcomes into one result per block.
/// Pure, so every status rule is testable without a compiler.
public struct ResultAssembler: Sendable {
    public var blocks: [BlockID: PreparedBlock]
    public var units: [VerificationUnit]
    public var outcomes: [String: UnitOutcome]
    public var level: VerificationReport.Level
    public var require: VerificationReport.Level?
    /// Units a cache-only run left uncompiled: their blocks are `pending`.
    public var pending: Set<String>

    public init(
        blocks: [BlockID: PreparedBlock], units: [VerificationUnit], outcomes: [String: UnitOutcome],
        level: VerificationReport.Level, require: VerificationReport.Level?, pending: Set<String> = []
    ) {
        self.blocks = blocks
        self.units = units
        self.outcomes = outcomes
        self.level = level
        self.require = require
        self.pending = pending
    }

    public func result(for block: PreparedBlock) -> VerificationReport.BlockResult {
        var result = VerificationReport.BlockResult(
            guide: block.id.guide, line: block.block.line, index: block.id.index, sample: block.sample,
            status: .passed, level: .syntax, reason: nil, unit: nil,
            diagnostics: block.diagnostics.map(VerificationReport.Location.init),
            borrowed: [], tests: [], code: block.code, targetFile: block.targetFile, seconds: 0
        )
        switch block.disposition {
        case .skipped(let reason):
            result.status = .skipped
            result.level = nil
            result.reason = reason
        case .failed:
            result.status = .failed
        case .syntaxOnly(let reason):
            result.reason = reason
            requireLevel(&result)
        case .expectError:
            assembleExpectedError(block, into: &result)
        case .compile:
            assembleCompiled(block, into: &result)
        }
        return result
    }

    private func requireLevel(_ result: inout VerificationReport.BlockResult) {
        guard result.status == .passed, let require, let reached = result.level, reached < require else { return }
        result.status = .failed
        result.reason = "reached \(reached.rawValue), but --require \(require.rawValue) is set" + (result.reason.map { " (\($0))" } ?? "")
    }

    private func assembleExpectedError(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard level >= .typecheck else {
            result.reason = "--level syntax"
            return
        }
        guard let unit = units.first(where: { $0.expectedError == block.id }) else { return }
        result.unit = unit.id
        if block.diagnostics.hasErrors {
            result.level = .typecheck
            result.reason = "fails to compile, as expected"
            return
        }
        guard let outcome = outcomes[unit.id] else {
            if pending.contains(unit.id) { markPending(&result) }
            return
        }
        result.seconds = outcome.seconds
        let own = outcome.errors.filter { $0.block == block.id }
        let elsewhere = outcome.errors.filter { $0.block != block.id }
        result.level = .typecheck
        if !own.isEmpty {
            result.reason = "fails to compile, as expected"
            result.diagnostics += own.map { expected($0.location) }
        } else if !elsewhere.isEmpty {
            result.status = .failed
            result.reason = "its unit fails outside this block, so the expected error proves nothing"
            result.diagnostics += elsewhere.map(\.location)
        } else {
            result.status = .failed
            result.reason = "marked expect-error, but it compiles"
        }
    }

    private func markPending(_ result: inout VerificationReport.BlockResult) {
        result.status = .pending
        result.level = nil
        result.reason = "verifying"
    }

    /// An expected compiler error, shown as a note so it does not read as a failure.
    private func expected(_ location: VerificationReport.Location) -> VerificationReport.Location {
        var note = location
        note.severity = .note
        note.message = "expected error: \(location.message)"
        return note
    }

    private func assembleCompiled(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard level >= .typecheck else {
            result.reason = "--level syntax"
            requireLevel(&result)
            return
        }
        let homeUnits = units.filter { $0.expectedError == nil && $0.ownBlocks.contains(block.id) }
        result.unit = homeUnits.first?.id
        var errors: [VerificationReport.Location] = []
        var tests: [VerificationReport.TestResult] = []
        var exercised = false
        for unit in units where unit.expectedError == nil {
            guard let outcome = outcomes[unit.id], unit.members.contains(where: { $0.block == block.id }) else { continue }
            let isHome = homeUnits.contains(unit)
            errors += outcome.errors.filter { $0.block == block.id }.map(\.location)
            // Errors outside every block (generated code, the linker) belong to the unit's own blocks.
            if isHome { errors += outcome.errors.filter { $0.block == nil }.map(\.location) }
            tests += outcome.tests.filter { $0.block == block.id }.map { .init(name: $0.name, passed: $0.passed) }
            if isHome, outcome.testsRan, !outcome.tests.isEmpty, outcome.tests.allSatisfy(\.passed) { exercised = true }
            if isHome { result.seconds += outcome.seconds }
        }
        for unit in homeUnits {
            for member in unit.members {
                guard member.borrowedFor == block.id, let lender = blocks[member.block] else { continue }
                result.borrowed.append(.init(
                    guide: member.block.guide, line: lender.block.line, names: lender.analysis.declaredNames.sorted()
                ))
            }
        }
        result.tests = tests.uniqued()
        result.diagnostics += errors.uniqued()
        if !errors.isEmpty || tests.contains(where: { !$0.passed }) {
            result.status = .failed
            result.level = homeUnits.contains { outcomes[$0.id]?.typechecked == true } ? .typecheck : .syntax
            return
        }
        if homeUnits.contains(where: { pending.contains($0.id) }) {
            markPending(&result)
            return
        }
        guard homeUnits.contains(where: { outcomes[$0.id] != nil }) else {
            result.level = .syntax
            result.reason = "not in this shard's units"
            return
        }
        // Every unit holding the block failed, through other blocks' errors
        // (even isolated, it still needs them): it was never typechecked.
        guard homeUnits.contains(where: { outcomes[$0.id]?.typechecked == true }) else {
            result.level = .syntax
            let culprits = homeUnits.flatMap { outcomes[$0.id]?.errors.compactMap(\.block) ?? [] }.uniqued()
            let names = culprits.compactMap { blocks[$0] }.map { "\($0.id.guide):\($0.block.line)" }
            result.reason = "depends on " + (names.isEmpty ? "code that fails to compile" : names.joined(separator: ", ") + ", which fails to compile")
            requireLevel(&result)
            return
        }
        let testedHere = !tests.isEmpty && tests.allSatisfy(\.passed)
        result.level = level >= .test && (exercised || testedHere) ? .test : .typecheck
        requireLevel(&result)
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
