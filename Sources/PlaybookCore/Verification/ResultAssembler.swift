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
    /// Whether the dependencies declare a member so named only under an `#if` (`readPublisher`, Combine's).
    var memberCompiledOutOfDependency: @Sendable (String) -> Bool = { _ in false }
    /// Set while a block's lenders are read for their own verdicts (`takeGap(ofLenders:into:)`).
    private var readingLenders = false

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
            if !block.errorLines.isEmpty { assembleMarkedErrors(block, into: &result) }
        }
        // How the block was read, when nothing more pressing is said.
        if result.reason == nil, result.status == .passed, !block.notes.isEmpty {
            result.reason = block.notes.joined(separator: "; ")
        }
        return result
    }

    private func requireLevel(_ result: inout VerificationReport.BlockResult) {
        guard result.status == .passed, let require, let reached = result.level, reached < require else { return }
        result.status = .failed
        result.reason =
            "reached \(reached.rawValue), but --require \(require.rawValue) is set"
            + (result.reason.map { " (\($0))" } ?? "")
    }

    /// An `expect-error` block is judged on its own errors, in the last unit
    /// that checked it: the compiler did not reach it if its context failed,
    /// so the planner's isolated unit (context without the failing blocks) decides.
    private func assembleExpectedError(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard level >= .typecheck else {
            result.reason = "--level syntax"
            return
        }
        let candidates = units.filter { $0.expectedError == block.id }
        guard let first = candidates.first else { return }
        result.unit = first.id
        if block.diagnostics.hasErrors {
            result.level = .typecheck
            result.reason = "fails to compile, as expected"
            return
        }
        guard let unit = candidates.last(where: { outcomes[$0.id] != nil }), let outcome = outcomes[unit.id] else {
            if candidates.contains(where: { pending.contains($0.id) }) {
                markPending(&result)
            } else {
                notVerified(&result, because: "its unit has no result")
            }
            return
        }
        result.unit = unit.id
        result.seconds = candidates.compactMap { outcomes[$0.id]?.seconds }.reduce(0, +)
        if let failure = outcome.toolFailure {
            notVerified(&result, because: failure)
            return
        }
        let own = outcome.errors.filter { $0.block == block.id }
        let elsewhere = outcome.errors.filter { $0.block != block.id }
        result.level = .typecheck
        if !own.isEmpty {
            result.reason = "fails to compile, as expected"
            result.diagnostics += own.map { expected($0.location) }
        } else if !elsewhere.isEmpty {
            // Its context fails even without the blocks it could do without: nothing proves the error is its own.
            markBlocked(&result, by: elsewhere.compactMap(\.block))
        } else {
            result.status = .failed
            result.reason = "expected a compile error, but it compiled"
        }
    }

    /// A piece of `Package.swift`, judged by its typecheck against
    /// PackageDescription. A check that could not run leaves it at syntax and says why.
    private func assembleManifestPiece(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard level >= .typecheck, let outcome = manifestOutcome else { return }
        if let failure = outcome.toolFailure {
            result.reason = (result.reason ?? "") + "; not typechecked: " + failure
            return
        }
        let errors = outcome.errors.filter { $0.block == block.id }.map(\.location)
        result.level = .typecheck
        result.diagnostics += outcome.diagnostics.filter { $0.block == block.id }.map(\.location)
        let leftToAComment = { (error: VerificationReport.Location) -> Bool in
            guard let line = error.line, ManifestPiece.isMissingArgument(error.message) else { return false }
            return ManifestPiece.leavesArgumentsToAComment(block.code, line: line - block.sourceMap.firstGuideLine + 1)
        }
        if errors.isEmpty {
            result.reason = "a piece of Package.swift, typechecked against PackageDescription"
        } else if errors.allSatisfy(leftToAComment) {
            // `Package(` then `// name, platforms, products, etc.`: what the compiler misses, the doc leaves out.
            result.level = .syntax
            result.diagnostics = result.diagnostics.map(Self.asNote)
            result.reason =
                "part of a package manifest (Package.swift) whose comment stands for arguments it leaves out"
            requireLevel(&result)
        } else {
            result.status = .failed
            result.reason = nil
        }
    }

    /// The error marks of a block, judged in the unit that keeps them: each
    /// must meet a compile error within its statement. A mark that compiles
    /// is a failure only when the doc said "error": a runtime error, a thrown
    /// error, a bare `❌` and a mark in a block that is not self-contained are
    /// said, not checked.
    private func assembleMarkedErrors(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard level >= .typecheck, result.status == .passed || result.status == .failed,
            let unit = units.last(where: { $0.expectedError == block.id && outcomes[$0.id] != nil }),
            let outcome = outcomes[unit.id]
        else { return }
        if let failure = outcome.toolFailure {
            notVerified(&result, because: failure)
            return
        }
        let own = outcome.errors.filter { $0.block == block.id }.map(\.location)
        let guideLine = block.sourceMap.guideLine
        let codeLines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
        // A gap (a name no block declares) hides whether the marked code fails for the doc's reason.
        let isGap = own.contains { DocGap.missingName(in: $0.message) != nil }
        var compiled: [Int] = []
        var unchecked: [(line: Int, why: UncheckedMark)] = []
        for mark in block.errorMarks {
            let marked = Set(mark.lines.map(guideLine))
            let scope = guideLine(mark.scope.lowerBound)...guideLine(mark.scope.upperBound)
            var meeting = own.filter { marked.contains($0.line ?? 0) }
            if meeting.isEmpty {
                meeting = own.filter { scope.contains($0.line ?? 0) && DocGap.missingName(in: $0.message) == nil }
            }
            if !meeting.isEmpty {
                result.diagnostics += meeting.map(expected)
                continue
            }
            let first = guideLine(mark.lines.lowerBound)
            // `try parser.parse(input) // error: …` shows what the call throws when run, not a compile error; so does
            // the mark closing a `do { try … } catch { print(error) }`, under the print.
            let hasInScope = { (word: String) in
                mark.scope.contains { $0 <= codeLines.count && codeLines[$0 - 1].containsBytes(word) }
            }
            let throwsWhenRun =
                mark.lines.contains { $0 <= codeLines.count && codeLines[$0 - 1].containsBytes("try") }
                || (hasInScope("try") && hasInScope("catch"))
            switch mark.kind {
            case .runtime:
                unchecked.append((first, .runtime))
            case .symbol:
                unchecked.append((first, .symbol))
            case .compile where throwsWhenRun:
                unchecked.append((first, .thrown))
            case .compile where isGap:
                unchecked.append((first, .gap))
            case .compile where mark.mayMeanATrap:
                unchecked.append((first, .mayTrap))
            case .compile:
                compiled.append(first)
            }
        }
        result.diagnostics = result.diagnostics.uniqued()
        if compiled.isEmpty, result.status == .failed, result.level == .syntax {
            judgeAsWritten(block, errors: own.filter { $0.severity == .error }, into: &result)
        }
        for (why, group) in Dictionary(grouping: unchecked, by: \.why).sorted(by: { $0.key.rawValue < $1.key.rawValue })
        {
            let note = why.note(lines: group.map(\.line).sorted().map(String.init).joined(separator: ", "))
            result.reason = result.reason.map { $0 + "; " + note } ?? note
        }
        guard !compiled.isEmpty else { return }
        result.status = .failed
        result.diagnostics.insert(
            contentsOf: compiled.map {
                .init(.error("marked as an error, but it compiles", file: block.id.guide, line: $0))
            }, at: 0)
    }

    /// The names the compile-error-marked lines of `block` declare, when each of its marks met its error: without
    /// those lines, the rest of the block misses them.
    private func markedDeclarations(_ block: PreparedBlock) -> Set<String> {
        let marks = block.errorMarks.filter { $0.kind == .compile }
        guard !marks.isEmpty, marks.count == block.errorMarks.count,
            let unit = units.last(where: { $0.expectedError == block.id && outcomes[$0.id] != nil }),
            let outcome = outcomes[unit.id], outcome.toolFailure == nil
        else { return [] }
        let own = outcome.errors.filter { $0.block == block.id && $0.location.severity == .error }.compactMap(
            \.location.line)
        let codeLines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
        var names = Set<String>()
        let scopes = marks.map {
            block.sourceMap.guideLine($0.scope.lowerBound)...block.sourceMap.guideLine($0.scope.upperBound)
        }
        // An error elsewhere in the block is the block's own: the rest is then judged as it is.
        guard own.allSatisfy({ line in scopes.contains { $0.contains(line) } }) else { return [] }
        for mark in marks {
            guard own.contains(where: { mark.lines.map(block.sourceMap.guideLine).contains($0) }) else { return [] }
            let text = mark.lines.filter { $0 <= codeLines.count }.map { String(codeLines[$0 - 1]) }
            names.formUnion(SwiftBlockAnalyzer.analyze(text.joined(separator: "\n")).declaredNames)
        }
        return names
    }

    /// Every mark of a block compiles, so the unit keeping them compiled the
    /// block as written: its errors are the block's, not those of the block
    /// without its marked lines (an `init(…) { // ❌` line taken out leaves its
    /// body behind; a marked `let service` leaves its uses without it).
    private func judgeAsWritten(
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
    private enum UncheckedMark: String {
        case runtime, symbol, thrown, gap, mayTrap

        func note(lines: String) -> String {
            switch self {
            case .runtime: return "runtime error marked at line \(lines) left out of the run, not checked"
            case .symbol: return "mark at line \(lines) compiles: read as wrong at run time, not checked"
            case .thrown: return "error marked at line \(lines) is thrown when run, not checked"
            case .gap: return "error marked at line \(lines) not checked: the block is not self-contained"
            case .mayTrap:
                return "error marked at line \(lines) compiles: read as a trap at run time, not checked"
            }
        }
    }

    /// A block Playbook could not judge: never a pass.
    private func notVerified(_ result: inout VerificationReport.BlockResult, because reason: String) {
        result.status = .failed
        result.level = nil
        result.reason = "not verified: " + reason
    }

    /// A block that was never compiled or tested because `culprits` fail to compile.
    private func markBlocked(_ result: inout VerificationReport.BlockResult, by culprits: [BlockID]) {
        let lenders = culprits.uniqued().compactMap { blocks[$0] }
        result.status = .blocked
        result.level = nil
        result.blockedBy = lenders.map { .init(guide: $0.id.guide, line: $0.block.line) }
        let names = lenders.map { "\($0.id.guide):\($0.block.line)" }
        result.reason =
            "depends on "
            + (names.isEmpty
                ? "code that fails to compile" : names.joined(separator: ", ") + ", which fails to compile")
    }

    private func markPending(_ result: inout VerificationReport.BlockResult) {
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
    private func isDeclaredByABlock(_ name: String) -> Bool {
        knownNames.contains(name) || declaredByDependency(name)
    }

    /// A compiler error that explains a gap, shown as a note: it does not read as a failure.
    private static func asNote(_ location: VerificationReport.Location) -> VerificationReport.Location {
        var note = location
        if note.severity == .error { note.severity = .note }
        return note
    }

    /// How a note holding an error a block was meant to meet begins; the site shows such notes as expected errors.
    static let expectedErrorPrefix = "expected error: "

    /// An expected compiler error, shown as a note so it does not read as a failure.
    private func expected(_ location: VerificationReport.Location) -> VerificationReport.Location {
        var note = location
        note.severity = .note
        note.message = Self.expectedErrorPrefix + location.message
        return note
    }

    private func assembleCompiled(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard level >= .typecheck else {
            result.reason = "--level syntax"
            requireLevel(&result)
            return
        }
        // A unit checked again in Swift 5 (it failed Swift 6's data-race checks) stands for it for its blocks.
        let inSwift5 = Set(
            units.filter {
                $0.languageMode == 5 && outcomes[$0.id]?.typechecked == true
                    && $0.members.contains { $0.block == block.id }
            }.map { String($0.id.dropLast("/swift5".count)) })
        // A unit with names given stands for no block's home: it only says how far a fragment typechecks.
        let homeUnits = units.filter {
            $0.expectedError == nil && $0.givenNames.isEmpty && $0.ownBlocks.contains(block.id)
                && !inSwift5.contains($0.id) && ($0.versionChecked == nil || $0.versionChecked == block.id)
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
        for unit in units where unit.expectedError == nil && unit.givenNames.isEmpty && !inSwift5.contains(unit.id) {
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
            guard let actual = output.actual,
                HashedOrder.sameElementsInAnotherOrder(actual, output.expected, code: block.code)
            else { continue }
            result.diagnostics.append(
                .init(
                    Diagnostic(
                        .note,
                        "printed the promised elements in another order, \"\(actual)\": a hashed collection's order "
                            + "is unspecified", file: block.id.guide, line: output.line)))
        }
        // An error-marked statement may fail even without its marked line (an ambiguous builder):
        // what the doc marks as failing is expected, wherever in the statement it is reported.
        let markedScopes = block.errorMarks.filter { $0.kind != .runtime }.map {
            block.sourceMap.guideLine($0.scope.lowerBound)...block.sourceMap.guideLine($0.scope.upperBound)
        }
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
            return
        }
        // `\User.id  // KeyPath<User, Int>`: docs show an expression for its value or its type.
        let shownForTheirValue = errors.filter { DocGap.isUnusedValue($0.message) }
        result.diagnostics += shownForTheirValue.uniqued().map(Self.asNote)
        errors.removeAll { DocGap.isUnusedValue($0.message) }
        // Only a block with errors needs what explains them.
        let late = errors.isEmpty ? [] : namesDeclaredOnlyAfter(block)
        let leftOutNames =
            errors.isEmpty
            ? [] : Set(homeUnits.flatMap(\.leftOut).compactMap { blocks[$0] }.flatMap(\.analysis.declaredNames))
        let statements = errors.isEmpty ? [] : ScriptAnalyzer.statementLines(in: block.code)
        let literalsAlone =
            errors.isEmpty || !block.isScript ? [] : ScriptAnalyzer.customInterpolationLines(in: block.code)
        let membersElsewhere = errors.isEmpty ? [] : extensionMembersDeclaredOutside(homeUnits)
        if !tests.contains(where: { !$0.passed }), !result.outputs.contains(where: { !$0.matched }),
            let gap = DocGap.explain(
                errors.uniqued().filter { $0.severity == .error },
                expressionAlone: block.isScript && block.analysis.holdsExpressionsAlone, isElided: block.isElided,
                elidedTypes: block.analysis.typesWithElidedMembers,
                typesShownInParts: errors.isEmpty ? [] : typesShownInParts(by: block),
                importsChosen: block.analysis.imports.isEmpty,
                // `KindIdentifier(…)` inside `extension SymbolGraph.Symbol.KindIdentifier`: the library's nested
                // type, which Swift does not see there unqualified.
                isDeclared: { isDeclaredByABlock($0) || block.analysis.nestedNamesExtended.contains($0) },
                isCompiledOut: { !knownNames.contains($0) && compiledOutOfDependency($0) },
                isMemberCompiledOut: memberCompiledOutOfDependency,
                collidingName: { error in
                    Self.identifiers(onLineOf: error, in: block).first { name in
                        DocGap.cLibraryNames.contains(name) && !isDeclaredByABlock(name)
                            && DocGap.isAboutACDeclaration(error.message, name: name)
                    }
                },
                lateName: { error in Self.identifiers(onLineOf: error, in: block).first(where: late.contains) },
                memberDeclaredElsewhere: { error in
                    if let missing = DocGap.missingMember(in: error.message) {
                        return membersElsewhere.contains(missing.member) ? missing.member : nil
                    }
                    guard Self.isAboutAnUnresolvedMember(error.message) else { return nil }
                    return Self.identifiers(onLineOf: error, in: block).first(where: membersElsewhere.contains)
                },
                restatedConformance: { error in
                    if let member = DocGap.redeclaredName(in: error.message) {
                        // `extension Country: TableRecord { static let demographics … }` under the page's `Country`
                        // declaring it: the association illustrated alone.
                        return block.analysis.extendedTypes.sorted().first { type in
                            membersDeclaredBeside[type]?.contains(member) == true
                                && block.analysis.typeMembers[type]?.contains(member) == true
                                && Self.restatesAConformanceBeside(block, type: type, typesDeclaredBeside)
                        }
                    }
                    return DocGap.redundantConformance(in: error.message).flatMap { type in
                        Self.restatesAConformanceBeside(block, type: type, typesDeclaredBeside) ? type : nil
                    }
                },
                // `"SELECT * FROM \(sql: "player")"` under other statements: a literal whose use decides its type.
                inLiteralWithoutContext: { error in
                    let offset = block.sourceMap.firstGuideLine - 1
                    return error.line.map { line in literalsAlone.contains { $0.contains(line - offset) } } == true
                },
                leftOutName: { name in leftOutNames.contains(name) },
                statement: { line in
                    let offset = block.sourceMap.firstGuideLine - 1
                    return statements.first { $0.contains(line - offset) }.map {
                        ($0.lowerBound + offset)...($0.upperBound + offset)
                    }
                },
                alternativeHeading: DocGap.alternativeHeading(in: block.block.headingPath)
            )
        {
            if let names = gap.valuesLackedHere, let given = typecheckedWithNamesGiven(block, names) {
                // Its names given as the API names them, the fragment typechecks: that much is checked, and said.
                result.level = .typecheck
                result.reason =
                    "typechecked with " + given.map(\.described).joined(separator: " and ") + "; not run"
                requireLevel(&result)
                return
            }
            // The doc is not wrong; it cannot be checked as written. Said, not failed.
            result.diagnostics += errors.uniqued().map(Self.asNote)
            result.reason = gap.reason
            if case .notSelfContained = gap, let failed = firstErrorWithNamesGiven(block) {
                result.reason =
                    gap.reason + "; with " + failed.given.map(\.described).joined(separator: " and ")
                    + ", it does not typecheck: " + failed.error.message
            }
            switch gap {
            case .platform, .notCompiledHere:
                result.status = .skipped
                result.level = nil
            default:
                result.level = .syntax
                requireLevel(&result)
            }
            return
        }
        let leftOut = homeUnits.flatMap(\.leftOut).uniqued().compactMap { blocks[$0] }.filter(\.isScript)
        if errors.allSatisfy({ $0.message.hasPrefix("expected output ") }), !tests.contains(where: { !$0.passed }),
            result.outputs.contains(where: { !$0.matched }), !leftOut.isEmpty
        {
            // The page ran those statements before this block; without them the program's state is not the page's.
            let places = leftOut.map { "\($0.id.guide):\($0.block.line)" }.joined(separator: ", ")
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
            return
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
            return
        }
        if !tests.contains(where: { !$0.passed }), !result.outputs.contains(where: { !$0.matched }),
            let lenders = failingLendersExplaining(errors, of: block, in: homeUnits)
        {
            // Never checked without the broken declarations it uses: what that block's failure is, it is.
            result.diagnostics += errors.uniqued().map(Self.asNote)
            if !takeGap(ofLenders: lenders, in: homeUnits, into: &result) { markBlocked(&result, by: lenders) }
            return
        }
        if let alternatives = block.analysis.alternatives,
            errors.contains(where: { !Self.isInAVersion($0, of: block, alternatives) })
        {
            // What the versions share fails (a page's earlier conformance restated beside them): the failure is no
            // version's, and the versions are not judged.
            let names = block.analysis.redeclaredNames.map { "`\($0)`" }.joined(separator: ", ")
            result.diagnostics += errors.uniqued().map(Self.asNote)
            result.level = .syntax
            result.reason =
                "alternatives: \(names) declared twice, versions to choose between; compiled apart, the code they "
                + "share does not compile here (notes), so the versions are not judged"
            requireLevel(&result)
            return
        }
        result.diagnostics += errors.uniqued()
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
                error.block == block.id && markedScopes.contains { $0.contains(error.location.line ?? 0) }
            }
        }
        // Of a block showing alternatives, each version must be checked: its verdict is the worst of theirs.
        let versions = unitsByVersion(homeUnits, of: block)
        guard
            versions.allSatisfy({
                $0.contains { outcomes[$0.id]?.typechecked == true || failsOnlyWhereMarked($0) }
            })
        else {
            let failing = homeUnits.flatMap { outcomes[$0.id]?.errors.compactMap(\.block) ?? [] }.uniqued()
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
        if block.isScript, level >= .test,
            versions.allSatisfy({ $0.contains { outcomes[$0.id]?.ran == true } })
        {
            result.level = .run
        } else if block.isScript, block.analysis.servesUntilStopped {
            result.level = .typecheck
            result.reason = "a server: typechecked, not run (it would serve until stopped)"
        } else if block.isScript, let check = homeUnits.lazy.compactMap({ outcomes[$0.id]?.runStoppedAtCheck }).first {
            result.level = .typecheck
            result.reason = "typechecked; its run stops at \(check): not run past it"
        } else if block.isScript, let lacked = homeUnits.lazy.compactMap({ outcomes[$0.id]?.runLacked }).first {
            result.level = .typecheck
            result.reason = "typechecked; its run stopped on what this machine lacks, not checked: \(lacked)"
        } else {
            result.level = level >= .test && (exercised || testedHere) ? .test : .typecheck
        }
        requireLevel(&result)
    }
}

