import Foundation

/// Runs a unit's program (its guide's statements, built by `DirectBuild` or SwiftPM) within
/// `runTimeout`, and compares what each statement printed with its
/// `// Prints` comments. A crash fails at the line that crashed; a run past
/// its time or output limit is stopped with everything it started.
struct ProgramRun {
    var unit: VerificationUnit
    var blocks: [BlockID: PreparedBlock]
    var compiler: UnitCompiler
    /// The program built without SwiftPM; nil for SwiftPM's.
    var executable: String? = nil

    /// Bytes a program may print before it is stopped.
    static let outputLimit = 1 << 20
    /// coreutils' `stdbuf`, which turns off the C library's output buffering of the program it starts.
    static let stdbuf = "/usr/bin/stdbuf"

    struct Result {
        /// True when the program ran to its end and exited normally.
        var ran = false
        var outputs: [UnitOutcome.Output] = []
        var diagnostics: [UnitOutcome.BlockDiagnostic] = []
        var timedOut = false
        /// What the machine lacked when the program threw for want of it (a file, an executable, a port).
        var lacking: String?
        /// Why the program stopped where its code asked or could not go on,
        /// not through a fault of the doc: "`assert` at line 12, as the code asks".
        var stoppedAtCheck: String?
        /// The script blocks the run went through to their end (their end marks printed), but the one a crash is
        /// in: where a run stops, those before the stop ran whole.
        var ranWhole: Set<BlockID> = []
        /// The script blocks whose end the program printed, a crash in one of their functions after it or not.
        var endsPrinted: Set<BlockID> = []
        /// Where in a block the program crashed or stopped at a check: a twin runs past it
        /// (`UnitTwins.pastTheStop(_:after:)`). Nil for a stop of the tool's making (a given value read).
        var stoppedAt: UnitOutcome.BlockDiagnostic?
    }

    /// Where each unit's program runs, in the generated package's folder.
    static let runsFolder = ".build/playbook-runs"

    /// Calls whose purpose is to stop the program: docs show them failing.
    static let checkCalls = ["assert", "precondition", "assertionFailure", "preconditionFailure", "fatalError"]

