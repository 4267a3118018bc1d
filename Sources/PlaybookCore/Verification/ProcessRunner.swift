import Foundation
import Synchronization

/// Runs a tool and captures its output: the only place verification starts processes.
public struct ProcessRunner: Sendable {
    public struct Output: Sendable {
        public var status: Int32
        public var text: String
        public var timedOut: Bool
        /// Why a watchdog stopped the process, if one did.
        public var stopped: String? = nil
        /// Standard error, when it was asked for apart; else it is in `text`.
        public var errorText = ""
        /// True when a signal ended the process (a crash, a trap), not an exit.
        public var signaled = false
        /// True when the process was stopped for printing more than its output limit.
        public var stoppedForOutput = false
        public var succeeded: Bool { status == 0 && !timedOut && stopped == nil }
    }

    public var timeout: TimeInterval
    /// Told of every launch, before it happens: lets a caller see that a cached run started no compiler.
    public var onLaunch: (@Sendable (_ executable: String, _ arguments: [String]) -> Void)?

    /// Where the processes started are tracked, for an owner that must stop them (`playbook serve` on exit).
    public var group: ProcessGroup?

    public init(
        timeout: TimeInterval = 900, group: ProcessGroup? = nil, onLaunch: (@Sendable (String, [String]) -> Void)? = nil
    ) {
        self.timeout = timeout
        self.group = group
        self.onLaunch = onLaunch
    }

    /// Runs `executable` (a path, or a name looked up on PATH) with standard
    /// output and error merged, as a compiler's diagnostics interleave them.
    ///
    /// `watchdog` is asked every quarter second while the process runs; when
    /// it returns a reason, the process and all it started are killed. On the
    /// time limit the whole tree is killed too, so no test binary outlives it.
    ///
    /// With `separateErrors`, `text` is standard output alone and `errorText`
    /// standard error. With `outputLimit`, a process that writes more bytes
    /// than that is stopped as if by a watchdog.
    ///
    /// With `guideCode` (tests and programs of the guides), every process the
    /// run started is killed when it ends, however it left the tree (see `OrphanReaper`).
    public func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        watchdog: (@Sendable () -> String?)? = nil, separateErrors: Bool = false, outputLimit: Int? = nil,
        guideCode: Bool = false
    ) -> Output {
        onLaunch?(executable, arguments)
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // The compiler driver leaves a folder in the temporary directory on
        // every run (thousands a day): the tools' temporary files go into ours,
        // which is removed when Playbook exits.
        let tag = UUID().uuidString
        var environment = ["TMPDIR": Self.toolsTemporaryFolder.path]
        if guideCode { environment[OrphanReaper.tagVariable] = tag }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // A file, not a pipe: a chatty build can never block on a full pipe buffer.
        let capture = Self.temporaryFolder.appendingPathComponent("\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: capture.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: capture) }
        let errorCapture =
            separateErrors ? Self.temporaryFolder.appendingPathComponent("\(UUID().uuidString).err") : capture
        if separateErrors { _ = FileManager.default.createFile(atPath: errorCapture.path, contents: nil) }
        defer { if separateErrors { try? FileManager.default.removeItem(at: errorCapture) } }
        guard let handle = try? FileHandle(forWritingTo: capture),
            let errorHandle = try? FileHandle(forWritingTo: errorCapture)
        else {
            return Output(
                status: -1, text: "cannot create a temporary file for \(executable)'s output", timedOut: false)
        }
        defer {
            try? handle.close()
            try? errorHandle.close()
        }
        process.standardOutput = handle
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        // Told by the child's exit, not by `waitUntilExit`, which on Linux
        // spins a run loop: with two compilers running, it cost a core's quarter.
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { ended in
            group?.remove(ended)
            OrphanReaper.ended(ended.processIdentifier)
            finished.signal()
        }
        do {
            try OrphanReaper.launch {
                if let group { try group.launch(process) } else { try process.run() }
                return process.processIdentifier
            }
        } catch {
            return Output(status: -1, text: "cannot run \(executable): \(error.localizedDescription)", timedOut: false)
        }
        var timedOut = false
        var stopped: String?
        var stoppedForOutput = false
        let deadline = DispatchTime.now() + timeout
        let polled = watchdog != nil || outputLimit != nil
        while finished.wait(timeout: min(deadline, .now() + (polled ? 0.25 : timeout))) == .timedOut {
            if DispatchTime.now() >= deadline {
                timedOut = true
            } else if let reason = watchdog?() {
                stopped = reason
            } else if let outputLimit,
                Self.size(of: capture) + (separateErrors ? Self.size(of: errorCapture) : 0) > outputLimit
            {
                stopped = "it printed more than \(outputLimit / 1024) KB"
                stoppedForOutput = true
            } else {
                continue
            }
            ProcessTree.kill(process.processIdentifier)
            finished.wait()
            break
        }
        // Whatever the guide's code left running (a daemon, a `setsid` child) goes with it.
        if guideCode { OrphanReaper.killRun(tagged: tag) }
        let text = Self.read(capture, limit: outputLimit)
        let errorText = separateErrors ? Self.read(errorCapture, limit: outputLimit) : ""
        return Output(
            status: process.terminationStatus, text: text, timedOut: timedOut, stopped: stopped, errorText: errorText,
            signaled: process.terminationReason == .uncaughtSignal, stoppedForOutput: stoppedForOutput
        )
    }

    /// One folder per process for captured output, so a run stopped by a
    /// signal can remove what its children were writing. It is removed when
    /// the process exits, whoever embeds the runner (a test binary too).
    static let temporaryFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "playbook-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { ProcessRunner.removeTemporaryFiles() }
        return folder
    }()

    /// The temporary directory of every tool started, inside this process's folder.
    static let toolsTemporaryFolder: URL = {
        let folder = temporaryFolder.appendingPathComponent("tmp", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Removes this process's capture folder (on exit or a signal).
    public static func removeTemporaryFiles() {
        // One removal at a time: a signal handler removing the folder waits for
        // an exit already removing it, so neither ends the process half-way.
        removal.withLock { _ in
            // Moved aside first: a runner still finishing its last launch cannot
            // add a file to the folder while it is removed (which left it behind).
            let aside = temporaryFolder.deletingLastPathComponent().appendingPathComponent(
                ".\(temporaryFolder.lastPathComponent).removing")
            let moved = (try? FileManager.default.moveItem(at: temporaryFolder, to: aside)) != nil
            let target = moved ? aside : temporaryFolder
            // A child the signal reached a moment ago may still write there while it is removed, which then fails
            // on a folder no longer empty: tried again, for up to a second, while the children end.
            for _ in 0..<20 {
                try? FileManager.default.removeItem(at: target)
                guard FileManager.default.fileExists(atPath: target.path) else { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    private static let removal = Mutex(())

    private static func size(of file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// A capture file's text, at most `limit` bytes of it (invalid UTF-8
    /// repaired), with a line saying how much more there was.
    private static func read(_ file: URL, limit: Int?) -> String {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        let data = (limit.map { try? handle.read(upToCount: $0) } ?? (try? handle.readToEnd())) ?? nil
        let text = String(decoding: data ?? Data(), as: UTF8.self)
        let rest = size(of: file) - (data?.count ?? 0)
        return rest > 0 ? text + "\n… (\(rest) more bytes of output not kept)\n" : text
    }
}
