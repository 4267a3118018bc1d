import ArgumentParser
import Foundation
import PlaybookCore

/// Exit codes, documented in README: 0 success, 1 findings, 2 usage, configuration or input error.
enum PlaybookExit {
    static let success: Int32 = 0
    static let findings: Int32 = 1
    static let inputError: Int32 = 2
}

@main
struct Playbook: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playbook",
        abstract: "Make how-to guides executable: extract their Swift, compile it, report at guide lines.",
        subcommands: [
            ListCommand.self, VerifyCommand.self, MergeCommand.self, BuildCommand.self, ServeCommand.self,
            NewCommand.self, InitCommand.self,
        ]
    )

    /// Argument parsing exits 64 on a usage error by default; Playbook promises 2.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            if let exitCode = error as? ExitCode {
                Foundation.exit(exitCode.rawValue)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(PlaybookExit.inputError)
        }
    }
}