    func run() -> Result {
        var runner = compiler.runner
        runner.timeout = compiler.runTimeout
        let executable = executable ?? compiler.writer.path(".build/debug/\(unit.targetName)")
        // Unbuffered, so what a statement printed before a crash is not lost with the buffer.
        let unbuffered = FileManager.default.isExecutableFile(atPath: Self.stdbuf)
        // A folder of its own, empty at each launch: a file the program writes (`notes.txt`) neither meets the last
        // run's copy nor lands among the generated package's files.
        let folder = compiler.writer.path("\(Self.runsFolder)/\(unit.targetName)")
        let launch = {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return runner.run(
                unbuffered ? Self.stdbuf : executable, unbuffered ? ["-o0", executable] : [], in: folder,
                separateErrors: true, outputLimit: Self.outputLimit, guideCode: true
            )
        }
        let scripts = unit.members.compactMap { blocks[$0.block] }.filter(\.isScript)
        var output = launch()
        // A program that talks to a remote host waits on a network this machine may not reach, and one that
        // connects waits for a peer; any other may have been held past its limit by a busy machine: one more
        // try before it fails.
        let remoteHost =
            output.timedOut ? scripts.lazy.compactMap { RunEnvironment.remoteHost(in: $0.code) }.first : nil
        let connection =
            output.timedOut && remoteHost == nil
            ? scripts.lazy.compactMap { RunEnvironment.connection(in: $0.code) }.first : nil
        // A service run in a task group (`group.addTask { try await observability.run() }`) lasts until cancelled.
        let service =
            output.timedOut && remoteHost == nil && connection == nil
            ? scripts.lazy.compactMap { RunEnvironment.serviceRun(in: $0.code) }.first : nil
        // A loop over changes, where the run was stopped, waits for the next one as long as the program lives.
        let observation =
            output.timedOut && remoteHost == nil && connection == nil && service == nil
            ? Self.endlessObservation(where: output.text, stopped: scripts, unit: unit) : nil
        if output.timedOut, remoteHost == nil, connection == nil, service == nil, observation == nil {
            output = launch()
        }
        let printed = Self.segments(of: output.text)
        // Work running beside the statements (a `Task`, a thread) may print between a statement's lines.
        let printedItself = Self.mayPrintConcurrently(scripts) ? [:] : Self.ownOutput(of: output.text)
        let shown = Self.values(of: output.text)
        // A program may end with `exit(64)` on purpose (a command-line tool given no arguments); only a trap or a
        // signal is a crash.
        let crashed = output.signaled || (output.status != 0 && output.errorText.contains("Fatal error"))
        var result = Result(ran: !output.timedOut && output.stopped == nil && !crashed)
        let crash = crashed ? TestSession.crash(in: output.errorText) : nil
        result.lacking = crash.flatMap { RunEnvironment.lacking(in: $0.message) }
        if output.timedOut, let remoteHost {
            result.lacking =
                "the network: it did not finish within \(TestSession.seconds(compiler.runTimeout)) "
                + "talking to \(remoteHost), which this machine may not reach"
        } else if output.timedOut, let connection {
            result.lacking =
                "a peer: it did not finish within \(TestSession.seconds(compiler.runTimeout)) after "
                + "`\(connection)`, waiting for the other end of the connection, which a run here lacks"
        }
        let crashLocated = crash.map { crash -> [UnitOutcome.BlockDiagnostic] in
            let message =
                crash.message == "crashed"
                ? "the program exited with status \(output.status)" : "the program " + crash.message
            let entry = CompilerDiagnosticParser.Entry(
                file: crash.file, line: crash.line, column: crash.column, severity: .error, message: message)
            return compiler.attribution.attribute([entry], units: [unit]).filter { $0.block != nil }
        }
        let crashSite = result.lacking == nil ? crashLocated : nil
        // A block's task may crash after the block's end printed: that block did not run whole.
        let crashedIn = Set(crashLocated?.compactMap(\.block) ?? [])
        let programOrder = GeneratedPackage.inProgramOrder(scripts, unit: unit)
        result.endsPrinted = Set(
            Self.endsReached(in: output.text).compactMap { $0 < programOrder.count ? programOrder[$0].id : nil })
        result.ranWhole = result.endsPrinted.subtracting(crashedIn)
        result.stoppedAtCheck = crashSite?.first.flatMap(checkCall(at:)).map { "\($0), as the code asks" }
        let stopOfTheToolsMaking = [CodeNormalizer.givenValueTrap, CodeNormalizer.returnTrap].contains { trap in
            crash?.message.contains(trap) == true
        }
        result.stoppedAt = stopOfTheToolsMaking ? nil : crashSite?.first
        if let crash, crash.message.contains(CodeNormalizer.givenValueTrap) {
            result.stoppedAtCheck = CodeNormalizer.givenValueTrap + " (a value the doc elides or declares without one)"
        }
        if let crash, crash.message.contains(CodeNormalizer.elidedBodyTrap) {
            // The statements calling it are left out of a run past it (`UnitTwins.pastTheStop`): what follows runs.
            let line = crashSite?.first?.location.line.map { ", ending at line \($0)" } ?? ""
            result.stoppedAtCheck = "a body the doc leaves to the reader (a comment alone\(line))"
        }
        if let crash, crash.message.contains(CodeNormalizer.returnTrap) {
            let line = crashSite?.first?.location.line.map { " at line \($0)" } ?? ""
            result.stoppedAtCheck = "`return`\(line), where the function whose body the doc shows ends"
        }
        if let crash, result.lacking == nil,
            let thrown = Self.thrownAtTopLevel(crash.message, ownModule: unit.targetName)
        {
            // What a library throws at a statement (a connection not made) is the run's world, which a doc's
            // fragments do not set up; an error of the doc's own types is the code's doing, and fails.
            result.stoppedAtCheck = "an error a library threw at top level (\(thrown))"
        }
        if output.timedOut, let service {
            result.stoppedAtCheck =
                "`\(service)`, run in a task group until it is cancelled (it did not finish within "
                + "\(TestSession.seconds(compiler.runTimeout)), as a service does not)"
        }
        if output.timedOut, let observation {
            result.stoppedAtCheck =
                "the `for await` loop at line \(observation), which waits for each next element as long as the "
                + "program runs (it did not finish within \(TestSession.seconds(compiler.runTimeout)), as an "
                + "observation does not)"
        }
        // A set's or a dictionary's order, which another run may give otherwise: read only for a value a claim
        // does not hold, as most programs have none.
        var ordersByHashes: Bool?
        func hashedOrder() -> Bool {
            if let ordersByHashes { return ordersByHashes }
            let code = unit.members.compactMap { blocks[$0.block]?.code }.map(ValueComment.withoutComments)
            let found = ValueComment.ordersByHashes(code.joined(separator: "\n"))
            ordersByHashes = found
            return found
        }
        // A value a claim is contradicted by is looked at in two more runs: one that differs between runs (a
        // function rolling a die, a set's first element) is the run's, not the comment's mistake.
        var runsShown: [[Mark: [String: String]]]?
        func sameOnEveryRun(_ mark: Mark, _ key: String, _ value: String) -> Bool {
            if runsShown == nil {
                runsShown = (0..<2).map { _ in Self.values(of: launch().text) }
            }
            return runsShown?.allSatisfy { $0[mark]?[key] == value } ?? false
        }
        for block in scripts {
            for expectation in unit.expectations(of: block) {
                let line = block.sourceMap.guideLine(expectation.line)
                var expected = expectation.lines.joined(separator: "\n")
                if let name = expectation.value {
                    // A value a comment gives counts when the variable holds it. Another number, string, truth
                    // value or `nil` is the comment's mistake; any other value may be prose (`// origin is (0, 0)`
                    // of a `Point`, a rounded `3.14`), and is not said.
                    let mark = Mark(index: block.id.index, statement: expectation.statement)
                    guard let value = shown[mark]?[expectation.valueKey ?? name], value != ShownExpression.notCopyable
                    else { continue }
                    let matched = ValueComment.holds(value, expected)
                    // A comment inside the statement (`label = "hot" // label is "hot"` in an `if`, a loop's running
                    // total) speaks of one pass, not of the value after it: credited when it holds, never failed.
                    let inside = expectation.line < (block.script?.statements[expectation.statement].lastLine ?? 0)
                    let claimed = expectation.expression.map(\.isClaim) ?? true
                    guard
                        matched
                            || (claimed && !expectation.mayVary && !inside
                                && !(expectation.mayDependOnOrder && hashedOrder())
                                && ValueComment.contradicts(shown: value, expected, hashedOrder: hashedOrder())
                                && sameOnEveryRun(mark, expectation.valueKey ?? name, value))
                    else { continue }
                    result.outputs.append(
                        .init(
                            block: block.id,
                            check: .init(line: line, expected: expected, actual: value, matched: matched)))
                    if !matched {
                        result.diagnostics.append(
                            error("expected `\(name)` to be \(expected), but it is \(value)", block: block, line: line))
                    }
                    continue
                }
                guard let segment = printed[Mark(index: block.id.index, statement: expectation.statement)] else {
                    // Output never reached for want of a file or a port is unchecked, not wrong.
                    if result.lacking != nil || result.stoppedAtCheck != nil || expectation.mayBeProse { continue }
                    result.outputs.append(
                        .init(
                            block: block.id, check: .init(line: line, expected: expected, actual: nil, matched: false)))
                    result.diagnostics.append(
                        error(
                            "expected output \(Self.quoted(expected)), \(Self.stoppedBeforeIt)", block: block,
                            line: line))
                    continue
                }
                // A comment's escapes may be what was printed (`"\n"`, from a raw string): read literally, it counts.
                let promised =
                    ([expectation.lines] + [expectation.literalLines].compactMap { $0 }).first {
                        Self.matches(Array(segment.suffix($0.count)), $0)
                    } ?? expectation.lines
                expected = promised.joined(separator: "\n")
                // A type of the page's own prints qualified by its module: `main.Suit.hearts` where a book was run
                // as `main.swift`, the unit's module here.
                let qualified = unit.targetName + "."
                let actualLines = segment.suffix(promised.count).map { line in
                    expected.contains("main.") ? line.replacingOccurrences(of: qualified, with: "main.") : line
                }
                var actual = actualLines.joined(separator: "\n")
                // `Prints "Ping" three times` under a loop printing five: the line right before is a sixth `Ping`.
                let miscounted =
                    expectation.isCounted
                    && segment.dropLast(promised.count).last.map { Self.matches([$0], [promised[0]]) } == true
                // One `Prints` under a statement that printed more lines itself, the promised ones last: the doc
                // leaves out its first lines (a loop's first pass).
                let own = printedItself[Mark(index: block.id.index, statement: expectation.statement)] ?? []
                let printedMore =
                    own.count > promised.count && own.dropLast(promised.count).contains { !Self.trimmed($0).isEmpty }
                if printedMore { actual = own.joined(separator: "\n") }
                let printedAsPromised = Self.matches(actualLines, promised) && !miscounted && !printedMore
                // A loop's lines in hash order are what a book writes under it with no `Prints`.
                let reordered =
                    !printedAsPromised && !printedMore
                    && (HashedOrder.sameElementsInAnotherOrder(actual, expected, code: block.code)
                        || (expectation.mayBeProse
                            && HashedOrder.sameLinesInAnotherOrder(
                                actualLines.map { String(Self.trimmed($0)) },
                                promised.map { String(Self.trimmed($0)) }, code: block.code)))
                let matched = printedAsPromised || reordered
                // Comment lines no `Prints` introduces may be prose: only the loop printing them makes them output.
                if expectation.mayBeProse, !matched { continue }
                // A fence of output after the block may show what went elsewhere (a log's lines), or values that
                // differ on each run (a time, a count of milliseconds, an identifier): only other words fail it.
                // Its lines in another order are a dictionary's, which another run orders otherwise.
                if expectation.isShownApart, !matched,
                    segment.count < promised.count
                        || zip(actualLines, promised).allSatisfy({ printed, shown in
                            Self.numbersMasked(printed) == Self.numbersMasked(shown)
                        })
                        || actualLines.map { Self.trimmed($0) }.sorted() == promised.map { Self.trimmed($0) }.sorted()
                {
                    continue
                }
                result.outputs.append(
                    .init(
                        block: block.id, check: .init(line: line, expected: expected, actual: actual, matched: matched))
                )
                if !matched {
                    result.diagnostics.append(
                        error(
                            "expected output \(Self.quoted(expected)), but it printed \(Self.quoted(actual))",
                            block: block, line: line))
                }
            }
        }
        guard let last = scripts.last else { return result }
        let lastLine = Self.lastLine(of: last)
        if output.timedOut, result.lacking == nil, service == nil, observation == nil {
            result.timedOut = true
            result.diagnostics.append(
                error(
                    "the program did not finish within \(TestSession.seconds(compiler.runTimeout)) (runTimeout); "
                        + "stopped",
                    block: last, line: lastLine))
        } else if let reason = output.stopped {
            result.diagnostics.append(error("the program was stopped: \(reason)", block: last, line: lastLine))
        } else if let crash, result.lacking == nil, result.stoppedAtCheck == nil {
            let message =
                crash.message == "crashed"
                ? "the program exited with status \(output.status)" : "the program " + crash.message
            let located = crashSite ?? []
            // A crash in a library's code is in the first block whose end did not print.
            let stoppedIn = programOrder.first { !result.ranWhole.contains($0.id) } ?? last
            result.diagnostics +=
                located.isEmpty ? [error(message, block: stoppedIn, line: Self.lastLine(of: stoppedIn))] : located
        }
        return result
    }

