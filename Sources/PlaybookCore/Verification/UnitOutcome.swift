/// What compiling and testing one unit produced, attributed to blocks. This
/// is what the cache stores, so a no-change run needs no compiler.
public struct UnitOutcome: Sendable, Equatable, Codable {
    public struct BlockDiagnostic: Sendable, Equatable, Hashable, Codable {
        /// The block whose lines hold the diagnostic; nil when it is in generated code.
        public var block: BlockID?
        public var location: VerificationReport.Location
        /// The overloads an error's notes say the compiler tried ("candidate expects value of type 'String' for
        /// parameter #1 (got 'PlaybookTypeOf_xml')", "candidate requires that …"): they point into the library,
        /// outside any block.
        public var candidates: [String]? = nil
    }

    public struct Test: Sendable, Equatable, Hashable, Codable {
        /// The block that declares the test.
        public var block: BlockID?
        public var name: String
        public var passed: Bool
    }

    /// A `// Prints` comment of a block, checked against the program's output.
    public struct Output: Sendable, Equatable, Hashable, Codable {
        public var block: BlockID
        public var check: VerificationReport.OutputCheck
    }

    public var unitID: String
    public var diagnostics: [BlockDiagnostic]
    /// True when the unit (module and tests) typechecked without errors.
    public var typechecked: Bool
    /// True when its tests were built and run.
    public var testsRan: Bool
    public var tests: [Test]
    /// Set when the tool, not the guide, failed: a compiler crash, a SwiftPM or
    /// cache failure, a test process that crashed or hung. The unit's blocks
    /// fail with this reason, and such an outcome is never cached.
    public var toolFailure: String?
    /// True when a test or the program was stopped at its time limit: a busy machine may finish it next time.
    public var timedOut = false
    /// True when the unit's program (its statements) ran and exited normally.
    public var ran = false
    /// Set when the program threw for want of what this machine lacks (a file, an executable, a port).
    public var runLacked: String?
    /// Set when the program stopped at a check its code makes (`assert` at a line), as docs show them failing,
    /// or at an error a library threw at top level.
    public var runStoppedAtCheck: String?
    /// The script blocks the program went through to their end, kept when its run stops early: those ran whole.
    public var ranWhole: Set<BlockID> = []
    /// The script blocks whose end the program printed: the block it stopped in is the first of the others.
    public var endsPrinted: Set<BlockID> = []
    /// Where in a block the program crashed or stopped at a check, when it did: a twin runs past it.
    public var stoppedAt: BlockDiagnostic? = nil
    /// The stops the program was run past, each by a twin without the statement it stopped at.
    public var runsPast: [RunPast] = []
    public var outputs: [Output] = []
    public var seconds: Double
    /// Set when this outcome came from the cache rather than a compiler.
    public var fromCache: Bool = false

    /// A program run again without the statement it stopped at (`UnitTwins.pastTheStop(_:after:)`): a trap a
    /// page shows, or one it does not say, keeps no later block of the page from running.
    public struct RunPast: Sendable, Equatable, Hashable, Codable {
        /// The block holding the statement left out.
        public var block: BlockID
        /// The statement's guide lines.
        public var lines: ClosedRange<Int>
        /// The blocks after it that ran whole without it.
        public var blocksRun: Set<BlockID>
        /// The script blocks after it, which the run past it speaks for.
        public var after: Set<BlockID> = []
        /// Where the run past it stopped at a check its code makes, if it did.
        public var stoppedAtCheck: String?
    }

    public var errors: [BlockDiagnostic] { diagnostics.filter { $0.location.severity == .error } }

    /// Whether the program went through `block` to its end: it ran and exited normally, or it stopped where its
    /// code asked, on what this machine lacks, or at a crash it was run past, after that block, or a run past a
    /// stop went through it. A run that crashed or timed out credits no other block.
    func ranThrough(_ block: BlockID) -> Bool {
        ran || ((runStoppedAtCheck != nil || runLacked != nil || !runsPast.isEmpty) && ranWhole.contains(block))
            || runsPast.contains { $0.blocksRun.contains(block) }
    }

    /// The run past a stop that `block` went through whole, if any.
    func runPast(through block: BlockID) -> RunPast? {
        runsPast.first { $0.blocksRun.contains(block) }
    }

