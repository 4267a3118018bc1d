/// The outcome of verifying guides: one result per Swift block and sample.
public struct VerificationReport: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, skipped
        /// Never compiled or tested because a block it depends on fails to
        /// compile: neither passed nor failed, and `blockedBy` names the culprits.
        case blocked
        /// Only in a cache-only report (`playbook serve` before the compiler
        /// has run): the block's unit is not in the cache yet.
        case pending
    }

    /// How far a block was checked: `syntax` < `typecheck` < `test` < `run`
    /// (a program of the guide's statements ran and printed what its `// Prints` comments say).
    public enum Level: String, Sendable, Codable, Comparable, CaseIterable {
        case syntax, typecheck, test, run

        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public struct Location: Sendable, Equatable, Hashable, Codable {
        public var severity: Diagnostic.Severity
        public var message: String
        public var guide: String?
        public var line: Int?
        public var column: Int?

        enum CodingKeys: String, CodingKey { case severity, message, guide, line, column }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(guide, forKey: .guide)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
        }

        public init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity
            message = diagnostic.message
            guide = diagnostic.file
            line = diagnostic.line
            column = diagnostic.column
        }

        public var diagnostic: Diagnostic {
            Diagnostic(severity, message, file: guide, line: line, column: column)
        }
    }

    /// A declaration taken from another guide for this block's unit.
    public struct Borrowed: Sendable, Equatable, Hashable, Codable {
        public var guide: String
        public var line: Int
        public var names: [String]
    }

    /// A block named by another block's result: the blocks that block it.
    public struct BlockReference: Sendable, Equatable, Hashable, Codable {
        public var guide: String
        public var line: Int
    }

    /// A `// Prints` comment compared with what the program printed.
    public struct OutputCheck: Sendable, Equatable, Hashable, Codable {
        /// The guide line of the comment.
        public var line: Int
        public var expected: String
        /// What the program printed there; nil when it never got there.
        public var actual: String?
        public var matched: Bool

        public init(line: Int, expected: String, actual: String?, matched: Bool) {
            self.line = line
            self.expected = expected
            self.actual = actual
            self.matched = matched
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(line, forKey: .line)
            try container.encode(expected, forKey: .expected)
            try container.encode(actual, forKey: .actual)
            try container.encode(matched, forKey: .matched)
        }
    }

    public struct TestResult: Sendable, Equatable, Hashable, Codable {
        public var name: String
        public var passed: Bool
    }

    public struct BlockResult: Sendable, Equatable, Codable {
        public var guide: String
        /// The opening fence's line, as `playbook list` gives it.
        public var line: Int
        public var index: Int
        public var sample: String
        public var status: Status
        public var level: Level?
        public var reason: String?
        public var unit: String?
        public var diagnostics: [Location]
        public var borrowed: [Borrowed]
        public var tests: [TestResult]
        /// For a `blocked` block: the failing blocks it depends on.
        public var blockedBy: [BlockReference] = []
        /// Its `// Prints` comments, each with what the program printed.
        public var outputs: [OutputCheck] = []
        /// The instantiated code exactly as compiled.
        public var code: String
        public var targetFile: String?
        public var seconds: Double

        enum CodingKeys: String, CodingKey {
            case guide, line, index, sample, status, level, reason, unit, diagnostics, borrowed, tests, blockedBy,
                outputs, code, targetFile, seconds
        }

        public init(
            guide: String, line: Int, index: Int, sample: String, status: Status, level: Level?, reason: String?,
            unit: String?,
            diagnostics: [Location], borrowed: [Borrowed], tests: [TestResult], blockedBy: [BlockReference] = [],
            code: String, targetFile: String?, seconds: Double
        ) {
            self.guide = guide
            self.line = line
            self.index = index
            self.sample = sample
            self.status = status
            self.level = level
            self.reason = reason
            self.unit = unit
            self.diagnostics = diagnostics
            self.borrowed = borrowed
            self.tests = tests
            self.blockedBy = blockedBy
            self.code = code
            self.targetFile = targetFile
            self.seconds = seconds
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guide = try container.decode(String.self, forKey: .guide)
            line = try container.decode(Int.self, forKey: .line)
            index = try container.decode(Int.self, forKey: .index)
            sample = try container.decode(String.self, forKey: .sample)
            status = try container.decode(Status.self, forKey: .status)
            level = try container.decodeIfPresent(Level.self, forKey: .level)
            reason = try container.decodeIfPresent(String.self, forKey: .reason)
            unit = try container.decodeIfPresent(String.self, forKey: .unit)
            diagnostics = try container.decode([Location].self, forKey: .diagnostics)
            borrowed = try container.decode([Borrowed].self, forKey: .borrowed)
            tests = try container.decode([TestResult].self, forKey: .tests)
            blockedBy = try container.decodeIfPresent([BlockReference].self, forKey: .blockedBy) ?? []
            outputs = try container.decodeIfPresent([OutputCheck].self, forKey: .outputs) ?? []
            code = try container.decode(String.self, forKey: .code)
            targetFile = try container.decodeIfPresent(String.self, forKey: .targetFile)
            seconds = try container.decode(Double.self, forKey: .seconds)
        }

        /// Written by hand so absent values are `null` rather than missing keys.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(guide, forKey: .guide)
            try container.encode(line, forKey: .line)
            try container.encode(index, forKey: .index)
            try container.encode(sample, forKey: .sample)
            try container.encode(status, forKey: .status)
            try container.encode(level, forKey: .level)
            try container.encode(reason, forKey: .reason)
            try container.encode(unit, forKey: .unit)
            try container.encode(diagnostics, forKey: .diagnostics)
            try container.encode(borrowed, forKey: .borrowed)
            try container.encode(tests, forKey: .tests)
            try container.encode(blockedBy, forKey: .blockedBy)
            try container.encode(outputs, forKey: .outputs)
            try container.encode(code, forKey: .code)
            try container.encode(targetFile, forKey: .targetFile)
            try container.encode(seconds, forKey: .seconds)
        }
    }

    public struct Summary: Sendable, Equatable, Codable {
        /// Passed blocks by the level they reached: a pass at `syntax` is not a pass at `test`.
        public struct PassedLevels: Sendable, Equatable, Codable {
            public var run: Int
            public var test: Int
            public var typecheck: Int
            public var syntax: Int
        }

        /// `// Prints` comments compared with a program's output, and how many held.
        public struct Outputs: Sendable, Equatable, Codable {
            public var checked: Int
            public var matched: Int
        }

        public var blocks: Int
        public var passed: Int
        public var passedLevels: PassedLevels
        public var failed: Int
        public var blocked: Int
        public var skipped: Int
        public var outputs: Outputs
        public var units: Int
        public var cachedUnits: Int
        public var seconds: Double

        public init(blocks: [BlockResult], units: Int, cachedUnits: Int, seconds: Double) {
            self.blocks = blocks.count
            let passing = blocks.filter { $0.status == .passed }
            passed = passing.count
            passedLevels = PassedLevels(
                run: passing.filter { $0.level == .run }.count,
                test: passing.filter { $0.level == .test }.count,
                typecheck: passing.filter { $0.level == .typecheck }.count,
                syntax: passing.filter { $0.level == .syntax || $0.level == nil }.count
            )
            failed = blocks.filter { $0.status == .failed }.count
            blocked = blocks.filter { $0.status == .blocked }.count
            skipped = blocks.filter { $0.status == .skipped }.count
            let checks = blocks.flatMap(\.outputs)
            outputs = Outputs(checked: checks.count, matched: checks.filter(\.matched).count)
            self.units = units
            self.cachedUnits = cachedUnits
            self.seconds = seconds
        }

        /// `202 passed (176 test, 26 typecheck, 0 syntax), 1 failed, 2 blocked, 0 skipped`:
        /// the one line every output format ends with. Programs that ran add
        /// `12 run` to the levels and `; outputs 30 of 31 matched`.
        public var line: String {
            let levels = passedLevels
            let run = levels.run > 0 ? "\(levels.run) run, " : ""
            var line =
                "\(passed) passed (\(run)\(levels.test) test, \(levels.typecheck) typecheck, \(levels.syntax) syntax), "
                + "\(failed) failed, \(blocked) blocked, \(skipped) skipped"
            if outputs.checked > 0 { line += "; outputs \(outputs.matched) of \(outputs.checked) matched" }
            return line
        }
    }

    public var summary: Summary
    public var blocks: [BlockResult]
    /// Problems outside any block: the config, support files, the toolchain.
    public var diagnostics: [Location]

    public init(summary: Summary, blocks: [BlockResult], diagnostics: [Location] = []) {
        self.summary = summary
        self.blocks = blocks
        self.diagnostics = diagnostics
    }

    public var hasFailures: Bool { summary.failed > 0 }

    /// The blocks a cache-only report could not give a verdict: their units are not in the cache yet.
    var pendingBlocks: Set<BlockID> {
        Set(blocks.filter { $0.status == .pending }.map { BlockID(guide: $0.guide, index: $0.index) })
    }

    /// This report with the blocks `newer` verified in their place (same guide, block and sample); the rest as
    /// they are. The preview shows the page on screen verified over the cache's report this way.
    public func updated(with newer: VerificationReport) -> VerificationReport {
        let key = { (result: BlockResult) in "\(result.guide)\u{0}\(result.index)\u{0}\(result.sample)" }
        let replacements = Dictionary(newer.blocks.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let blocks = self.blocks.map { replacements[key($0)] ?? $0 }
        return VerificationReport(
            summary: Summary(
                blocks: blocks, units: summary.units, cachedUnits: summary.cachedUnits,
                seconds: summary.seconds + newer.summary.seconds),
            blocks: blocks, diagnostics: (diagnostics + newer.diagnostics).uniqued())
    }
}