    /// `line` trimmed, with each word holding a digit written `#`: `2026-01-01T10:00:00Z info [id=7f3a] Ready` →
    /// `#-#-#:#:# info [id=#] Ready`. Two lines alike so differ only where a run's values stand.
    static func numbersMasked(_ line: String) -> String {
        var masked = ""
        var word = ""
        func flush() {
            masked += word.contains(where: \.isNumber) ? "#" : word
            word = ""
        }
        for character in trimmed(line) {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else {
                flush()
                masked.append(character)
            }
        }
        flush()
        return masked
    }

    /// How an output a run never reached is said: `expected output "1", but the program stopped before it`.
    static let stoppedBeforeIt = "but the program stopped before it"

    /// The guide line of `block`'s last code line, where what ends its run is said.
    private static func lastLine(of block: PreparedBlock) -> Int {
        block.sourceMap.guideLine(max(1, block.code.split(separator: "\n", omittingEmptySubsequences: false).count - 1))
    }

    /// `crashed: Fatal error: Error raised at top level: [-32603] Not connected` → `[-32603] Not connected`;
    /// nil for an error of the unit's own module (`UGuide1.Overdrawn()`), which the doc declared.
    static func thrownAtTopLevel(_ message: String, ownModule: String) -> String? {
        guard let range = message.range(of: "Error raised at top level: ") else { return nil }
        let thrown = message[range.upperBound...].prefix { $0 != "\n" }
        guard !thrown.hasPrefix(ownModule + ".") else { return nil }
        return String(thrown.count > 120 ? thrown.prefix(120) + "…" : thrown)
    }

