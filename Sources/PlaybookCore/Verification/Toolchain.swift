import Foundation

/// Facts about the Swift toolchain that verification depends on.
enum Toolchain {
    /// Identifies the compiler for cache keys, since a new compiler may judge
    /// code differently. Read from the installed files rather than by running
    /// `swiftc --version`, so a run where nothing changed starts no process:
    /// the resolved path of `swiftc`, its size and modification time.
    static let identity: String = {
        guard let resolved = swiftcPath else { return "swiftc not found on PATH" }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.stringValue ?? "?"
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "swiftc \(resolved) \(size) bytes, modified \(modified)"
    }()

    /// The `swiftc` on PATH, symbolic links resolved.
    static let swiftcPath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.resolvingSymlinksInPath().path
            }
        }
        return nil
    }()

    /// The folder holding the PackageDescription module manifests compile against.
    static var manifestAPIFolder: String? {
        guard let swiftc = swiftcPath else { return nil }
        let folder = PathText.join(PathText.folder(of: PathText.folder(of: swiftc)), "lib/swift/pm/ManifestAPI")
        return FileManager.default.fileExists(atPath: PathText.join(folder, "PackageDescription.swiftmodule"))
            ? folder : nil
    }

    /// `6.3` for Swift 6.3.1: the newest manifest API the toolchain has, read
    /// from `swiftc --version` once, when a manifest is first checked.
    static func languageVersion(runner: ProcessRunner) -> String? {
        let output = runner.run("swiftc", ["--version"]).text
        guard let range = output.range(of: "Swift version ") else { return nil }
        let numbers = output[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        return numbers.count >= 2 ? "\(numbers[0]).\(numbers[1])" : nil
    }
}
