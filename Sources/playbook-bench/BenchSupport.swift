import Foundation

struct BenchError: Error, CustomStringConvertible {
    var description: String
}

struct BenchOptions {
    var seedsFolder: URL
    var runs = 20
    var iterations = 10_000
    var only: String?
    /// The wild corpus's packages to measure (`--packages a,b`); nil measures every one.
    var packages: [String]?
    /// With `--only wild`: measure the examples in the packages' doc comments instead of their docs.
    var docComments = false
    var fuzzGuides = 10_000
    var fuzzSeed: UInt64 = 20_261_122
    /// Where the corpus packages come from: a folder of bare git repositories, `OWNER/NAME.git`.
    var mirror = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["PLAYBOOK_MIRROR"] ?? "/opt/swift-packages",
        isDirectory: true)

    static func parse(_ arguments: ArraySlice<String>) -> BenchOptions {
        var options = BenchOptions(seedsFolder: defaultSeedsFolder())
        var rest = Array(arguments)
        while !rest.isEmpty {
            let flag = rest.removeFirst()
            if flag == "--help" || flag == "-h" {
                print(usageText)
                exit(0)
            }
            if flag == "--symbols" {
                options.docComments = true
                continue
            }
            guard let value = rest.first else { usage("\(flag) needs a value") }
            rest.removeFirst()
            switch flag {
            case "--seeds": options.seedsFolder = URL(fileURLWithPath: value, isDirectory: true)
            case "--runs": options.runs = positive(value, flag)
            case "--iterations": options.iterations = positive(value, flag)
            case "--only": options.only = value
            case "--packages":
                options.packages = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "--fuzz-guides": options.fuzzGuides = positive(value, flag)
            case "--fuzz-seed": options.fuzzSeed = UInt64(positive(value, flag))
            case "--mirror": options.mirror = URL(fileURLWithPath: value, isDirectory: true)
            default: usage("unknown option \(flag)")
            }
        }
        return options
    }

    /// `$PLAYBOOK_SEEDS`, else `<package root>/../shared/seeds`.
    static func defaultSeedsFolder() -> URL {
        if let explicit = ProcessInfo.processInfo.environment["PLAYBOOK_SEEDS"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds", isDirectory: true)
    }

    /// The seed files, sorted (markdown despite their `.txt` extension).
    func seedFiles() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)
        let files = names.filter { !$0.hasPrefix(".") }.sorted().map { seedsFolder.appendingPathComponent($0) }
        guard !files.isEmpty else { throw BenchError(description: "no seed guides in \(seedsFolder.path)") }
        return files
    }

    static let usageText = """
        usage: playbook-bench [--seeds FOLDER] [--mirror FOLDER] [--runs N] [--iterations N] [--fuzz-guides N] \
        [--fuzz-seed N] [--only list|memory|guides|scripts|verify|site|docc|serve|corpus|fuzz|wild] \
        [--packages A,B] [--symbols]
          --seeds FOLDER   the seed guides (default: $PLAYBOOK_SEEDS, else ../shared/seeds beside the package)
          --runs N         timed runs per measurement, median reported (default 20)
          --iterations N   parses in the memory check (default 10000)
          --mirror FOLDER  the package mirror the corpus is checked out from (default: $PLAYBOOK_MIRROR, else \
        /opt/swift-packages)
          --fuzz-guides N  random guides the fuzz run checks with the real command (default 10000)
          --fuzz-seed N    the seed of those guides (default 20261122)
          --only NAME      run one benchmark: list, memory, guides, scripts, verify, site, docc, serve, corpus, fuzz or
                           wild (docc, against docc convert, runs only when named: minutes; so does wild, every
                           Swift doc of the mirror: hours, resumable)
          --packages A,B   with --only wild: measure only these packages of the mirror
          --symbols        with --only wild: measure the examples in the packages' doc comments (Sources/) instead of \
        their docs
        """

    private static func positive(_ value: String, _ flag: String) -> Int {
        guard let number = Int(value), number > 0 else { usage("\(flag) needs a positive number") }
        return number
    }

    private static func usage(_ message: String) -> Never {
        FileHandle.standardError.write(Data("playbook-bench: \(message)\n\(usageText)\n".utf8))
        exit(2)
    }
}

enum Clock {
    /// Seconds taken by `body`, on a monotonic clock.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.2f ms", seconds * 1000)
    }
}

/// Memory figures from `/proc/self/status` (Linux); nil elsewhere.
enum ProcessMemory {
    /// Peak resident set size (VmHWM), in KiB.
    static var peakKiB: Int? { field("VmHWM") }
    /// Current resident set size (VmRSS), in KiB.
    static var residentKiB: Int? { field("VmRSS") }