extension ResultAssembler {
    /// The failing blocks `block` builds on, among a unit's `culprits`: those
    /// whose names it uses, directly or through other blocks (as the unit
    /// compiled again without them leaves it out). A block of the same unit
    /// that it never uses is no reason it was not checked.
    func culprits(of block: PreparedBlock, among culprits: [BlockID], in units: [VerificationUnit]) -> [BlockID] {
        culprits.filter { culprit in
            culprit != block.id
                && units.contains { unit in
                    UnitPlanner.closure(of: [culprit], among: unit.members.map(\.block), blocks: blocks)
                        .contains(block.id)
                }
        }
    }

    /// Whether an error is one the compiler gives where a member it cannot
    /// find leaves a key path or a base to infer (`@Dependency(\.apiClient)`).
    static func isAboutAnUnresolvedMember(_ message: String) -> Bool {
        DocGap.followsFromMissingNames(message) || message.hasPrefix("cannot convert value of type 'KeyPath<")
    }

    /// The failing blocks `block` builds on, when they explain every one of
    /// its `errors`: errors that follow from a declaration the compiler
    /// could not build (`.mock` for a parameter whose type is missing, a class
    /// left without an initializer, a member of a type whose conformance
    /// failed), or Swift 6's data-race checks, which a block is checked again
    /// without only when it builds on nothing failing. Nil when an error is
    /// the block's own, or it builds on no failing block.
    func failingLendersExplaining(
        _ errors: [VerificationReport.Location], of block: PreparedBlock, in homeUnits: [VerificationUnit]
    ) -> [BlockID]? {
        guard !errors.isEmpty, !readingLenders else { return nil }
        var reading = self
        reading.readingLenders = true
        let failing = homeUnits.flatMap { outcomes[$0.id]?.errors.compactMap(\.block) ?? [] }.uniqued()
        // A lender that fails only Swift 6's checks in this unit may typecheck in Swift 5: its own verdict says.
        // One typechecked only with names given (`let row = try Row.fetchOne(db, …)!`) failed here all the same.
        let lenders = culprits(of: block, among: failing, in: homeUnits).filter { lender in
            guard let lending = blocks[lender] else { return false }
            let verdict = reading.result(for: lending)
            return verdict.status != .passed || verdict.level == .syntax
                || typecheckedOnlyWithNamesGiven(lending, verdict) != nil
        }
        guard !lenders.isEmpty else { return nil }
        let lenderTypes = Set(lenders.compactMap { blocks[$0] }.flatMap(\.analysis.declaredNames))
        let explained = errors.allSatisfy { error in
            DocGap.followsFromMissingNames(error.message) || UnitTwins.isDataRaceCheck(error.message)
                || DocGap.missingMember(in: error.message).map {
                    lenderTypes.contains(String($0.type.prefix { $0 != "<" }))
                } == true
        }
        return explained ? lenders : nil
    }

