import Foundation

/// A built site, in memory: every file by its path relative to the site's
/// root, and the warnings met while building it. `SiteWriter` puts it on disk.
public struct Site: Sendable, Equatable {
    public var files: [String: Data]
    /// Broken links between guides, at their guide lines.
    public var warnings: [Diagnostic]

    public init(files: [String: Data], warnings: [Diagnostic]) {
        self.files = files
        self.warnings = warnings
    }

    /// A file's text, for tests and tools that read the site back.
    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
