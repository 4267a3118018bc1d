import Foundation

/// The processes runners sharing it have started and not yet seen finish.
public final class ProcessGroup: @unchecked Sendable {
    private let lock = NSLock()
    private var processes: [ObjectIdentifier: Process] = [:]
    private var terminated = false

    public init() {}

    /// Starts `process` unless the group was told to stop, so none slips in during a shutdown.
    func launch(_ process: Process) throws {
        try lock.withLock {
            guard !terminated else { throw CocoaError(.userCancelled) }
            try process.run()
            processes[ObjectIdentifier(process)] = process
        }
    }

    /// Whether `terminateAll()` was called: what its processes reported since may be cut short, and is no verdict.
    public var wasTerminated: Bool { lock.withLock { terminated } }

    func remove(_ process: Process) {
        lock.withLock { processes[ObjectIdentifier(process)] = nil }
    }

    /// Stops every process still running, with everything it started (a test
    /// binary SwiftPM launched in a process group of its own), and any the group would start later.
    public func terminateAll() {
        lock.withLock {
            terminated = true
            for process in processes.values where process.isRunning { ProcessTree.kill(process.processIdentifier) }
        }
    }
}