    static func format(_ kib: Int?) -> String {
        guard let kib else { return "n/a (no /proc/self/status)" }
        return String(format: "%.1f MiB (%d KiB)", Double(kib) / 1024, kib)
    }

    static func formatDelta(_ kib: Int?) -> String {
        guard let kib else { return "n/a" }
        return String(format: "%+d KiB (%+.2f MiB)", kib, Double(kib) / 1024)
    }

    private static func field(_ name: String) -> Int? {
        guard let status = readProcFile("/proc/self/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            // "VmHWM:\t   12345 kB": a tab, padding, the number in KiB.
            return Int(line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// /proc files report a size of 0, so they are read in chunks until end of file.
    private static func readProcFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}

/// A command run to its end with what it cost: wall time, CPU time of it and
/// every process it waited for, and the peak resident memory among them.
struct MeasuredRun {
    var status: Int32
    var seconds: Double
    var cpuSeconds: Double
    /// The part of `cpuSeconds` spent in the kernel (creating files, mostly), which the file system's state sways.
    var systemSeconds: Double
    var peakKiB: Int
    /// What it printed, standard output and error together.
    var output: String

    /// Runs `executable` (a path, or a name looked up on PATH) with `wait4`, whose rusage Foundation's `Process` does
    /// not give.
    static func run(_ executable: String, _ arguments: [String]) throws -> MeasuredRun {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "playbook-bench-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let cpu = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return MeasuredRun(
            status: exitStatus, seconds: seconds, cpuSeconds: cpu(usage.ru_utime) + cpu(usage.ru_stime),
            systemSeconds: cpu(usage.ru_stime), peakKiB: Int(usage.ru_maxrss), output: output
        )
    }

    /// The run, or an error with the end of its output when it did not exit with one of `statuses`.
    func expecting(_ statuses: Set<Int32> = [0], _ what: String) throws -> MeasuredRun {
        guard statuses.contains(status) else {
            let tail = output.split(separator: "\n").suffix(10).joined(separator: "\n")
            throw BenchError(description: "\(what) exited with \(status):\n\(tail)")
        }
        return self
    }
}

/// The medians of several runs of one command.
struct Figures: CustomStringConvertible {
    var seconds: Double
    var cpuSeconds: Double
    var systemSeconds: Double
    var peakMB: Double

    init(_ runs: [MeasuredRun]) {
        seconds = Clock.median(runs.map(\.seconds))
        cpuSeconds = Clock.median(runs.map(\.cpuSeconds))
        systemSeconds = Clock.median(runs.map(\.systemSeconds))
        peakMB = Clock.median(runs.map { Double($0.peakKiB) / 1024 })
    }

    var description: String {
        "\(Clock.milliseconds(seconds)) wall, \(Clock.milliseconds(cpuSeconds)) CPU "
            + "(\(Clock.milliseconds(systemSeconds)) of it in the kernel), "
            + "\(String(format: "%.0f MB", peakMB)) peak"
    }
}

/// The `playbook` command built beside the bench (`make bench` builds both in release).
func playbookExecutable() throws -> String {
    let playbook = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("playbook")
    guard FileManager.default.isExecutableFile(atPath: playbook.path) else {
        throw BenchError(
            description:
                "no playbook command beside the bench at \(playbook.path); build it with `swift build -c release "
                + "--product playbook`"
        )
    }
    return playbook.path
}

/// The speed goals every run measures, printed together at the end as a table.
final class Goals: @unchecked Sendable {
    struct Row {
        var figure: String
        var measured: String
        var goal: String
        var met: Bool
    }

    static let shared = Goals()
    private var rows: [Row] = []
    private let lock = NSLock()

    func record(_ figure: String, measured: String, goal: String, met: Bool) {
        lock.withLock { rows.append(Row(figure: figure, measured: measured, goal: goal, met: met)) }
        print("goal: \(figure): \(measured) (goal \(goal)) \(met ? "met" : "NOT MET")")
    }

    /// The table, or nothing when no benchmark measured a goal.
    func printTable() {
        let rows = lock.withLock { self.rows }
        guard !rows.isEmpty else { return }
        print("")
        print("== goals")
        print("| figure | measured | goal | |")
        print("|---|---|---|---|")
        for row in rows { print("| \(row.figure) | \(row.measured) | \(row.goal) | \(row.met ? "met" : "NOT MET") |") }
    }
}

func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
func ratio(_ value: Double) -> String { String(format: "%.1f×", value) }
func percent(_ value: Double) -> String { String(format: "%.0f%%", value * 100) }
