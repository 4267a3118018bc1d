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
    /// Names only another sample's blocks declare: a missing one of these is
    /// a name written by hand where a placeholder belongs, a failure, never a
    /// fragment. A sample's value no block declares (`Invoice`) is the reader's
    /// own type, a fragment.
    public var knownNames: Set<String>
    /// The outcome of typechecking the guides' pieces of `Package.swift`, when they were.
    public var manifestOutcome: UnitOutcome?
    /// Whether a dependency declares a name: one a block cannot find though the package has it is a failure.
    var declaredByDependency: @Sendable (String) -> Bool = { _ in false }
    /// Whether the dependencies declare a name only inside `#if`: one a block cannot find was not built here.
    var compiledOutOfDependency: @Sendable (String) -> Bool = { _ in false }
    /// The member names a protocol of the packages requires, with those of the protocols it refines.
    var protocolRequirements: @Sendable (String) -> Set<String> = { _ in [] }
    /// Whether the dependencies declare a member so named only under an `#if` (`readPublisher`, Combine's).
    var memberCompiledOutOfDependency: @Sendable (String) -> Bool = { _ in false }
    /// Whether the language mode is Playbook's choice, so units failing Swift 6's data-race checks are checked
    /// again in Swift 5 (`UnitTwins.inSwift5(_:after:)`): such an error is no failure of a doc written before.
    var dataRacesAreSwift6Only = false
    /// The products a page adds in its pieces of `Package.swift` (`.product(name: "GRPCNIOTransportHTTP2", …)`),
    /// fenced as Swift or not, by guide path.
    var productsNamedOnPage: @Sendable (String) -> Set<String> = { _ in [] }
    /// Set while a block's lenders are read for their own verdicts (`takeGap(ofLenders:into:)`).
    var readingLenders = false

    public init(
        blocks: [BlockID: PreparedBlock], units: [VerificationUnit], outcomes: [String: UnitOutcome],
        level: VerificationReport.Level, require: VerificationReport.Level?, pending: Set<String> = [],
        knownNames: Set<String> = []
    ) {
        self.blocks = blocks
        self.units = units
        self.outcomes = outcomes
        self.level = level
        self.require = require
        self.pending = pending
        self.knownNames = knownNames
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
            if block.manifestPiece != nil { assembleManifestPiece(block, into: &result) }
            requireLevel(&result)
        case .expectError:
            assembleExpectedError(block, into: &result)
        case .compile, .script:
            assembleCompiled(block, into: &result)
            if !block.errorLines.isEmpty {
                assembleMarkedErrors(block, into: &result)
                sayingNothingRan(block, into: &result)
            }
        }
        // How the block was read, when nothing more pressing is said.
        if result.reason == nil, result.status == .passed, !block.notes.isEmpty {
            result.reason = block.notes.joined(separator: "; ")
        }
        return result
    }

    /// A script block whose every statement is marked (a compile error met, a trap or a `throw` left out of the
    /// run) ran nothing of its own: typechecked, not run, whatever the program around it did.
    func sayingNothingRan(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard block.isScript, result.status == .passed, result.level == .run else { return }
        guard ScriptAnalyzer.executedLines(in: block.code).allSatisfy(block.isMarked) else { return }
        result.level = .typecheck
        let note = "nothing of it ran: each of its statements is marked"
        result.reason = result.reason.map { $0 + "; " + note } ?? note
        requireLevel(&result)
    }

    /// A block whose errors say it cannot be judged as written: passed at syntax, saying why, its errors noted.
    func settleAtSyntax(
        _ result: inout VerificationReport.BlockResult, noting errors: [VerificationReport.Location],
        because reason: String
    ) {
        result.diagnostics += errors.uniqued().map(Self.asNote)
        result.level = .syntax
        result.reason = reason
        requireLevel(&result)
    }

    func requireLevel(_ result: inout VerificationReport.BlockResult) {
        guard result.status == .passed, let require, let reached = result.level, reached < require else { return }
        result.status = .failed
        result.reason =
            "reached \(reached.rawValue), but --require \(require.rawValue) is set"
            + (result.reason.map { " (\($0))" } ?? "")
    }

    /// Every mark of a block compiles, so the unit keeping them compiled the
    /// block as written: its errors are the block's, not those of the block
    /// without its marked lines (an `init(…) { // ❌` line taken out leaves its
    /// body behind; a marked `let service` leaves its uses without it).
    func judgeAsWritten(
        _ block: PreparedBlock, errors: [VerificationReport.Location], into result: inout VerificationReport.BlockResult
    ) {
        if errors.isEmpty {
            result.status = .passed
            result.level = .typecheck
        } else if let gap = DocGap.explain(errors, isDeclared: isDeclaredByABlock), gap.passesAtSyntax {
            result.status = .passed
            result.level = .syntax
            result.reason = gap.reason
        } else {
            return
        }
        result.diagnostics = result.diagnostics.map(Self.asNote)
        requireLevel(&result)
    }

    /// Why an error mark that compiles is not a failure.
    enum UncheckedMark: String {
        case runtime, symbol, thrown, gap, mayTrap, topLevelThrow

        func note(lines: String) -> String {
            switch self {
            case .runtime: return "runtime error marked at line \(lines) left out of the run, not checked"
            case .topLevelThrow:
                return "`throw` at line \(lines) left out of the run, where it would end the program: not checked"
            case .symbol: return "mark at line \(lines) compiles: read as wrong at run time, not checked"
            case .thrown: return "error marked at line \(lines) is thrown when run, not checked"
            case .gap: return "error marked at line \(lines) not checked: the block is not self-contained"
            case .mayTrap:
                return "error marked at line \(lines) compiles: read as a trap at run time, not checked"
            }
        }
    }

    /// A block Playbook could not judge: never a pass.
    func notVerified(_ result: inout VerificationReport.BlockResult, because reason: String) {
        result.status = .failed
        result.level = nil
        result.reason = "not verified: " + reason
    }

    /// A block that was never compiled or tested because `culprits` fail to compile.
    func markBlocked(_ result: inout VerificationReport.BlockResult, by culprits: [BlockID]) {
        let lenders = culprits.uniqued().compactMap { blocks[$0] }
        result.status = .blocked
        result.level = nil
        result.blockedBy = lenders.map { .init(guide: $0.id.guide, line: $0.block.line) }
        let names = lenders.map(\.place)
        result.reason =
            "depends on "
            + (names.isEmpty
                ? "code that fails to compile" : names.joined(separator: ", ") + ", which fails to compile")
    }

    func markPending(_ result: inout VerificationReport.BlockResult) {
        result.status = .pending
        result.level = nil
        result.reason = "verifying"
    }

    /// Whether `block` conforms `type` to a protocol once, where another
    /// block of its program declares `type`: the other conformance is that
    /// block's, not one the block states twice or one of the library's own
    /// types (`extension Int: Equatable`), which is the doc's mistake.
    static func restatesAConformanceBeside(
        _ block: PreparedBlock, type: String, _ typesDeclaredBeside: Set<String>
    ) -> Bool {
        guard typesDeclaredBeside.contains(type), !block.analysis.declaredNames.contains(type) else { return false }
        let extensions = block.code.components(separatedBy: "extension \(type):").count - 1
        return extensions <= 1
    }

    /// Whether `name` is one a block may not miss: a sample's name, or the dependencies' API.
    func isDeclaredByABlock(_ name: String) -> Bool {
        knownNames.contains(name) || declaredByDependency(name)
    }

    /// A compiler error that explains a gap, shown as a note: it does not read as a failure.
    static func asNote(_ location: VerificationReport.Location) -> VerificationReport.Location {
        var note = location
        if note.severity == .error { note.severity = .note }
        return note
    }

    /// How a note holding an error a block was meant to meet begins; the site shows such notes as expected errors.
    static let expectedErrorPrefix = "expected error: "

    /// An expected compiler error, shown as a note so it does not read as a failure.
    func expected(_ location: VerificationReport.Location) -> VerificationReport.Location {
        var note = location
        note.severity = .note
        note.message = Self.expectedErrorPrefix + location.message
        return note
    }

    /// A compiled block's verdict, in the order its rules apply: the errors it marks are set aside; what is left
    /// may show a doc that cannot be checked as written (a gap), or be explained by other blocks; else the block is
    /// judged on its own errors, tests and outputs.
    private func assembleCompiled(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard level >= .typecheck else {
            result.reason = "--level syntax"
            requireLevel(&result)
            return
        }
        var evidence = evidence(for: block, into: &result)
        if setAsideMarkedErrors(of: block, &evidence, into: &result) { return }
        if explainedAsAGap(block, &evidence, into: &result) { return }
        if typecheckedWithMembersImported(block, evidence, into: &result) { return }
        if settledByOtherBlocks(block, evidence, into: &result) { return }
        judgeOnItsOwn(block, evidence, into: &result)
    }

    /// The guide lines of the statements `block` marks as failing to compile. An error-marked statement may fail
    /// even without its marked line (an ambiguous builder): what the doc marks as failing is expected, wherever in
    /// the statement it is reported.
    private func markedScopes(of block: PreparedBlock) -> [ClosedRange<Int>] { block.markedScopes }

    /// Sets aside the errors `block` marks as expected (notes saying so), and the errors its marked declarations
    /// leave in the rest of it. True when that settles the block: it typechecked with its marked declaration.
    private func setAsideMarkedErrors(
        of block: PreparedBlock, _ evidence: inout Evidence, into result: inout VerificationReport.BlockResult
    ) -> Bool {
        var errors = evidence.errors
        defer { evidence.errors = errors }
        let markedScopes = markedScopes(of: block)
        // A name missing elsewhere in the statement (`it("…") { // 🛑 … }` where no block declares `it`) is the
        // fragment's gap, not the error the doc marks: only a marked line may mean it.
        let markedLines = block.errorMarks.filter { $0.kind != .runtime }.map {
            block.sourceMap.guideLine($0.lines.lowerBound)...block.sourceMap.guideLine($0.lines.upperBound)
        }
        // A marked declaration (`var items = …` above the compiler's `- error: 'items' used after consume`) is left
        // out of the rest of the block, whose uses of it then lack it: that is the mark's doing, not the doc's.
        let declaredWhereMarked = markedDeclarations(block)
        let lacksMarkedDeclaration = { (error: VerificationReport.Location) -> Bool in
            DocGap.missingName(in: error.message).map(declaredWhereMarked.contains) == true
        }
        let isMarked = { (error: VerificationReport.Location) -> Bool in
            let line = error.line ?? 0
            if block.followsFromAMark(error.message, line: line) { return true }
            return markedScopes.contains { $0.contains(line) }
                && (DocGap.missingName(in: error.message) == nil || markedLines.contains { $0.contains(line) })
        }
        result.diagnostics += errors.filter(isMarked).uniqued().map(expected)
        let lacksItsMarkedDeclaration = errors.contains(where: lacksMarkedDeclaration)
        errors.removeAll { isMarked($0) || lacksMarkedDeclaration($0) }
        if errors.isEmpty, lacksItsMarkedDeclaration {
            // The rest of the block cannot run without the declaration the doc marks: what it shows is checked with
            // it, in the unit that meets the marks.
            result.status = .passed
            result.level = .typecheck
            result.reason =
                "typechecked with its marked declaration of "
                + declaredWhereMarked.sorted().map { "`\($0)`" }.joined(separator: ", ")
                + "; not run, as the rest of the block uses it"
            requireLevel(&result)
            return true
        }
        return false
    }

    /// The script blocks of `leftOut` before `block` whose statements may change what it prints: those reaching a
    /// name of the page that `block` reaches, each itself or through the page's declarations it uses, and those doing
    /// more than declare and print (`setenv(…)`, a file written: state outside the page's names). A block left out for
    /// an earlier `struct Distance` and its `print` is no reason a `Laptop`'s output differs.
    func statementsBearingOn(_ block: PreparedBlock, among leftOut: [PreparedBlock]) -> [PreparedBlock] {
        guard !leftOut.isEmpty else { return [] }
        let page = blocks.values.filter { $0.id.guide == block.id.guide && $0.sample == block.sample }
        let pageNames = Set(page.flatMap(\.analysis.declaredNames))
        // The page's names some code reaches, itself or through the page's declarations it uses (`Item(name:)`,
        // whose initializer appends to `Registry.names`).
        let reaching = { (start: Set<String>) -> Set<String> in
            var reached = start.intersection(pageNames)
            var frontier = reached
            while !frontier.isEmpty {
                let next = Set(
                    page.filter { !$0.analysis.declaredNames.isDisjoint(with: frontier) }.flatMap(\.namesReached)
                ).intersection(pageNames)
                frontier = next.subtracting(reached)
                reached.formUnion(next)
            }
            return reached
        }
        // A name the block declares again (`var welcome = "hello"`) starts afresh: what came before it does not bear.
        // Members are not the page's names (`welcome.index(before:)` beside the page's `let index`).
        let reached = reaching(block.analysis.usedNames.subtracting(block.analysis.declaredNames))
        // Only what the page runs before the block: a block after it, left out of a later program, never ran first.
        // What it does to the page's names is traced; anything else it changes (the environment, a library's state)
        // may bear on any block.
        return leftOut.filter { other in
            other.id.guide == block.id.guide && other.id.index < block.id.index
        }.filter { other in
            !reaching(other.analysis.usedNames).union(other.analysis.declaredNames).isDisjoint(with: reached)
                || !ScriptAnalyzer.onlyDeclaresAndPrints(other.code, tracing: pageNames)
        }
    }

    /// Settles `block` by what other blocks explain of its errors: statements left out before it, a failing test
    /// its page shows, failing lenders it builds on, versions whose shared code fails. True when one does.
    private func settledByOtherBlocks(
        _ block: PreparedBlock, _ evidence: Evidence, into result: inout VerificationReport.BlockResult
    ) -> Bool {
        let (homeUnits, errors, tests) = (evidence.homeUnits, evidence.errors, evidence.tests)
        let leftOut = statementsBearingOn(
            block, among: homeUnits.flatMap(\.leftOut).uniqued().compactMap { blocks[$0] }.filter(\.isScript))
        if errors.allSatisfy({ ProgramRun.isOutputMismatch($0.message) }), !tests.contains(where: { !$0.passed }),
            result.outputs.contains(where: { !$0.matched }), !leftOut.isEmpty
        {
            // The page ran those statements before this block; without them the program's state is not the page's.
            let places = leftOut.map(\.place).joined(separator: ", ")
            result.diagnostics += result.outputs.filter { !$0.matched }.map { output in
                Self.asNote(
                    .init(
                        .error(
                            "output not compared: expected \(output.expected.debugDescription), printed "
                                + (output.actual ?? "nothing").debugDescription, file: block.id.guide,
                            line: output.line)))
            }
            result.outputs.removeAll { !$0.matched }
            result.level = .typecheck
            result.reason =
                "typechecked; its output is not compared: the page runs \(places) before it, left out of this program "
                + "for declaring an earlier version of a name it redeclares"
            requireLevel(&result)
            return true
        }
        if block.showsFailingTest, tests.contains(where: { !$0.passed }),
            !result.outputs.contains(where: { !$0.matched }),
            homeUnits.allSatisfy({ outcomes[$0.id].map { $0.typechecked && !$0.timedOut } == true })
        {
            // The failure the page shows: the test is run, and fails as said. Its unit compiled, so the block's
            // errors are the test's issues, shown as what the page promises; a test stopped at its time limit
            // did not fail as shown.
            result.diagnostics += errors.uniqued().map(Self.asNote)
            result.level = .test
            result.reason = "its test fails, as the page shows"
            return true
        }
        if !tests.contains(where: { !$0.passed }), !result.outputs.contains(where: { !$0.matched }),
            let lenders = failingLendersExplaining(errors, of: block, in: homeUnits)
        {
            // Never checked without the broken declarations it uses: what that block's failure is, it is.
            result.diagnostics += errors.uniqued().map(Self.asNote)
            if !takeGap(ofLenders: lenders, in: homeUnits, into: &result) { markBlocked(&result, by: lenders) }
            return true
        }
        if let alternatives = block.analysis.alternatives,
            errors.contains(where: { !Self.isInAVersion($0, of: block, alternatives) })
        {
            // What the versions share fails (a page's earlier conformance restated beside them): the failure is no
            // version's, and the versions are not judged.
            let names = block.analysis.redeclaredNames.map { "`\($0)`" }.joined(separator: ", ")
            settleAtSyntax(
                &result, noting: errors,
                because: "alternatives: \(names) declared twice, versions to choose between; compiled apart, the code "
                    + "they share does not compile here (notes), so the versions are not judged")
            return true
        }
        return false
    }

    /// Judges `block` on its own errors, tests and outputs, once nothing else explains them: failed, or the level
    /// it reached.
    private func judgeOnItsOwn(
        _ block: PreparedBlock, _ evidence: Evidence, into result: inout VerificationReport.BlockResult
    ) {
        let (homeUnits, errors, tests, exercised) = (
            evidence.homeUnits, evidence.errors, evidence.tests, evidence.exercised
        )
        // What is wrong first: a name the page leaves out (`cannot find 'client' in scope`), and what the compiler
        // says for want of it (`does not conform to protocol`), are not why it fails. Each group in line order.
        let distinct = errors.uniqued()
        let isMissingName = { (error: VerificationReport.Location) in DocGap.missingName(in: error.message) != nil }
        let lacksNames = distinct.contains(where: isMissingName)
        let group = { (error: VerificationReport.Location) -> Int in
            if isMissingName(error) { return 1 }
            return lacksNames && DocGap.followsFromMissingNames(error.message) ? 2 : 0
        }
        result.diagnostics += (0...2).flatMap { kind in distinct.filter { group($0) == kind } }
        if !errors.isEmpty || tests.contains(where: { !$0.passed }) || result.outputs.contains(where: { !$0.matched }) {
            result.status = .failed
            result.level = homeUnits.contains { outcomes[$0.id]?.typechecked == true } ? .typecheck : .syntax
            return
        }
        if homeUnits.contains(where: { pending.contains($0.id) }) {
            markPending(&result)
            return
        }
        guard homeUnits.contains(where: { outcomes[$0.id] != nil }) else {
            notVerified(&result, because: "its unit has no result (see the messages above)")
            return
        }
        if !homeUnits.contains(where: { outcomes[$0.id]?.typechecked == true }),
            let failure = homeUnits.lazy.compactMap({ outcomes[$0.id]?.toolFailure }).first
        {
            notVerified(&result, because: failure)
            return
        }
        // Every unit holding the block failed, through other blocks' errors
        // (even isolated, it still needs them): it was never typechecked.
        // A unit whose only errors are the ones this block marks did typecheck all the rest.
        let failsOnlyWhereMarked = { (unit: VerificationUnit) -> Bool in
            guard let unitErrors = outcomes[unit.id]?.errors, !unitErrors.isEmpty else { return false }
            return unitErrors.allSatisfy { error in
                error.block == block.id && block.marksExpect(error.location.message, line: error.location.line ?? 0)
            }
        }
        // Of a block showing alternatives, each version must be checked: its verdict is the worst of theirs.
        let versions = unitsByVersion(homeUnits, of: block)
        guard
            versions.allSatisfy({
                $0.contains { outcomes[$0.id]?.typechecked == true || failsOnlyWhereMarked($0) }
            })
        else {
            // What blocks it is another block's errors; its own are said with its verdict.
            let failing = homeUnits.flatMap { outcomes[$0.id]?.errors.compactMap(\.block) ?? [] }.uniqued()
                .filter { $0 != block.id }
            let needed = culprits(of: block, among: failing, in: homeUnits)
            if !needed.isEmpty, takeGap(ofLenders: needed, in: homeUnits, into: &result) { return }
            markBlocked(&result, by: needed.isEmpty ? failing : needed)
            return
        }
        if let failure = homeUnits.lazy.compactMap({ outcomes[$0.id]?.toolFailure }).first {
            // Typechecked, but its tests could not be built or run.
            notVerified(&result, because: failure)
            result.level = .typecheck
            return
        }
        let testedHere = !tests.isEmpty && tests.allSatisfy(\.passed)
        // A run that stopped early went through the blocks before the stop whole: each is at run, as if the program
        // had ended after it.
        if block.isScript, level >= .test,
            versions.allSatisfy({ $0.contains { outcomes[$0.id]?.ranThrough(block.id) == true } })
        {
            result.level = .run
            if units.contains(where: { $0.runApart == block.id && outcomes[$0.id]?.ranThrough(block.id) == true }) {
                result.reason =
                    "run apart from the statements before it that it does not use: in one program with them it "
                    + "crashed, as a setup a process makes once crashes when made again"
            } else if let past = homeUnits.lazy.compactMap({ self.outcomes[$0.id]?.runPast(through: block.id) }).first,
                result.reason == nil
            {
                let place = past.block.guide == block.id.guide ? "" : "\(past.block.guide):"
                let statements =
                    past.lines.count == 1
                    ? "the statement at line \(place)\(past.lines.lowerBound)"
                    : "the statements at lines \(place)\(past.lines.lowerBound)–\(past.lines.upperBound)"
                result.reason = "run with \(statements) left out, as the program stops there"
            }
        } else if block.isScript, block.analysis.servesUntilStopped {
            result.level = .typecheck
            result.reason = "a server: typechecked, not run (it would serve until stopped)"
        } else if block.isScript,
            let check = homeUnits.lazy.compactMap({ self.outcomes[$0.id]?.stoppedAtCheck(for: block.id) }).first
        {
            result.level = .typecheck
            result.reason = "typechecked; its run stops at \(check): not run past it"
        } else if block.isScript, let lacked = homeUnits.lazy.compactMap({ outcomes[$0.id]?.runLacked }).first {
            result.level = .typecheck
            result.reason = "typechecked; its run stopped on what this machine lacks, not checked: \(lacked)"
        } else {
            result.level = level >= .test && (exercised || testedHere) && !block.isTestBody ? .test : .typecheck
        }
        requireLevel(&result)
    }
}
