import Foundation

/// Facts about the Swift toolchain that verification depends on.
enum Toolchain {
    /// `swiftc --version`, part of every cache key: a new compiler may judge code differently.
    static let version: String = {
        let output = ProcessRunner(timeout: 60).run("swiftc", ["--version"])
        return output.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }()
}