    /// "`assert` at line 12" when the crash is a statement calling one of `checkCalls`.
    private func checkCall(at crash: UnitOutcome.BlockDiagnostic) -> String? {
        guard let id = crash.block, let line = crash.location.line, let code = blocks[id]?.codeLine(atGuideLine: line)
        else { return nil }
        let statement = code.drop { $0 == " " || $0 == "\t" }
        guard let call = Self.checkCalls.first(where: { statement.hasPrefix($0 + "(") }) else { return nil }
        return "`\(call)` at line \(line)"
    }

    private func error(_ message: String, block: PreparedBlock, line: Int) -> UnitOutcome.BlockDiagnostic {
        UnitOutcome.BlockDiagnostic(block: block.id, location: .init(.error(message, file: block.id.guide, line: line)))
    }

    struct Mark: Hashable {
        var index: Int
        var statement: Int

        /// `3.1`, as the program prints a mark: the block's index, then the statement's.
        init?(label: Substring) {
            let numbers = label.split(separator: ".").compactMap { Int($0) }
            guard numbers.count == 2 else { return nil }
            (index, statement) = (numbers[0], numbers[1])
        }

        init(index: Int, statement: Int) {
            (self.index, self.statement) = (index, statement)
        }
    }

    /// The program's output cut at its marks: for each mark, the lines printed since the one before. A block's
    /// end mark cuts nothing, nor does a tentative output's (it takes the lines since the mark before it): a
    /// statement's output runs on past them as if they were not there.
    static func segments(of output: String) -> [Mark: [String]] {
        let marker = GeneratedPackage.outputMarker
        var result: [Mark: [String]] = [:]
        var pieces = output.components(separatedBy: marker)
        var before = pieces.removeFirst()
        for piece in pieces {
            let end = piece.firstIndex(of: "\n") ?? piece.endIndex
            let after = end < piece.endIndex ? String(piece[piece.index(after: end)...]) : ""
            if piece.hasPrefix(GeneratedPackage.endLabel) || piece.hasPrefix(GeneratedPackage.valueLabel)
                || piece.hasPrefix(GeneratedPackage.beginLabel)
            {
                before += after
                continue
            }
            let mayBeProse = piece.hasPrefix(GeneratedPackage.tentativeLabel)
            var lines = before.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            if let mark = Mark(label: piece[..<end].dropFirst(mayBeProse ? GeneratedPackage.tentativeLabel.count : 0)) {
                result[mark] = lines
            }
            before = mayBeProse ? before + after : after
        }
        return result
    }

