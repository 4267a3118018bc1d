import Foundation

/// A built site, in memory: every file by its path relative to the site's
/// root, and the warnings met while building it. `SiteWriter` puts it on disk.
public struct Site: Sendable, Equatable {
    public var files: [String: Data]
    /// Broken links between guides, at their guide lines.
    public var warnings: [Diagnostic]
    /// Files beside the guides that guides show or link to, relative to the
    /// guides' root; whoever writes the site copies them in at these paths.
    public var referencedFiles: [String]

    public init(files: [String: Data], warnings: [Diagnostic], referencedFiles: [String] = []) {
        self.files = files
        self.warnings = warnings
        self.referencedFiles = referencedFiles
    }

    /// A file's text, for tests and tools that read the site back.
    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
