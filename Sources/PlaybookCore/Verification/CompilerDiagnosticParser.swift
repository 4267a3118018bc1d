/// Reads one-line compiler diagnostics (`file:line:col: error: message`, as
/// `-diagnostic-style llvm` prints them) out of a tool's output.
public enum CompilerDiagnosticParser {
    public struct Entry: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int?
        public var severity: Diagnostic.Severity
        public var message: String
    }

    public static func parse(_ output: String) -> [Entry] {
        output.split(whereSeparator: \.isNewline).compactMap { parseLine(String($0)) }
    }

    static func parseLine(_ line: String) -> Entry? {
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            // The file may itself hold colons; line and column are the last numeric parts.
            var parts = location.map(String.init)
            var numbers: [Int] = []
            while let last = parts.last, let number = Int(last), numbers.count < 2 {
                numbers.insert(number, at: 0)
                parts.removeLast()
            }
            guard !numbers.isEmpty, !parts.isEmpty else { return nil }
            return Entry(
                file: parts.joined(separator: ":"),
                line: numbers[0],
                column: numbers.count > 1 ? numbers[1] : nil,
                severity: severity,
                message: String(line[marker.upperBound...])
            )
        }
        return nil
    }
}