    /// Whether code of `scripts` starts work that runs beside the statements after it, and may print among
    /// their lines.
    static func mayPrintConcurrently(_ scripts: [PreparedBlock]) -> Bool {
        let starters = [
            "Task {", "Task(", "Task.detached", "async let", "addTask", "DispatchQueue", "Thread(", "Timer",
        ]
        return scripts.contains { block in starters.contains { block.code.containsBytes($0) } }
    }

    /// The guide line of an endless `for await` loop (`RunEnvironment.endlessObservation(in:)`) in the block the
    /// run was in when stopped: the first whose end mark `output` lacks.
    static func endlessObservation(
        where output: String, stopped scripts: [PreparedBlock], unit: VerificationUnit
    )
        -> Int?
    {
        let programOrder = GeneratedPackage.inProgramOrder(scripts, unit: unit)
        let ended = endsReached(in: output)
        guard let stoppedIn = programOrder.indices.first(where: { !ended.contains($0) }).map({ programOrder[$0] }),
            let line = RunEnvironment.endlessObservation(in: stoppedIn.code)
        else { return nil }
        return stoppedIn.sourceMap.guideLine(line)
    }

    /// What each statement marked where it begins printed itself: the lines from its begin mark to its own mark.
    /// Other marks between them (a value shown, a block's end) print no line of its.
    static func ownOutput(of output: String) -> [Mark: [String]] {
        let marker = GeneratedPackage.outputMarker
        var result: [Mark: [String]] = [:]
        var open: (mark: Mark, text: String)?
        for (number, piece) in output.components(separatedBy: marker).enumerated() {
            let end = piece.firstIndex(of: "\n") ?? piece.endIndex
            let label = piece[..<end]
            let after = end < piece.endIndex ? String(piece[piece.index(after: end)...]) : ""
            guard number > 0 else { continue }
            if label.hasPrefix(GeneratedPackage.beginLabel) {
                open = Mark(label: label.dropFirst(GeneratedPackage.beginLabel.count)).map { ($0, after) }
                continue
            }
            guard let current = open else { continue }
            if Mark(label: label) == current.mark {
                var lines = current.text.components(separatedBy: "\n")
                if lines.last == "" { lines.removeLast() }
                result[current.mark] = lines
                open = nil
            } else {
                open?.text += after
            }
        }
        return result
    }

