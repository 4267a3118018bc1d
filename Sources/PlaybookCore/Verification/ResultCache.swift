import Foundation

/// Unit outcomes on disk, keyed by a hash of everything that decides them:
/// the unit's instantiated files, the support modules, the toolchain and the
/// settings. A key that matches means the compiler would say the same again.
public struct ResultCache: Sendable {
    public var directory: String

    /// Part of every key: raised when Playbook judges the same code differently
    /// (XCTest cases now credited to their unit, say), so no older verdict is reused.
    public static let generation = "playbook-results-81"

    public init(directory: String) {
        self.directory = directory
    }

    public static func key(files: [String: String], context: String) -> String {
        var hasher = SHA256()
        hasher.update(context)
        for path in files.keys.sorted() {
            hasher.update("\u{0}\(path)\u{0}")
            hasher.update(files[path] ?? "")
        }
        return hasher.finalize()
    }

    public func load(_ key: String) -> UnitOutcome? {
        guard let data = FileManager.default.contents(atPath: path(key)) else { return nil }
        return try? JSONDecoder().decode(UnitOutcome.self, from: data)
    }

    public func store(_ outcome: UnitOutcome, key: String) {
        guard let data = try? JSONEncoder().encode(outcome) else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path(key)), options: .atomic)
    }

    private func path(_ key: String) -> String {
        PathText.join(directory, "\(key).json")
    }
}
