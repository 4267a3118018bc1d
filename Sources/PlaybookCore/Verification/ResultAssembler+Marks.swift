import Foundation

/// Blocks that say how they fail: an `expect-error` block, error marks
/// (`// ❌`, `// error: …`) on the lines meant to fail, and a piece of a
/// package manifest, judged as what it is.
extension ResultAssembler {
    /// An `expect-error` block is judged on its own errors, in the last unit
    /// that checked it: the compiler did not reach it if its context failed,
    /// so the planner's isolated unit (context without the failing blocks) decides.
    func assembleExpectedError(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
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
    func assembleManifestPiece(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
        guard level >= .typecheck, let outcome = manifestOutcome else { return }
        if let failure = outcome.toolFailure {
            result.reason = (result.reason ?? "") + "; not typechecked: " + failure
            return
        }
        let errors = outcome.errors.filter { $0.block == block.id }.map(\.location)
        result.level = .typecheck
        result.diagnostics += outcome.diagnostics.filter { $0.block == block.id }.map(\.location)
        let elisions = CodeNormalizer.elisionLines(in: block.block.code)
        let leftOut = { (error: VerificationReport.Location) -> Bool in
            guard let line = error.line, ManifestPiece.isMissingArgument(error.message) else { return false }
            return ManifestPiece.leavesArgumentsOut(
                block.code, line: line - block.sourceMap.firstGuideLine + 1, column: error.column,
                elidedLines: elisions)
        }
        if errors.isEmpty {
            result.reason = "a piece of Package.swift, typechecked against PackageDescription"
        } else if errors.allSatisfy(leftOut) {
            // `Package(` then `// name, platforms, products, etc.` or `...`: what the compiler misses, the doc leaves
            // out.
            result.level = .syntax
            result.diagnostics = result.diagnostics.map(Self.asNote)
            result.reason =
                "part of a package manifest (Package.swift) that leaves out arguments the compiler wants"
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
    func assembleMarkedErrors(_ block: PreparedBlock, into result: inout VerificationReport.BlockResult) {
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
        // A gap (a name nothing binds) hides whether the marked code fails for the doc's reason.
        let isGap = own.contains { DocGap.missingName(in: $0.message) != nil && !meetsAMark($0, of: block) }
        var compiled: [Int] = []
        var unchecked: [(line: Int, why: UncheckedMark)] = []
        for mark in block.errorMarks {
            let marked = Set(mark.lines.map(guideLine))
            let scope = guideLine(mark.scope.lowerBound)...guideLine(mark.scope.upperBound)
            var meeting = own.filter { marked.contains($0.line ?? 0) && meetsAMark($0, of: block) }
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
            // Words of the code, not of its comment (`// error: … not marked with 'try'`).
            let hasWord = { (line: Int, word: String) in
                guard line <= codeLines.count else { return false }
                let code = codeLines[line - 1].components(separatedBy: "//")[0]
                return code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { $0 == word }
            }
            let hasInScope = { (word: String) in mark.scope.contains { hasWord($0, word) } }
            let throwsWhenRun =
                mark.saidOf.contains { hasWord($0, "try") } || (hasInScope("try") && hasInScope("catch"))
            switch mark.kind {
            case .runtime where mark.text.isEmpty && hasWord(mark.lines.lowerBound, "throw"):
                unchecked.append((first, .topLevelThrow))
            case .runtime:
                unchecked.append((first, .runtime))
            case .symbol where isGap:
                unchecked.append((first, .gap))
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
        // Every line marked, the block's own unit compiled nothing: the block as written says how far it got.
        let everyLineMarked = codeLines.indices.allSatisfy { index in
            let text = codeLines[index].drop(while: \.isWhitespace)
            return text.isEmpty || text.hasPrefix("//") || block.errorLines.contains(index + 1)
        }
        if compiled.isEmpty,
            (result.status == .failed && result.level == .syntax)
                || (result.status == .passed && everyLineMarked && isGap)
        {
            judgeAsWritten(block, errors: own.filter { $0.severity == .error }, into: &result)
        }
        // Declarations shown not compiling as a whole ("That doesn't compile:"), and they do not: that is what was
        // checked, not the tests or the run of the program around them (statements say so in `sayingNothingRan`).
        if !block.isScript, compiled.isEmpty, unchecked.isEmpty, everyLineMarked, result.status == .passed,
            result.reason == nil, !own.isEmpty
        {
            result.level = .typecheck
            result.reason = "fails to compile, as the page says"
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

    /// Whether a compile error can be the one a mark promises. A name missing where the block binds it
    /// elsewhere (`let message` in a function, `print(message) // error` outside it) is the scope the doc
    /// shows; a name nothing binds (`check(value) { // ❌` with no `check`) is the block's gap, unless the mark
    /// quotes it missing (`let h = half(10) // error: cannot find 'half' in scope`, `half` nested in a function).
    func meetsAMark(_ error: VerificationReport.Location, of block: PreparedBlock) -> Bool {
        guard let name = DocGap.missingName(in: error.message) else { return true }
        // An operator no block declares (`3 <=> 4`) is what a page shows failing, not a value it leaves out.
        let isOperator =
            name.first.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") } == true
            && !isDeclaredByABlock(name)
            && block.errorMarks.allSatisfy { $0.text.isEmpty || $0.text.contains("cannot find operator") }
        return isOperator || Self.binds(block.code, name) || block.analysis.declaredNames.contains(name)
            || isDeclaredByABlock(name)
            || block.errorMarks.contains { $0.saysMissing(name) }
    }

    /// Whether `code` gives `name` a value of its own somewhere: `let name =`, `var name: T`, `func name`,
    /// `for name in`. A shorthand `if let name {` unwraps a name from outside, and binds none.
    static func binds(_ code: String, _ name: String) -> Bool {
        let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "=" || $0 == ":") }
        return zip(words, words.dropFirst()).enumerated().contains { index, pair in
            let (introducer, bound) = pair
            guard bound == name || bound == name + ":" || bound == name + "=" else { return false }
            switch introducer {
            case "func", "for": return true
            case "let", "var":
                if bound != name { return true }
                let next = index + 2 < words.count ? words[index + 2] : ""
                return next.hasPrefix("=") || next.hasPrefix(":")
            default: return false
            }
        }
    }

    /// The names the compile-error-marked lines of `block` declare, when each of its marks met its error: without
    /// those lines, the rest of the block misses them.
    func markedDeclarations(_ block: PreparedBlock) -> Set<String> {
        let marks = block.errorMarks.filter { $0.kind == .compile }
        guard !marks.isEmpty, marks.count == block.errorMarks.count,
            let unit = units.last(where: { $0.expectedError == block.id && outcomes[$0.id] != nil }),
            let outcome = outcomes[unit.id], outcome.toolFailure == nil
        else { return [] }
        let own = outcome.errors.filter {
            $0.block == block.id && $0.location.severity == .error && meetsAMark($0.location, of: block)
        }.compactMap(\.location.line)
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
}