    /// Whether a diagnostic is a promised output or value the program did not print or hold.
    static func isOutputMismatch(_ message: String) -> Bool {
        message.hasPrefix("expected output ") || message.hasPrefix("expected `")
    }

    /// The values the program showed for comments giving them (`// total is now 10`), by mark and variable: one
    /// statement may be followed by several (`// total is 5`, `// calls is 1`).
    static func values(of output: String) -> [Mark: [String: String]] {
        let marker = GeneratedPackage.outputMarker + GeneratedPackage.valueLabel
        var values: [Mark: [String: String]] = [:]
        for piece in output.components(separatedBy: marker).dropFirst() {
            let line = piece.prefix { $0 != "\n" }
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let mark = Mark(label: parts[0]) else { continue }
            values[mark, default: [:]][String(parts[1])] = String(parts[2])
        }
        return values
    }

    /// The places in the program (counted among its script blocks) of the blocks whose end mark the output holds.
    static func endsReached(in output: String) -> Set<Int> {
        let marker = GeneratedPackage.outputMarker + GeneratedPackage.endLabel
        return Set(
            output.components(separatedBy: marker).dropFirst().compactMap { piece in
                Int(piece.prefix { $0 != "\n" })
            })
    }

    /// Whether a program printed what a comment promises. The comment is a
    /// sentence, so its last line may end with a full stop or a comma the
    /// program did not print (`// Prints 42.`).
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        guard actual.count == expected.count else { return false }
        for (index, (printed, promised)) in zip(actual.map(trimmed), expected.map(trimmed)).enumerated()
        where printed != promised {
            let isLast = index == expected.count - 1
            guard isLast, let stop = promised.last, ".,;".contains(stop), printed == promised.dropLast() else {
                return false
            }
        }
        return true
    }

    /// A line as compared: a comment's text cannot show leading spaces
    /// (`//   indented` reads as `indented`), so neither side keeps them.
    static func trimmed(_ line: String) -> Substring {
        var text = Substring(line).drop { $0 == " " || $0 == "\t" }
        while text.last == " " || text.last == "\r" { text = text.dropLast() }
        return text
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
