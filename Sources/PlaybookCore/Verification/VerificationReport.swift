/// The outcome of verifying guides: one result per Swift block and sample.
public struct VerificationReport: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, skipped
        /// Only in a cache-only report (`playbook serve` before the compiler
        /// has run): the block's unit is not in the cache yet.
        case pending
    }

    /// How far a block was checked: `syntax` < `typecheck` < `test`.
    public enum Level: String, Sendable, Codable, Comparable, CaseIterable {
        case syntax, typecheck, test

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
        /// The instantiated code exactly as compiled.
        public var code: String
        public var targetFile: String?
        public var seconds: Double

        enum CodingKeys: String, CodingKey {
            case guide, line, index, sample, status, level, reason, unit, diagnostics, borrowed, tests, code, targetFile, seconds
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
            try container.encode(code, forKey: .code)
            try container.encode(targetFile, forKey: .targetFile)
            try container.encode(seconds, forKey: .seconds)
        }
    }

    public struct Summary: Sendable, Equatable, Codable {
        public var blocks: Int
        public var passed: Int
        public var failed: Int
        public var skipped: Int
        public var units: Int
        public var cachedUnits: Int
        public var seconds: Double

        public init(blocks: [BlockResult], units: Int, cachedUnits: Int, seconds: Double) {
            self.blocks = blocks.count
            passed = blocks.filter { $0.status == .passed }.count
            failed = blocks.filter { $0.status == .failed }.count
            skipped = blocks.filter { $0.status == .skipped }.count
            self.units = units
            self.cachedUnits = cachedUnits
            self.seconds = seconds
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
}
