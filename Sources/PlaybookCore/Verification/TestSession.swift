import Foundation

/// Runs built tests until every test has a result it earned. A test passes
/// only when its end arrived and the process that ran it finished normally.
/// A crash or a hung test cuts the run short: the test it caught fails (named,
/// with the crash message or the time limit), and the tests left unfinished
/// run again one at a time without it, so one crash neither passes nor hides
/// the others.
struct TestSession {
    var runner: ProcessRunner
    /// The package folder `swift test` runs in.
    var directory: String
    /// Where Swift Testing writes its event stream.
    var eventsPath: String
    /// Seconds one test may run.
    var testTimeout: TimeInterval
    /// Bytes a run may print; past it the run is stopped and the test printing fails.
    var outputLimit: Int = 4 << 20
    /// A test executable built without SwiftPM, run directly; nil runs `swift test`.
    var executable: String? = nil

    struct Result {
        /// Every test with its result; tests that never got one are absent.
        var records: [TestEventParser.TestRecord]
        /// Set when the tool failed before any test could run.
        var toolFailure: String?
        /// Tests stopped at the time limit: their units' results are never cached.
        var timedOut: Set<String> = []
    }

    func run() -> Result {
        var decided: [String: TestEventParser.TestRecord] = [:]
        var order: [String] = []
        var result = Result(records: [])
        var serial = false
        func decide(_ record: TestEventParser.TestRecord) {
            if decided[record.id] == nil { order.append(record.id) }
            decided[record.id] = record
        }
        // Every round decides at least one test or stops, so this bounds the rounds.
        var rounds = 0
        var printed = ""
        while rounds < 200 {
            rounds += 1
            try? FileManager.default.removeItem(atPath: eventsPath)
            var arguments =
                (executable == nil ? ["test", "--skip-build"] : ["--testing-library", "swift-testing"])
                + ["--event-stream-output-path", eventsPath, "--event-stream-version", "6.3"]
            if serial { arguments.append("--no-parallel") }
            for id in order { arguments += ["--skip", decided[id]!.filterPattern] }
            let watch = StartWatch(eventsPath: eventsPath, limit: testTimeout)
            let output = runner.run(
                executable ?? "swift", arguments, in: directory, watchdog: watch.check, outputLimit: outputLimit,
                guideCode: true)
            defer { printed += output.text + "\n" }
            let stream = (try? String(contentsOfFile: eventsPath, encoding: .utf8)) ?? ""
            let records = (TestEventParser.parseEventStream(stream) + TestEventParser.parseXCTestOutput(output.text))
                .filter { decided[$0.id] == nil }
            let before = decided.count
            for record in records where record.ended { decide(record) }
            let unfinished = records.filter { !$0.ended }
            // A test executable run directly exits 69 (EX_UNAVAILABLE) when every test left was skipped: a run that
            // ended, as `swift test` says with 0.
            let ended =
                output.status == 0 || output.status == 1
                || (executable != nil && output.status == 69 && records.isEmpty)
            let cutShort = output.stopped != nil || output.timedOut || !TestEventParser.runEnded(stream) || !ended
            if !cutShort { return finish(result, decided, order) }
            if let hung = watch.overdue, let record = records.first(where: { $0.id == hung }) {
                decide(record.failing("did not finish within \(Self.seconds(testTimeout)) (testTimeout); stopped"))
                result.timedOut.insert(record.id)
            } else if output.timedOut {
                for record in unfinished where record.started {
                    decide(
                        record.failing("the test run did not finish within \(Self.seconds(runner.timeout)); stopped"))
                    result.timedOut.insert(record.id)
                }
            } else if output.stopped != nil, output.stoppedForOutput, serial,
                let printing = unfinished.first(where: \.started), unfinished.filter(\.started).count == 1
            {
                // Alone in its run, the test still running when the cap was passed is the one printing.
                decide(printing.failing("printed more than \(Self.megabytes(outputLimit)) (testOutputLimit); stopped"))
                result.timedOut.insert(printing.id)
            } else if serial, let crashed = unfinished.first(where: \.started), unfinished.filter(\.started).count == 1
            {
                decide(crashed.failing(with: Self.crash(in: output.text, earlier: printed)))
            }
            if decided.count == before, serial || unfinished.isEmpty {
                // A round that decided nothing: the process fails outside any test.
                let tail = output.text.split(whereSeparator: \.isNewline).suffix(8).joined(separator: "\n")
                result.toolFailure =
                    "the test process ended (exit \(output.status)) before its tests could finish: \(tail)"
                return finish(result, decided, order)
            }
            serial = true
        }
        return finish(result, decided, order)
    }

