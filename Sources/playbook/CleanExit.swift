import Dispatch
import Foundation
import PlaybookCore

/// For commands that start compilers and tests: SIGINT or SIGTERM (a CI
/// timeout, Ctrl-C) stops every process they started, whole trees, removes
/// the temporary files, and exits with 128 + the signal's number.
enum CleanExit {
    /// The processes of this run; give it to every `ProcessRunner`.
    static let group = ProcessGroup()
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                group.terminateAll()
                ProcessRunner.removeTemporaryFiles()
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