    /// As `takeGap(ofLenders:into:)`, where a lender lent from another page
    /// fails only by restating a conformance the borrowing page's own type has
    /// (`extension Book: TableRecord { static let author … }` beside the page's
    /// `struct Book: TableRecord`): how the two pages were put together, not
    /// either doc's mistake; what uses it was never compiled, and says so.
    func takeGap(
        ofLenders lenders: [BlockID], in homeUnits: [VerificationUnit],
        into result: inout VerificationReport.BlockResult
    ) -> Bool {
        let clashing = lenders.filter { restatesAConformanceWhereLent($0, in: homeUnits) }
        guard !clashing.isEmpty else { return takeGap(ofLenders: lenders, into: &result) }
        let others = lenders.filter { !clashing.contains($0) }
        if !others.isEmpty, !takeGap(ofLenders: others, into: &result) { return false }
        let places = clashing.compactMap { blocks[$0] }.map { "\($0.id.guide):\($0.block.line)" }
        let clash =
            "builds on \(places.joined(separator: ", ")), another page's, which restates a conformance this page's own "
            + "type has, so it was not compiled with it"
        guard others.isEmpty else {
            result.reason = (result.reason ?? "") + "; it also " + clash
            return true
        }
        result.reason = "not self-contained: " + clash
        result.level = .syntax
        requireLevel(&result)
        return true
    }

