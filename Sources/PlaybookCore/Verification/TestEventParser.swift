import Foundation

/// Reads test results: Swift Testing's JSON event stream and XCTest's console lines.
public enum TestEventParser {
    public struct TestRecord: Sendable, Equatable {
        /// Swift Testing's test ID or XCTest's `Module.Class/test`; starts with the test module's name.
        public var id: String
        public var module: String
        public var name: String
        /// The generated file declaring the test (Swift Testing only).
        public var file: String?
        /// The test's line in that generated file, where the event stream gives it.
        public var fileLine: Int? = nil
        /// False until an issue fails it; a test is passed only when it also `ended`.
        public var passed: Bool
        public var issues: [Issue]
        public var started = false
        /// Whether its end arrived: a test that started and never ended was cut
        /// short by a crash or a time limit.
        public var ended = false

        /// The record as a test of `module`: XCTest on Linux names a case
        /// `Class.test`, without the module that the run it came from tells.
        func inModule(_ module: String) -> TestRecord {
            var record = self
            if !id.hasPrefix(module + ".") { record.id = module + "." + id }
            record.module = module
            return record
        }

        /// The record of a test cut short: ended, failed, with `issue` saying why.
        func failing(with issue: Issue) -> TestRecord {
            var record = self
            record.passed = false
            record.ended = true
            record.issues.append(issue)
            return record
        }

        /// The same, for an issue with no place in the guide (a time limit).
        func failing(_ message: String) -> TestRecord {
            failing(with: Issue(message: message, file: "", line: 0))
        }

        /// The name to pass to `swift test --skip` or `--filter`: the ID without its source location.
        public var filterPattern: String {
            var name = id
            if let slash = name.lastIndex(of: "/"), name[name.index(after: slash)...].contains(":") {
                name = String(name[..<slash])
            }
            // XCTest names its tests `Module.Class/test`, recorded here with dots;
            // Swift Testing matches against IDs that may end in a source location.
            let escaped = NSRegularExpression.escapedPattern(for: name).replacingOccurrences(of: "\\.", with: "[./]")
            return "^" + escaped + "($|/)"
        }
    }

    public struct Issue: Sendable, Equatable {
        public var message: String
        public var file: String
        public var line: Int
        public var column: Int?
    }

    /// Whether the stream holds the run's end: without it, the test process was cut short.
    public static func runEnded(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { $0.contains("\"runEnded\"") }
    }

    /// Swift Testing's event stream, one JSON object per line.
    public static func parseEventStream(_ text: String) -> [TestRecord] {
        var records: [String: TestRecord] = [:]
        var order: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let kind = object["kind"] as? String, let payload = object["payload"] as? [String: Any]
            else { continue }
            if kind == "test", payload["kind"] as? String == "function", let id = payload["id"] as? String {
                let location = payload["sourceLocation"] as? [String: Any]
                if records[id] == nil { order.append(id) }
                records[id] = TestRecord(
                    id: id,
                    module: String(id.prefix { $0 != "." }),
                    name: payload["name"] as? String ?? id,
                    file: (location?["filePath"] as? String).map { PathText.lastComponent(of: $0) },
                    fileLine: location?["line"] as? Int,
                    passed: true,
                    issues: []
                )
            } else if kind == "event", let testID = payload["testID"] as? String, records[testID] != nil {
                switch payload["kind"] as? String {
                case "issueRecorded":
                    guard let issue = payload["issue"] as? [String: Any], issue["isKnown"] as? Bool != true else {
                        continue
                    }
                    let failure = issue["isFailure"] as? Bool ?? (issue["severity"] as? String == "error")
                    guard failure else { continue }
                    let location = issue["sourceLocation"] as? [String: Any]
                    let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                    records[testID]?.passed = false
                    records[testID]?.issues.append(
                        Issue(
                            message: messages.first ?? "test issue",
                            file: location?["filePath"] as? String ?? "",
                            line: location?["line"] as? Int ?? 0,
                            column: location?["column"] as? Int
                        ))
                case "testStarted":
                    records[testID]?.started = true
                case "testSkipped":
                    records[testID]?.started = true
                    records[testID]?.ended = true
                case "testEnded":
                    records[testID]?.ended = true
                    let symbols = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["symbol"] as? String }
                    if symbols.contains("fail") { records[testID]?.passed = false }
                default:
                    break
                }
            }
        }
        return order.compactMap { records[$0] }
    }

    /// XCTest's console output: `Test Case 'Module.Class/test' passed|failed`
    /// and failure lines `file:line: error: Module.Class.test : message`.
    public static func parseXCTestOutput(_ text: String) -> [TestRecord] {
        var records: [String: TestRecord] = [:]
        var order: [String] = []
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = String(rawLine)
            if line.hasPrefix("Test Case '"), let end = line.dropFirst(11).firstIndex(of: "'") {
                let name = String(line[line.index(line.startIndex, offsetBy: 11)..<end])
                let id = name.replacingOccurrences(of: "/", with: ".")
                let outcome = line[line.index(after: end)...]
                let finished = outcome.contains("passed") || outcome.contains("failed")
                guard finished || outcome.contains("started") else { continue }
                if records[id] == nil {
                    order.append(id)
                    records[id] = TestRecord(
                        id: id, module: String(id.prefix { $0 != "." }), name: id, file: nil, passed: true, issues: [])
                }
                records[id]?.started = true
                if finished { records[id]?.ended = true }
                if outcome.contains("failed") { records[id]?.passed = false }
            } else if let entry = CompilerDiagnosticParser.parseLine(line), entry.severity == .error,
                let separator = entry.message.range(of: " : ")
            {
                let id = String(entry.message[..<separator.lowerBound]).replacingOccurrences(of: "/", with: ".")
                let message = String(entry.message[separator.upperBound...]).trimmingCharacters(in: .whitespaces)
                if records[id] == nil {
                    order.append(id)
                    records[id] = TestRecord(
                        id: id, module: String(id.prefix { $0 != "." }), name: id, file: nil, passed: false, issues: [])
                }
                records[id]?.passed = false
                records[id]?.issues.append(
                    Issue(message: message, file: entry.file, line: entry.line, column: entry.column))
            }
        }
        return order.compactMap { records[$0] }
    }
}
