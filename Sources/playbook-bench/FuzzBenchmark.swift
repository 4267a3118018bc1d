import Foundation
import PlaybookFuzz

/// The real `playbook` command on seeded random guides (see `FuzzGuide`):
/// `list`, `verify --level syntax` and `build --no-verify` over folders of
/// 100 guides each. Every run must end on its own within the time limit
/// with exit status 0, 1 or 2; a signal, another status or a hang is a
/// failure, and its folder is kept for a look.
func runFuzzBenchmark(_ options: BenchOptions) throws {
    let playbook = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("playbook")
    guard FileManager.default.isExecutableFile(atPath: playbook.path) else {
        throw BenchError(
            description:
                "no playbook command beside the bench at \(playbook.path); build it with `swift build -c release "
                + "--product playbook`"
        )
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("playbook-fuzz-\(UUID().uuidString)")
    let batchSize = 100
    let batches = (options.fuzzGuides + batchSize - 1) / batchSize
    let timeLimit: TimeInterval = 120
    var random = SeededRandom(seed: options.fuzzSeed)
    print(
        "guides: \(options.fuzzGuides) in \(batches) folders of up to \(batchSize), seed \(options.fuzzSeed), time "
            + "limit \(Int(timeLimit)) s per run"
    )

    var folders: [URL] = []
    for batch in 0..<batches {
        let folder = scratch.appendingPathComponent("batch-\(batch)/guides")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("placeholders: [Name]\nsamples:\n  one: {Name: Widget}\n".utf8).write(
            to: folder.appendingPathComponent("playbook.yml"))
        for number in 0..<min(batchSize, options.fuzzGuides - batch * batchSize) {
            try Data(FuzzGuide.make(&random).utf8).write(to: folder.appendingPathComponent("fuzz-\(number).md"))
        }
        folders.append(folder)
    }

    let commands: [(name: String, arguments: @Sendable (URL) -> [String])] = [
        ("list", { ["list", $0.path] }),
        ("verify --level syntax", { ["verify", $0.path, "--level", "syntax"] }),
        (
            "build --no-verify",
            {
                [
                    "build", $0.path, "--no-verify", "--out",
                    $0.deletingLastPathComponent().appendingPathComponent("site").path,
                ]
            }
        ),
    ]
    let results = FuzzResults()
    let started = Date()
    let batchFolders = folders
    DispatchQueue.concurrentPerform(iterations: batchFolders.count) { index in
        for command in commands {
            let outcome = FuzzRun.run(playbook, command.arguments(batchFolders[index]), timeLimit: timeLimit)
            results.record(command: command.name, folder: batchFolders[index], outcome: outcome)
        }
    }
    let seconds = Date().timeIntervalSince(started)
    for command in commands {
        let outcomes = results.outcomes(of: command.name)
        let statuses = Dictionary(grouping: outcomes, by: \.description).map { "\($0.value.count) \($0.key)" }.sorted()
            .joined(separator: ", ")
        let slowest = outcomes.map(\.seconds).max() ?? 0
        print("\(command.name): \(outcomes.count) runs: \(statuses); slowest \(Clock.milliseconds(slowest))")
    }
    print("total: \(String(format: "%.1f", seconds)) s for \(options.fuzzGuides * commands.count) guide checks")
    let failures = results.failures
    if failures.isEmpty {
        try? FileManager.default.removeItem(at: scratch)
        print("fuzz: no crash, no hang, every exit status 0, 1 or 2")
    } else {
        for failure in failures { print("FAILED: \(failure)") }
        throw BenchError(
            description:
                "\(failures.count) fuzz runs crashed, hung or exited outside 0, 1, 2; their folders are kept under "
                + "\(scratch.path)"
        )
    }
}

/// How one run of the command ended.
struct FuzzRun: CustomStringConvertible {
    enum End: Equatable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
    }

    var end: End
    var seconds: TimeInterval

    var isAcceptable: Bool {
        if case .exited(let status) = end { return [0, 1, 2].contains(status) }
        return false
    }

    var description: String {
        switch end {
        case .exited(let status): "exit \(status)"
        case .signaled(let signal): "signal \(signal)"
        case .timedOut: "timed out"
        }
    }

    static func run(_ executable: URL, _ arguments: [String], timeLimit: TimeInterval) -> FuzzRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let started = Date()
        do {
            try process.run()
        } catch {
            return FuzzRun(end: .exited(-1), seconds: 0)
        }
        guard ended.wait(timeout: .now() + timeLimit) == .success else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return FuzzRun(end: .timedOut, seconds: Date().timeIntervalSince(started))
        }
        let seconds = Date().timeIntervalSince(started)
        let end: End =
            process.terminationReason == .uncaughtSignal
            ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
        return FuzzRun(end: end, seconds: seconds)
    }
}

/// Outcomes gathered from the concurrent runs.
final class FuzzResults: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(command: String, folder: URL, outcome: FuzzRun)] = []

    func record(command: String, folder: URL, outcome: FuzzRun) {
        lock.withLock { recorded.append((command, folder, outcome)) }
    }

    func outcomes(of command: String) -> [FuzzRun] {
        lock.withLock { recorded.filter { $0.command == command }.map(\.outcome) }
    }

    var failures: [String] {
        lock.withLock {
            recorded.filter { !$0.outcome.isAcceptable }.map {
                "playbook \($0.command) \($0.folder.path): \($0.outcome)"
            }
        }
    }
}
