import Dispatch
import Foundation
import PlaybookCore
import Synchronization

/// For commands that start compilers and tests: SIGINT or SIGTERM (a CI
/// timeout, Ctrl-C) stops every process they started, whole trees, removes
/// the temporary files, and exits with 128 + the signal's number.
enum CleanExit {
    /// The processes of this run; give it to every `ProcessRunner`.
    static let group = ProcessGroup()
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let stopping = Mutex(false)

    static func install() {
        guard sources.isEmpty else { return }
        // Orphans of the guides' tests are reparented here, found and killed.
        OrphanReaper.adopt()
        // Once its compilers are stopped, the run itself may finish (every
        // remaining step fails) and exit 1 before the temporary files are
        // gone; a stop in progress keeps that exit waiting for the stop's own.
        atexit {
            guard CleanExit.stopping.withLock({ $0 }) else { return }
            while true { pause() }
        }
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                stopping.withLock { $0 = true }
                group.terminateAll()
                ProcessRunner.removeTemporaryFiles()
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