    /// Whether `lender`, borrowed by `homeUnits`, fails there only for
    /// conformances, or members, the borrowing page's types have already.
    private func restatesAConformanceWhereLent(_ lender: BlockID, in homeUnits: [VerificationUnit]) -> Bool {
        let lentHere = homeUnits.filter { unit in
            unit.members.contains { $0.block == lender && $0.borrowedFor != nil }
        }
        let errors = lentHere.flatMap { outcomes[$0.id]?.errors.filter { $0.block == lender } ?? [] }
        return !errors.isEmpty
            && errors.allSatisfy {
                DocGap.redundantConformance(in: $0.location.message) != nil
                    || DocGap.redeclaredName(in: $0.location.message) != nil
            }
    }

    /// A block whose only failing lenders are not the doc's fault (`let xml =
    /// XMLHash.parse(xmlToParse)`, where no block declares `xmlToParse`) is
    /// not self-contained through them: it passes at syntax as they do, or
    /// is skipped as they are, and says which block it builds on. One level
    /// deep: a lender's own verdict is read, never its lenders'.
    func takeGap(ofLenders lenders: [BlockID], into result: inout VerificationReport.BlockResult) -> Bool {
        guard !readingLenders else { return false }
        var reading = self
        reading.readingLenders = true
        let verdicts = lenders.compactMap { id in blocks[id].map { (block: $0, result: reading.result(for: $0)) } }
        guard verdicts.count == lenders.count else { return false }
        let places = verdicts.map { "\($0.block.id.guide):\($0.block.block.line)" }.joined(separator: ", ")
        // `let row = try Row.fetchOne(db, …)!`, typechecked only with `db` given: what builds on it was never
        // compiled, as the lender's own program does not compile as written.
        let given = verdicts.map { typecheckedOnlyWithNamesGiven($0.block, $0.result) }
        if given.allSatisfy({ $0 != nil }) {
            let names = given.compactMap { $0 }.flatMap { $0 }.uniqued()
            result.reason =
                "not self-contained: builds on \(places), typechecked only with "
                + names.map(\.described).joined(separator: " and ") + "; not compiled without "
                + (lenders.count == 1 ? "it" : "them")
            result.level = .syntax
            requireLevel(&result)
            return true
        }
        guard
            verdicts.allSatisfy({
                ($0.result.status == .passed && $0.result.level == .syntax && $0.result.reason != nil)
                    || $0.result.status == .skipped
            }),
            let first = verdicts.first(where: { $0.result.status == .skipped }) ?? verdicts.first,
            let lenderReason = first.result.reason
        else { return false }
        let kind = lenderReason.prefix { $0 != ":" && $0 != "(" }.trimmingCharacters(in: .whitespaces)
        let why = lenderReason.split(separator: " (", maxSplits: 1).first.map(String.init) ?? lenderReason
        result.reason = "\(kind): builds on \(places), which is not checked either (\(why))"
        if first.result.status == .skipped {
            result.status = .skipped
            result.level = nil
        } else {
            result.level = .syntax
            requireLevel(&result)
        }
        return true
    }