    /// The XCTest cases of one unit (`targetName`, its test classes
    /// `classes`) in a directly built executable, run once within `limit`
    /// seconds, their records in the unit's test module: XCTest on Linux
    /// prints a case as `Class.test`, so only a run of one unit's classes
    /// tells whose case it is. Nil when the run did not end cleanly (a crash,
    /// a hang, a case that never finished): SwiftPM's test run, which can
    /// skip a case and run the rest again, judges those units instead.
    func runXCTest(unit targetName: String, classes: [String], limit: TimeInterval) -> [TestEventParser.TestRecord]? {
        guard let executable else { return nil }
        var runner = runner
        runner.timeout = limit
        let module = targetName + "Tests"
        // XCTest takes the cases to run as its last argument, `Module.Class` separated by commas.
        let selection = classes.map { "\(module).\($0)" }.joined(separator: ",")
        let output = runner.run(
            executable, ["--testing-library", "xctest", selection], in: directory, outputLimit: outputLimit,
            guideCode: true)
        let records = TestEventParser.parseXCTestOutput(output.text)
        let ended =
            (output.status == 0 || output.status == 1) && !output.timedOut && output.stopped == nil && !output.signaled
        guard ended, !records.isEmpty, records.allSatisfy(\.ended) else { return nil }
        return records.map { $0.inModule(module) }
    }

    private func finish(_ result: Result, _ decided: [String: TestEventParser.TestRecord], _ order: [String]) -> Result
    {
        var result = result
        result.records = order.compactMap { decided[$0] }
        return result
    }

    /// The crash message and the guide location it names. A trap prints
    /// `Module/file:line: Fatal error: message`; the crashed thread's frames
    /// then carry the full `#sourceLocation` path with line and column.
    /// Without frames (the backtracer off, or cut short on a busy machine),
    /// the trap's own `Module/file:line` places it, without a column.
    /// `earlier` is what previous runs printed: a trap's line may be found
    /// there when a busy machine cut this run's output short.
    static func crash(in output: String, earlier: String = "") -> TestEventParser.Issue {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init)
        var place: (file: String, line: Int, column: Int)?
        if let crashedThread = lines.firstIndex(where: { $0.hasSuffix(" crashed:") }) {
            // The first frame in the guides' code: its path is relative (`Target/guide.md`), unlike the toolchain's.
            for frame in lines[crashedThread...].prefix(40) {
                guard let at = frame.range(of: " at ", options: .backwards) else { continue }
                let parts = frame[at.upperBound...].split(separator: ":")
                guard parts.count >= 3, !parts[0].hasPrefix("/"), let line = Int(parts[parts.count - 2]),
                    let column = Int(parts[parts.count - 1])
                else { continue }
                place = (parts.dropLast(2).joined(separator: ":"), line, column)
                break
            }
        }
        let traps = ["Fatal error", "Precondition failed", "Assertion failed"]
        let candidates = (lines + earlier.split(whereSeparator: \.isNewline).map(String.init)).filter { line in
            traps.contains { line.contains("\($0):") }
        }
        // The trap printed at the crash's own place, else the first one.
        let here = place.map { "\(PathText.lastComponent(of: $0.file)):\($0.line):" }
        var message = "crashed"
        var trapPlace: (file: String, line: Int)?
        if let trap = candidates.first(where: { here != nil && $0.contains(here!) }) ?? candidates.first,
            let start = traps.lazy.compactMap({ trap.range(of: "\($0):") }).first
        {
            message = "crashed: " + trap[start.lowerBound...]
            let parts = trap[..<start.lowerBound].trimmingCharacters(in: .whitespaces).split(separator: ":")
            if parts.count >= 2, !parts[0].hasPrefix("/"), let line = Int(parts[parts.count - 1]) {
                trapPlace = (parts.dropLast().joined(separator: ":"), line)
            }
        } else if let signal = lines.first(where: { $0.contains("Program crashed:") }) {
            message =
                "crashed: "
                + signal.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "Program crashed:", with: "")
                .trimmingCharacters(in: .whitespaces)
        }
        if let place { return .init(message: message, file: place.file, line: place.line, column: place.column) }
        guard let trapPlace else { return .init(message: message, file: "", line: 0) }
        return .init(message: message, file: trapPlace.file, line: trapPlace.line)
    }

    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value == value.rounded() ? "\(Int(value)) MB" : String(format: "%.1f MB", value)
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}

/// Watches a running test process's event stream for a test that runs past its time limit.
final class StartWatch: @unchecked Sendable {
    private let eventsPath: String
    private let limit: TimeInterval
    private let lock = NSLock()
    private var startedAt: [String: Date] = [:]
    private var found: String?

    init(eventsPath: String, limit: TimeInterval) {
        self.eventsPath = eventsPath
        self.limit = limit
    }

    /// The test that ran too long, once `check` found one.
    var overdue: String? { lock.withLock { found } }

    /// Called by the runner while the process runs: a reason to stop it, or nil.
    @Sendable func check() -> String? {
        let stream = (try? String(contentsOfFile: eventsPath, encoding: .utf8)) ?? ""
        let now = Date()
        return lock.withLock {
            for record in TestEventParser.parseEventStream(stream) where record.started && !record.ended {
                let started = startedAt[record.id] ?? now
                startedAt[record.id] = started
                if now.timeIntervalSince(started) > limit {
                    found = record.id
                    return "\(record.name) did not finish within \(TestSession.seconds(limit))"
                }
            }
            return nil
        }
    }
}