    /// The outcome with what `past` says of the script blocks `after` the
    /// statement at `lines` of `block` (the program run again without that
    /// statement, where it stopped): their outputs and errors, and which ran
    /// whole. What the stop kept from printing is no fault of theirs; the block
    /// that stopped keeps its own verdict (a crash fails it, a check stops its run).
    func runningPast(
        _ block: BlockID, lines: ClosedRange<Int>, after: Set<BlockID>, outcome past: UnitOutcome
    ) -> UnitOutcome {
        var merged = self
        let isAfter = { (diagnostic: BlockDiagnostic) in diagnostic.block.map(after.contains) == true }
        merged.diagnostics.removeAll { isAfter($0) && $0.location.message.hasSuffix(ProgramRun.stoppedBeforeIt) }
        merged.diagnostics += past.diagnostics.filter { isAfter($0) && !diagnostics.contains($0) }
        merged.outputs.removeAll { after.contains($0.block) }
        merged.outputs += past.outputs.filter { after.contains($0.block) }
        let blocksRun = after.filter { past.ran || past.ranWhole.contains($0) }
        merged.runsPast.append(
            RunPast(
                block: block, lines: lines, blocksRun: blocksRun, after: after,
                stoppedAtCheck: past.runStoppedAtCheck))
        return merged
    }

    /// Where the run `block` was judged by stopped at a check its code makes: the last run past a stop before it,
    /// or the program's own.
    func stoppedAtCheck(for block: BlockID) -> String? {
        guard let past = runsPast.last(where: { $0.after.contains(block) }) else { return runStoppedAtCheck }
        return past.stoppedAtCheck
    }

    /// The outcome of a program that crashed in `block`, once `block` ran whole
    /// in `apart` (`UnitTwins.apart(_:after:)`): the crash, and the outputs it
    /// kept from printing, are the program's statements together, not the
    /// doc's fault. Its run stops there, as at a check its code makes, so the
    /// blocks before it ran whole; `block` is judged by its run apart.
    func excusingCrash(in block: BlockID, ranApart apart: UnitOutcome, reason: String) -> UnitOutcome {
        var excused = self
        excused.diagnostics.removeAll {
            UnitTwins.isCrash($0.location.message) || $0.location.message.hasSuffix(ProgramRun.stoppedBeforeIt)
        }
        excused.outputs.removeAll { $0.check.actual == nil && !$0.check.matched }
        excused.outputs += apart.outputs.filter { $0.block == block }
        excused.diagnostics += apart.diagnostics.filter { $0.block == block }
        excused.ranWhole.insert(block)
        excused.runStoppedAtCheck = reason
        return excused
    }

    /// Whether the cache may keep this outcome: only a verdict about the guides' own code repeats.
    public var isCacheable: Bool {
        toolFailure == nil && !timedOut && runLacked == nil && !errors.contains { $0.block == nil }
    }

    public init(
        unitID: String, diagnostics: [BlockDiagnostic], typechecked: Bool, testsRan: Bool, tests: [Test],
        toolFailure: String? = nil, seconds: Double
    ) {
        self.unitID = unitID
        self.diagnostics = diagnostics
        self.typechecked = typechecked
        self.testsRan = testsRan
        self.tests = tests
        self.toolFailure = toolFailure
        self.seconds = seconds
    }

    /// The outcome with every guide line inside a block moved by `shift(block)`:
    /// the cache keeps lines counted from each block's start.
    func shiftingLines(_ shift: (BlockID) -> Int) -> UnitOutcome {
        var moved = self
        moved.diagnostics = diagnostics.map { diagnostic in
            guard let block = diagnostic.block else { return diagnostic }
            var diagnostic = diagnostic
            diagnostic.location.line = diagnostic.location.line.map { $0 + shift(block) }
            return diagnostic
        }
        moved.outputs = outputs.map { output in
            var output = output
            output.check.line += shift(output.block)
            return output
        }
        if let block = stoppedAt?.block {
            moved.stoppedAt?.location.line = stoppedAt?.location.line.map { $0 + shift(block) }
        }
        return moved
    }

    /// The outcome of a unit the tool could not judge.
    public static func toolFailure(_ unitID: String, _ message: String) -> UnitOutcome {
        UnitOutcome(
            unitID: unitID, diagnostics: [], typechecked: false, testsRan: false, tests: [], toolFailure: message,
            seconds: 0)
    }
}