    /// The names a fragment that fails in its own program typechecked with
    /// (its verdict says so), or nil for a block compiled as written.
    private func typecheckedOnlyWithNamesGiven(
        _ block: PreparedBlock, _ verdict: VerificationReport.BlockResult
    ) -> [GivenName]? {
        guard verdict.status == .passed, verdict.level == .typecheck else { return nil }
        let typechecked = units.filter { unit in
            !unit.givenNames.isEmpty && unit.ownBlocks.contains(block.id) && outcomes[unit.id]?.typechecked == true
        }
        let used = typechecked.flatMap(\.givenNames).filter { block.analysis.usedNames.contains($0.name) }
        return used.isEmpty ? nil : used
    }

    /// The names given to `block`'s `missing` ones by a unit that typechecked
    /// with the block among its own (see `UnitTwins.withGivenNames`).
    /// Of a block showing alternatives, every version must typecheck so.
    func typecheckedWithNamesGiven(_ block: PreparedBlock, _ missing: [String]) -> [GivenName]? {
        let twins = units.filter {
            !$0.givenNames.isEmpty && $0.ownBlocks.contains(block.id)
                && ($0.versionChecked == nil || $0.versionChecked == block.id)
        }
        var givenInEveryVersion: [GivenName]?
        for version in unitsByVersion(twins, of: block) {
            let typechecked = version.lazy.compactMap { unit -> [GivenName]? in
                let given = missing.compactMap { name in unit.givenNames.first { $0.name == name } }
                return outcomes[unit.id]?.typechecked == true && given.count == missing.count ? given : nil
            }.first
            guard let typechecked else { return nil }
            givenInEveryVersion = givenInEveryVersion ?? typechecked
        }
        return givenInEveryVersion
    }

