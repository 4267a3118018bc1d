import Foundation

/// Facts about the Swift toolchain that verification depends on.
enum Toolchain {
    /// Identifies the compiler for cache keys, since a new compiler may judge
    /// code differently. Read from the installed files rather than by running
    /// `swiftc --version`, so a run where nothing changed starts no process:
    /// the resolved path of `swiftc`, its size and modification time.
    static let identity: String = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            let resolved = candidate.resolvingSymlinksInPath().path
            let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.stringValue ?? "?"
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "swiftc \(resolved) \(size) bytes, modified \(modified)"
        }
        return "swiftc not found on PATH"
    }()
}