    /// `units` holding `block`, grouped by the version of it each holds, in
    /// the order met: one group for a block that shows no alternatives.
    func unitsByVersion(_ units: [VerificationUnit], of block: PreparedBlock) -> [[VerificationUnit]] {
        guard block.analysis.alternatives != nil else { return [units] }
        var groups: [[ClosedRange<Int>]: [VerificationUnit]] = [:]
        var order: [[ClosedRange<Int>]] = []
        for unit in units {
            let version = unit.linesLeftOut(of: block.id)
            if groups[version] == nil { order.append(version) }
            groups[version, default: []].append(unit)
        }
        return order.map { groups[$0] ?? [] }
    }

    /// What `block` uses given, and its first error, in the first unit with names given that it failed in.
    func firstErrorWithNamesGiven(
        _ block: PreparedBlock
    ) -> (given: [GivenName], error: VerificationReport.Location)? {
        for unit in units where !unit.givenNames.isEmpty && unit.ownBlocks.contains(block.id) {
            guard let error = outcomes[unit.id]?.errors.first(where: { $0.block == block.id }) else { continue }
            let used = unit.givenNames.filter { block.analysis.usedNames.contains($0.name) }
            return (used.isEmpty ? unit.givenNames : used, error.location)
        }
        return nil
    }

    /// Whether `error` stands on the lines of one of `block`'s versions, not on what they share.
    static func isInAVersion(
        _ error: VerificationReport.Location, of block: PreparedBlock,
        _ alternatives: SwiftBlockAnalysis.AlternativeVersions
    ) -> Bool {
        guard error.guide == block.id.guide, let line = error.line else { return false }
        return alternatives.versions.joined().contains { lines in
            (block.sourceMap.guideLine(lines.lowerBound)...block.sourceMap.guideLine(lines.upperBound)).contains(line)
        }
    }

    /// The identifiers on the line of `block`'s code an error points at.
    static func identifiers(onLineOf error: VerificationReport.Location, in block: PreparedBlock) -> [String] {
        guard error.guide == block.id.guide, let line = error.line, let code = block.codeLine(atGuideLine: line) else {
            return []
        }
        return code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
